/**
 * Issue 16, item 5: variants are data, so a new jurisdiction needs no code. Every game is played at random (seeded,
 * over `legalActions`), with the actions legal for anyone and recent ones sent by every actor to draw the rejections,
 * and every citation it emits (events, rejections, settlement, bet list) is collected:
 *  - a profile's `seed` is a label: every shipped profile relabelled `999` emits exactly the same citations;
 *  - a profile of a new text (seed `999`, every procedure topic cited `999 <topic>`) emits its own procedure
 *    citations and never a shipped text's procedure section (unless its own cited parameters carry it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame, GameAction, LegalAction } from '../src/core/contract.js';
import type { Actor } from '../src/core/ids.js';
import { games } from '../src/registry.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { RoundRunner } from '../src/core/round-runner.js';

const ROUNDS = 3;
const ACTORS: Actor[] = [...['p1', 'p2', 'p3'].map((player): Actor => ({ kind: 'player', player })), { kind: 'dealer' }, { kind: 'system' }];

type Profile = { readonly seed: string; readonly cites?: Readonly<Record<string, string>> };

/** Every `cite` string found in a value (events, rejections, settlements, bet lists, cited parameters). */
function citesIn(x: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(x)) x.forEach((v) => citesIn(v, out));
  else if (x !== null && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      if ((k === 'cite' || k === 'forcedWhy') && typeof v === 'string') out.add(v);
      else citesIn(v, out);
    }
  return out;
}

const fill = (l: LegalAction, by: Actor, amount?: number): GameAction => {
  const { amount: range, ...fixed } = l;
  const a = amount ?? (range ? range.min : undefined);
  return { ...fixed, ...(a === undefined ? {} : { amount: a }), by } as unknown as GameAction;
};

/** Seeded random play of a few rounds; at every step each actor also sends every action legal for anyone, and the recent ones. */
function emittedCites(game: AnyGame, profile: unknown): Set<string> {
  const out = citesIn(game.bets(profile), new Set());
  const rng = seededRng(`procedure-cites:${game.id}`);
  const table = game.defaultTable(profile);
  let carry: unknown = null;
  const recent: LegalAction[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const runner = new RoundRunner(game, { profile, profileId: 'new', table, carry, rng, roundNo: round });
    for (let steps = 0; !runner.over && steps < 400; steps++) {
      const probes = [...ACTORS.flatMap((by) => game.legalActions(runner.state, by) as LegalAction[]), ...recent.slice(-20)];
      for (const l of probes)
        for (const by of ACTORS)
          for (const amount of l.amount ? [l.amount.min, 1, 10 ** 9] : [undefined]) {
            const r = game.apply(runner.state, fill(l, by, amount));
            if (!r.ok) citesIn(r.rejection, out);
          }
      const awaited = game.awaiting(runner.state) as Actor[];
      const options = (awaited.length ? awaited : ACTORS).flatMap((by) => (game.legalActions(runner.state, by) as LegalAction[]).map((l) => ({ by, l })));
      const pick = options[rng.int(options.length)];
      if (!pick) break;
      recent.push(pick.l);
      runner.act(fill(pick.l, pick.by), rng);
    }
    citesIn(runner.record.events, out);
    citesIn(game.settlement(runner.state), out);
    carry = game.carry(runner.state);
  }
  return out;
}

for (const game of games()) {
  const ids = game.profiles.ids();
  const shipped = ids.map((id) => game.profiles.get(id) as Profile & Record<string, unknown>);

  test(`croupier default: ${game.id}: a profile's seed is a label: the same profile under another seed plays with the same citations`, () => {
    shipped.forEach((p, i) => {
      const relabelled = game.profiles.parse({ ...p, seed: '999' }, `${ids[i]} as seed 999`);
      assert.deepEqual([...emittedCites(game, relabelled)].sort(), [...emittedCites(game, p)].sort(), `${game.id} ${ids[i]}`);
    });
  });

  const topics = shipped[0]?.cites;
  if (!topics) continue;
  test(`croupier default: ${game.id}: a profile of a new text cites its own procedure sections`, () => {
    const cites = Object.fromEntries(Object.keys(topics).map((t) => [t, `999 ${t}`]));
    const profile = game.profiles.parse({ ...shipped[0], id: 'new', seed: '999', cites }, 'new jurisdiction');
    const parameters = citesIn({ ...profile, cites: {} }, new Set());
    const own = new Set(Object.values(cites));
    const shippedProcedure = new Set(shipped.flatMap((p) => Object.values(p.cites ?? {})));
    const emitted = emittedCites(game, profile);
    const fromCode = [...emitted].filter((c) => shippedProcedure.has(c) && !parameters.has(c));
    assert.deepEqual(fromCode, [], `${game.id}: procedure citations of a shipped text emitted under a new text`);
    assert.ok([...emitted].some((c) => own.has(c)), `${game.id}: the new profile's own procedure citations are emitted`);
  });
}
