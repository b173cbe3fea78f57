/**
 * @module games/house-poker/poker-with-discards
 * Poker with discards (`poker-with-discards`: 000 §12 as profile `eus`): five-card draw against the Bank. Five cards
 * face down to each box and to the Bank from one 52-card deck; the initial bet before the deal; go on ("banoa": the
 * second bet, twice the initial bet) or pass ("paso": the initial bet lost); each box in play discards up to two cards,
 * replaced box by box; the Bank shows its five, discards by the text's fixed rules (discards/dealer-rule.ts) and goes
 * on with a pair of 8s or better; otherwise each box in play is paid its initial bet and keeps its second. Against a
 * qualifying Bank the higher hand wins the initial bet 1 to 1 and the second bet by the table of V 5.1; equal hands push.
 *
 * Mathematics: exact play over every discard of both sides is out of reach here (docs/games/house-poker.md). `rtp`
 * serves the stored result of a seeded simulation through the engine under the stated strategy (`STRATEGY`), with its
 * 99.9% interval; a test proves the stored figure equal to a fresh run of the same seed.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Card } from '../../cards/card.js';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { STANDARD_HIGH } from '../../poker-eval/presets.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { DEALER_RULE_CITE, dealerDiscard, dealerDiscards } from './discards/dealer-rule.js';
import { housePokerGame } from './engine/game.js';
import { defaultHousePokerTable, housePokerProfileSchema, type HousePokerProfile } from './engine/profile.js';
import type { HpState } from './engine/state.js';
import type { HousePokerVariant } from './engine/variant.js';
import { boundedBet, rtpReport, simulationMethod, simulationReport, withBounds } from './math/report.js';
import { renderHousePoker } from './render.js';
import { SIM_DEALER, SIM_PLAYER, simulateRounds } from './engine/simulate.js';

const ID = 'poker-with-discards';

export const discardsVariant: HousePokerVariant = {
  id: ID,
  cards: { box: 5, dealer: 5 },
  decks: 1,
  ranking: STANDARD_HIGH,
  draw: { max: 2, dealerDiscards, cite: DEALER_RULE_CITE },
  profiles: profileSetFromDir(housePokerProfileSchema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)),
  nameKey: 'game.poker-with-discards',
};

/**
 * The strategy the figures are for: go on with every hand but one with no pair, no four of a suit, no four in a row
 * and nothing above an 8 (the Bank fails to qualify often enough that going on beats losing the initial bet with
 * almost anything: a simulation of each class of hands chose this line); discard as the Bank does (rules 1–7). A
 * stated, documented strategy, not the optimum (the player's best discard is not always the Bank's).
 */
export const STRATEGY = 'go on with every hand except one with no pair, no four of a suit, no four in a row (ace high) and nothing above an 8; discard by the Bank’s rules 1–7 (000 §12 VII 7.3)';

export function strategyGoes(cards: readonly Card[]): boolean {
  if (dealerDiscard(cards).rule < 7) return true;
  return cards.some((c) => '9TJQKA'.includes(c[0] as string));
}

export function strategyDiscards(cards: readonly Card[]): number[] {
  return dealerDiscards(cards);
}

const ratioText = (r: { num: number; den: number }): string => `${r.num}:${r.den}`;
const tableText = (t: Readonly<Record<string, { num: number; den: number } | undefined>>): string =>
  Object.entries(t).map(([k, v]) => `${k} ${ratioText(v as { num: number; den: number })}`).join(', ');

function bets(p: HousePokerProfile): BetInfo[] {
  return [
    { id: 'ante', pays: `${ratioText(p.antePays.value)} (Bank not qualified: ${ratioText(p.anteWhenNotQualified.value)})`, cite: p.antePays.cite },
    { id: 'play', pays: p.playTable ? tableText(p.playTable.value) : ratioText(p.playPays.value), cite: p.playTable?.cite ?? p.playPays.cite },
  ];
}

/** Rounds through the engine: one box with the table minimum as its initial bet, played by `STRATEGY`. */
export function discardsSimulate(p: HousePokerProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const table = defaultHousePokerTable(p);
  const unit = table.minimum;
  const [me, dealer] = [SIM_PLAYER, SIM_DEALER];
  let goes = 0;
  const tally = simulateRounds(pokerWithDiscards, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, spot: 'ante', amount: unit, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: dealer }, rng);
    const cards = (run.state as HpState).boxes[0]?.cards ?? [];
    if (strategyGoes(cards)) {
      goes++;
      run.act({ type: 'play', box: 1, multiple: 2, by: me } as unknown as GameAction, rng);
      run.act({ type: 'discard', box: 1, positions: strategyDiscards(cards), by: me } as unknown as GameAction, rng);
    } else run.act({ type: 'fold', box: 1, by: me } as unknown as GameAction, rng);
    run.act({ type: 'showdown', by: dealer }, rng);
    let net = 0;
    for (const l of (run.state as HpState).settlement?.lines ?? []) net += l.net;
    tally.add('ante-play', net / unit);
  });
  return simulationReport(ID, profileId, o, withBounds(tally.results(1), { goes: goes / o.rounds }), { strategy: STRATEGY });
}

/** The stored simulation `rtp` serves (scripts: `croupier simulate poker-with-discards --profile eus --rounds N --seed S`). */
export const STORED = JSON.parse(readFileSync(new URL('./math/poker-with-discards-sim.json', import.meta.url), 'utf8')) as Record<string, { seed: string; rounds: number; rtp: number; sd: number; ci999: [number, number]; goes: number }>;

export function discardsRtp(p: HousePokerProfile, profileId: string, options: Readonly<Record<string, string>>): RtpReport {
  const stored = STORED[profileId];
  const rounds = options.rounds ? Number(options.rounds) : undefined;
  const fresh = rounds || !stored ? discardsSimulate(p, profileId, { rounds: rounds ?? 200_000, seed: options.seed ?? `${ID}-${profileId}` }).bets[0] : undefined;
  const f = fresh ? { seed: options.seed ?? `${ID}-${profileId}`, rounds: fresh.rounds, rtp: fresh.rtp, sd: fresh.sd as number, ci999: fresh.ci999 as [number, number], goes: fresh.goes as number } : (stored as NonNullable<typeof stored>);
  return rtpReport(
    ID,
    profileId,
    [boundedBet('ante-play', f, { goesProbability: f.goes, strategy: STRATEGY })],
    simulationMethod(f, ' under the stated strategy', 'exact play over every discard of both sides is not computed'),
    'ante-play: the player’s return per unit of initial bet on the initial and second bets together',
  );
}

export function discardsStrategy(): string {
  return [
    'Poker with discards (000 §12): the strategy the figures are for (stated, not the optimum).',
    'Go on ("banoa", second bet twice the initial bet) with a pair or better, four cards of one suit, or four in a row (ace high); pass otherwise.',
    'Discard as the Bank does (000 §12 VII 7.3): straight or better, nothing; three of a kind, the other two; two pair, the odd card; a pair, the two lowest others; four of a suit, the fifth; four in a row, the fifth.',
  ].join('\n');
}

export const pokerWithDiscards = housePokerGame(
  discardsVariant,
  {
    bets,
    tools: {
      rtp: (p, id, o) => discardsRtp(p, id, o),
      strategy: () => discardsStrategy(),
      simulate: (p, id, o) => discardsSimulate(p, id, o),
      render: renderHousePoker,
    },
  },
  () => undefined,
);
