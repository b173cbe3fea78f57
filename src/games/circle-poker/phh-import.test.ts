/**
 * PHH import (`croupier replay FILE.phh`, issue 19): every variant's hands, played at random through the engine and
 * exported, replay from the file alone to the same results, and export again to the very same text; a file another
 * tool wrote (PokerKit's Dwan–Ivey example, its third player's unknown cards as "????") replays under the file's
 * forced bets; a file that does not replay is refused, naming its line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LegalAction } from '../../core/contract.js';
import type { Actor } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { games } from './index.js';
import { phhText } from './phh.js';
import { PhhReplayError, replayPhh } from './phh-import.js';
import type { CpAction, CpState } from './state.js';
import { scripted } from './testing.js';

const lookup = (id: string) => games.find((g) => g.id === id);

for (const game of games) {
  test(`PHH round trip (${game.id}): random hands exported, replayed from the file alone to the same stacks, and exported again to the same text`, () => {
    const rng = seededRng(`phh-import:${game.id}`);
    let replayed = 0;
    let offers = 0;
    let offered = false;
    for (const profileId of game.profiles.ids()) {
      const profile = game.profiles.get(profileId) as { seats: { value: number }; minPlayers: { value: number } };
      for (let h = 0; h < 12; h++) {
        const players = ['ana', 'ben', 'cai', 'dov', 'eva'].slice(0, Math.min(Math.max(profile.minPlayers.value, 2 + (h % 4)), profile.seats.value));
        const stacks = Object.fromEntries(players.map((p) => [p, 400 + rng.int(8000)]));
        const initial = game.create({ profile, table: {}, carry: null, rng, stacks }).state as CpState;
        let s = initial;
        const actions: CpAction[] = [];
        const act = (a: Record<string, unknown>): void => {
          const filled = (game.randomize ? game.randomize(s, a as never, rng) : a) as CpAction;
          const r = game.apply(s, filled as never);
          assert.ok(r.ok, `refused: ${JSON.stringify(a)}`);
          s = r.state as CpState;
          actions.push(filled);
        };
        players.forEach((p, i) => act({ type: 'sit', box: i + 1, by: { kind: 'player', player: p } }));
        act({ type: 'deal', by: { kind: 'dealer' } });
        for (let steps = 0; !game.isOver(s) && steps < 500; steps++) {
          const by = game.awaiting(s)[0] as Actor;
          const legal = (game.legalActions(s, by) as LegalAction[]).filter((l) => l.optional !== true && !['sit-out', 'leave', 'straddle', 'come-back', 'entry', 'top-up'].includes(l.type));
          const l = legal[rng.int(legal.length)] as LegalAction;
          const { amount, ...fixed } = l;
          act({ ...fixed, by, ...(amount ? { amount: amount.min + rng.int(amount.max - amount.min + 1) } : {}) });
        }
        assert.equal(s.phase, 'over');
        const text = phhText(game, initial, actions);
        offered ||= initial.variant.streets.some((st) => st.draw?.offer);
        if (/the card offered face up/.test(text)) offers++;
        if (actions.some((a) => a.type === 'next' && a.reshuffle !== undefined)) {
          // 000 §17.1 III: the discards reshuffled when the deck ran short — not recorded by PHH, refused by name.
          assert.throws(() => replayPhh(text, lookup), (e: unknown) => e instanceof PhhReplayError && e.code === 'phh/reshuffled-discards');
          continue;
        }
        const back = replayPhh(text, lookup);
        assert.equal(back.game, game.id);
        assert.equal(back.profile, profileId);
        for (const c of back.checks) assert.ok(c.ok, `${game.id}/${profileId} hand ${h}: ${c.field} ${c.file.join(',')} in the file, ${c.replayed.join(',')} replayed\n${text}`);
        assert.ok(back.checks.some((c) => c.field === 'finishing_stacks'), 'the export has finishing stacks');
        assert.equal(phhText(game, back.initial, back.actions), text, `${game.id}/${profileId} hand ${h}: the replay exports the same text`);
        replayed++;
      }
    }
    assert.ok(replayed >= 4, `${replayed} hands replayed`);
    // 003 §3.5.13: Sviten Special's face-up offers (a comment line in PHH) replay too.
    if (offered) assert.ok(offers > 0, 'some hand had a face-up offer');
  });
}

const DWAN_IVEY = `variant = "NT"
antes = [500, 500, 500]
blinds_or_straddles = [1000, 2000, 0]
min_bet = 2000
starting_stacks = [1125600, 2000000, 553500]
actions = [
  "d dh p1 Ac2d",
  "d dh p2 ????",
  "d dh p3 7h6h",
  "p3 cbr 7000",
  "p1 cbr 23000",
  "p2 f",
  "p3 cc",
  "d db Jc3d5c",
  "p1 cbr 35000",
  "p3 cc",
  "d db 4h",
  "p1 cbr 90000",
  "p3 cbr 232600",
  "p1 cbr 1067100",
  "p3 cc",
  "p1 sm Ac2d",
  "p3 sm 7h6h",
  "d db Jh",
]
players = ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
finishing_stacks = [572100, 1997500, 1109500]
`;

test('PHH import: PokerKit’s Dwan–Ivey example (phh-std examples.rst), written by another tool, replays under the file’s blinds and antes with no house cut to its finishing stacks', () => {
  const r = replayPhh(DWAN_IVEY, lookup);
  assert.equal(r.game, 'texas-holdem');
  assert.deepEqual(r.players, ['Phil Ivey', 'Patrik Antonius', 'Tom Dwan']);
  assert.equal(r.houseCut, 0);
  assert.deepEqual(r.finishingStacks, [572100, 1997500, 1109500]);
  assert.deepEqual(r.checks.map((c) => [c.field, c.ok]), [['finishing_stacks', true]]);
});

test('PHH import: a file that does not replay is refused with a typed error naming its line, and a card dealt twice or unknown variant too', () => {
  const code = (text: string): [string, string] => {
    try {
      replayPhh(text, lookup);
    } catch (e) {
      assert.ok(e instanceof PhhReplayError, String(e));
      return [e.code, e.message];
    }
    return ['none', ''];
  };
  // Dwan acts out of turn: Ivey is to act after the first raise.
  const [c1, m1] = code(DWAN_IVEY.replace('"p1 cbr 23000",', '"p3 cbr 23000",'));
  assert.equal(c1, 'phh/out-of-turn');
  assert.match(m1, /^action 5:/);
  assert.equal(code(DWAN_IVEY.replace('"d dh p3 7h6h"', '"d dh p3 AcJh"'))[0], 'phh/repeated-card');
  assert.equal(code(DWAN_IVEY.replace('variant = "NT"', 'variant = "XX"'))[0], 'phh/unknown-variant');
  assert.equal(code(DWAN_IVEY.replace('"p1 cbr 35000",', '"p1 cbr 1",'))[0].startsWith('circle-poker/'), true, 'a bet below the minimum: the engine’s own refusal');
});

test('PHH of a misdealt hand (000 §17 VIII.1, 003 §3.1.7.1): the dealer’s record is a comment line in its place and `_misdeal` with its reason and citation; the import reads it back to the same void hand and exports the very same text', () => {
  const S = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
  const TOP = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
  for (const [profile, record] of [['ee-oc', ['misdeal', { reason: 'wrong-order' }]], ['eus', ['exposed-card', { box: 3, card: 1 }]]] as const) {
    const h = scripted('texas-holdem', profile, S, TOP, 4);
    // 003 §3.1.7.1–2: one call is not yet substantial action; 000 §17 VIII.1 b: the misdeal before the first action.
    if (profile === 'ee-oc') h.act('p3', 'call');
    h.act('dealer', record[0], record[1]);
    const text = phhText(h.game, h.initial, h.actions);
    assert.match(text, /^_misdeal = true$/m);
    assert.match(text, new RegExp(`^_misdeal_reason = "${profile === 'eus' ? 'exposed-card' : 'wrong-order'}"$`, 'm'));
    assert.match(text, /"# dealer: \{\\"type\\":\\"(misdeal|exposed-card)\\"/, 'the record is a comment line');
    assert.match(text, /^finishing_stacks = \[10000, 10000, 10000, 10000\]$/m, 'every chip back');
    const back = replayPhh(text, lookup);
    assert.ok(back.final.irr?.misdeal, `${profile}: the replay is void too`);
    for (const c of back.checks) assert.ok(c.ok, `${c.field}: ${c.file} in the file, ${c.replayed} replayed`);
    assert.equal(phhText(h.game, back.initial, back.actions), text, `${profile}: export → import → export gives the same text`);
    assert.throws(() => replayPhh(text.replace(/^_misdeal = true\n/m, ''), lookup), (e: unknown) => e instanceof PhhReplayError && e.code === 'phh/misdeal-mismatch', 'a void hand the file does not declare is refused');
  }
});

test('PHH: an irregularity that does not void the hand (003 §3.1.8.3 string raise, 003 §3.1.7.1 boxed card) is a comment line too and replays in its place', () => {
  const h = scripted('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000, p3: 10000, p4: 10000 }, ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'], 4);
  h.act('dealer', 'string-bet');
  for (const p of ['p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'boxed-card');
  h.act('dealer', 'next');
  h.act('p1', 'bet', { amount: 400 });
  for (const p of ['p2', 'p3', 'p4']) h.act(p, 'fold');
  const text = phhText(h.game, h.initial, h.actions);
  assert.doesNotMatch(text, /_misdeal/);
  const back = replayPhh(text, lookup);
  assert.deepEqual(back.actions.filter((a) => a.by.kind === 'dealer' && a.type !== 'deal' && a.type !== 'next').map((a) => a.type), ['string-bet', 'boxed-card']);
  assert.equal(phhText(h.game, back.initial, back.actions), text);
  assert.throws(() => replayPhh(text.replace('# dealer: {', '# dealer: {oops'), lookup), (e: unknown) => e instanceof PhhReplayError && e.code === 'phh/bad-action');
});

test('PHH: chips pushed out (000 §17 VIII.3 c–d), an ante not posted (000 §17 VIII.3 g) and a card too many on a one-card street (000 §17.6 V.2 a) are comment lines in their place, replayed to the same text', () => {
  const h = scripted('synthetic-poker', 'eus', { p1: 4000, p2: 4000, p3: 4000, p4: 4000 }, ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '8c', '9c', 'Tc', 'Jc'], 4);
  h.act('dealer', 'ante-missing', { box: 2, posts: false });
  h.act('dealer', 'extra-board-card', { board: 0 });
  h.act('p1', 'bet', { amount: 200 });
  h.act('dealer', 'chips-pushed', { chips: [100] });
  h.act('p4', 'fold');
  h.act('dealer', 'next');
  h.act('p1', 'bet', { amount: 200 });
  h.act('p3', 'fold');
  const text = phhText(h.game, h.initial, h.actions);
  // Each as our export writes it, the JSON quoted in the TOML string.
  const line = (json: string, cite: string): string => `"# dealer: ${json.replaceAll('"', '\\"')} (${cite})"`;
  for (const [json, cite] of [['{"type":"ante-missing","box":2,"posts":false}', '000 §17 VIII.3 g'], ['{"type":"extra-board-card","board":0}', '000 §17.6 V.2 a'], ['{"type":"chips-pushed","chips":[100]}', '000 §17 VIII.3 c']] as const)
    assert.ok(text.includes(line(json, cite)), `${json} written`);
  const back = replayPhh(text, lookup);
  assert.deepEqual(back.actions.filter((a) => a.by.kind === 'dealer' && a.type !== 'deal' && a.type !== 'next').map((a) => a.type), ['ante-missing', 'extra-board-card', 'chips-pushed']);
  assert.equal(phhText(h.game, back.initial, back.actions), text);
});
