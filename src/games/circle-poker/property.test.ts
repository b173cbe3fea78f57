/**
 * Circle poker over random legal play, every variant under every profile, with random stacks (side pots):
 * chips are conserved (stacks + pots + the house's cut + the poker-room jackpot's drop, at the profiles that have it,
 * on a table linked to the jackpot where six or more play), every pot is paid exactly once and only to players
 * eligible for it, a raise is never open to a player who has acted since the last full raise (003 §3.1.8.8), and
 * the button moves clockwise from hand to hand (000 §17 VII.1); a hand mucked at a showdown in order is paid nothing
 * (003 §3.1.3.8). Between hands the players take the table rules'
 * actions at random — straddles, sitting out and coming back, the new player's entry choice (003 §3.2.13–18, 27) —
 * and the last player joins a game under way.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LegalAction } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { games } from './index.js';
import type { CpCarry, CpState } from './state.js';

const HANDS = 30;
/** Hands whose board was run twice (003 §3.2.33), over every variant and profile: the random play must reach some. */
let ranTwice = 0;
/** Hands with a hand mucked at a showdown in order (003 §3.1.3.2, showdown.ts): the random play must reach some. */
let mucked = 0;

for (const game of games) {
  for (const profileId of game.profiles.ids()) {
    test(`circle poker (${game.id}, ${profileId}): chips conserved, each pot paid once to eligible players, no reopening after a short all-in`, () => {
      const profile = game.profiles.get(profileId);
      const rng = seededRng(`cp-property:${game.id}:${profileId}`);
      // A profile with the poker-room jackpot plays at a linked table with six players: the drop is taken (003 §3.2.41).
      const room = (profile as { roomJackpot?: unknown }).roomJackpot !== undefined;
      const table = room ? { jackpot: { id: 'olympic' } } : {};
      const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].slice(0, Math.min(room ? 7 : 5, (profile as { seats: { value: number } }).seats.value));
      let carry: CpCarry | null = null;
      let lastButton: number | null = null;
      let drops = 0;
      for (let h = 0; h < HANDS; h++) {
        const stacks = Object.fromEntries(players.map((p) => [p, 300 + rng.int(6000)]));
        // The round runner does not pass seat stacks: the hand is driven here, as the table runtime drives it.
        let state = game.create({ profile, table, carry, rng, roundNo: h + 1, stacks }).state as CpState;
        const act = (a: Record<string, unknown>): void => {
          const filled = game.randomize ? game.randomize(state, a as never, rng) : a;
          const r = game.apply(state, filled as never);
          assert.ok(r.ok, `a listed action was refused: ${JSON.stringify(a)}`);
          state = r.state as CpState;
        };
        const by = (p: string) => ({ kind: 'player', player: p });
        if (!carry) players.slice(0, -1).forEach((p, i) => act({ type: 'sit', box: i + 1, by: by(p) }));
        if (h === 2) act({ type: 'sit', box: players.length, by: by(players.at(-1) as string) });
        const minPlayers = (profile as { minPlayers: { value: number } }).minPlayers.value;
        // A player whose seat was freed for sitting out too long (000 §17 IV) takes a free seat again.
        if (h > 2)
          for (const p of players) {
            if (state.seats.some((x) => x.player === p)) continue;
            const free = (game.legalActions(state, by(p) as never) as LegalAction[]).find((l) => l.type === 'sit');
            if (free) act({ ...free, by: by(p) });
          }
        for (const p of players) {
          const between = (game.legalActions(state, by(p) as never) as LegalAction[]).filter((l) => ['straddle', 'entry', 'come-back', 'sit-out'].includes(l.type));
          const l = between[rng.int(between.length + 2)];
          if (!l) continue;
          // At a linked table six stay in, so that hands pay the drop.
          if (l.type === 'sit-out' && state.seats.filter((x) => !x.out).length <= Math.max(minPlayers, room ? 6 : 0)) continue;
          act({ ...l, by: by(p) });
        }
        let steps = 0;
        while (!game.isOver(state) && steps++ < 500) {
          const s = state;
          const by = game.awaiting(s)[0];
          assert.ok(by, 'someone is awaited until the hand is over');
          // Sitting out and coming back (asked at any time, for the next deal) are exercised between hands above.
          // The dealer's irregularities (optional steps) have their own property test (irregular.test.ts).
          const legal = (game.legalActions(s, by) as LegalAction[]).filter((l) => l.type !== 'sit-out' && l.type !== 'come-back' && l.optional !== true);
          const l = legal[rng.int(legal.length)] as LegalAction;
          if (l.type === 'raise' || l.type === 'bet') assert.equal(s.hand[s.toAct as number]?.acted, false, 'a raise is open only to a player who has not acted since the last full raise');
          const { amount, ...fixed } = l;
          const a: Record<string, unknown> = { ...fixed, by };
          if (amount) a.amount = amount.min + rng.int(amount.max - amount.min + 1);
          act(a);
        }
        const s = state;
        assert.equal(s.phase, 'over');
        if (lastButton !== null && s.button !== null) assert.notEqual(s.button, lastButton, 'the button moves');
        lastButton = s.button;
        const put = s.hand.reduce((t, p) => t + p.total, 0);
        const pots = s.result?.pots ?? [];
        assert.equal(pots.reduce((t, p) => t + p.amount, 0), put, 'the pots hold every chip put in');
        for (const p of pots) {
          assert.equal(p.awards.reduce((t, a) => t + a.amount, 0) + p.rake + (p.drop ?? 0), p.amount, `${p.name} is paid exactly once`);
          for (const a of p.awards) assert.ok(p.eligible.includes(a.player), `${a.player} is eligible for ${p.name}`);
        }
        // Players charged the time charge but not dealt in keep the rest of their stacks.
        const aside = Object.keys(s.charges).filter((p) => !s.hand.some((x) => x.player === p));
        const charged = Object.values(s.charges).reduce((t, x) => t + x, 0);
        const after = s.hand.reduce((t, p) => t + p.stack, 0) + pots.reduce((t, p) => t + p.awards.reduce((x, a) => x + a.amount, 0), 0) + aside.reduce((t, p) => t + (stacks[p] as number) - (s.charges[p] as number), 0);
        const cut = pots.reduce((t, p) => t + p.rake, 0) + s.hand.reduce((t, p) => t + p.fee, 0) + charged;
        const before = s.hand.reduce((t, p) => t + (stacks[p.player] as number), 0) + aside.reduce((t, p) => t + (stacks[p] as number), 0);
        const drop = pots.reduce((t, p) => t + (p.drop ?? 0), 0);
        if (drop) drops++;
        assert.equal(after + cut + drop, before, 'stacks + cut + drop after = stacks before');
        assert.equal(game.settlement(s)?.jackpots?.contributions.reduce((t, c) => t + c.stake, 0) ?? 0, drop, 'the drop is the jackpot contribution');
        assert.equal(game.settlement(s)?.houseNet, cut);
        if (s.runTwice?.outcome === 'agreed') ranTwice += 1;
        if (s.hand.some((p) => p.mucked)) {
          mucked += 1;
          // 003 §3.1.3.8: only a tabled hand takes part of a pot.
          for (const p of pots) for (const a of p.awards) assert.ok(!s.hand.find((x) => x.player === a.player)?.mucked, `${a.player} mucked and was paid from ${p.name}`);
        }
        carry = game.carry(s) as CpCarry;
      }
      if (room && players.length >= 6) assert.ok(drops > 0, 'some hand paid the drop');
    });
  }
}

test('circle poker: the random play above ran boards twice (003 §3.2.33), so conservation covers halved pots', () => {
  assert.ok(ranTwice > 0, `no hand was run twice`);
});

test('circle poker: the random play above mucked hands at showdowns in order (003 §3.1.3.2), so conservation covers dead hands', () => {
  assert.ok(mucked > 0, 'no hand was mucked');
});
