/**
 * @module games/house-poker/caribbean
 * Poker without discards, Caribbean type (`caribbean-stud`: 000 §11 as profile `eus`, 001 §11 as `cv`): five cards
 * to each box and to the dealer from one 52-card deck, the dealer's last card face up; the ante (and in `eus` the
 * insurance) before the deal, then raise (the second bet, twice the ante) or pass; the dealer qualifies with A-K high;
 * the second bet is paid by the player's hand from the text's table. A profile whose tables would give the player the
 * edge under the analysed strategy is refused when it is loaded (`house-poker/player-advantage`). In `eus` a card may be
 * bought at the decision (000 §11 VI.3, profile `buyCard`, engine/buy.ts); the figures are the strategy's that never buys
 * (`caribbeanMethod` says what buying would cost to count and what it was measured to gain).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { num, parse, str } from '../../math/rational.js';
import { parseCard } from '../../poker-eval/cards.js';
import { describe } from '../../poker-eval/describe.js';
import { category } from '../../poker-eval/value.js';
import { STANDARD_HIGH } from '../../poker-eval/presets.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { housePokerGame } from './engine/game.js';
import { defaultHousePokerTable, housePokerProfileSchema, type HousePokerProfile } from './engine/profile.js';
import type { HpState } from './engine/state.js';
import type { HousePokerVariant } from './engine/variant.js';
import { analyseCaribbean, analysisKey, insurance, insuranceKey } from './math/caribbean.js';
import { blindHandBets, exactBet, rtpReport, simulationReport } from './math/report.js';
import { renderHousePoker } from './render.js';
import { SIM_PLAYER, simulateRounds } from './engine/simulate.js';

const ID = 'caribbean-stud';

/**
 * The exact figures of the pay tables already analysed (the shipped profiles'), by what the analysis depends on: a
 * profile with those tables is checked at load without counting again (the count costs seconds of CPU and every server
 * start loads the profiles). A test recounts every entry; a profile with other tables is counted when loaded.
 */
export const KNOWN_FIGURES = JSON.parse(readFileSync(new URL('./math/caribbean-known.json', import.meta.url), 'utf8')) as { antePlay: Record<string, string>; insurance: Record<string, string> };

/** Refuses a profile whose ante and second bet (under the analysed strategy) or insurance would return more than the stake. */
export function checkCaribbeanEdge(p: HousePokerProfile): void {
  const knownAnte = KNOWN_FIGURES.antePlay[analysisKey(p, STANDARD_HIGH)];
  const antePlay = knownAnte ? parse(knownAnte) : analyseCaribbean(p, STANDARD_HIGH).antePlay;
  const insKey = insuranceKey(p, STANDARD_HIGH);
  const knownIns = insKey ? KNOWN_FIGURES.insurance[insKey] : undefined;
  const ins = !insKey ? null : knownIns ? parse(knownIns) : insurance(p, STANDARD_HIGH);
  const cite = p.playTable?.cite ?? p.playPays.cite;
  if (antePlay.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: ante and second bet return ${str(antePlay)} per ante: the player would have the edge`, { cite });
  if (ins && ins.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: insurance returns ${str(ins)} per unit: the player would have the edge`, { cite: p.insurance?.cite ?? cite });
}

const schema = housePokerProfileSchema.superRefine((p, ctx) => {
  try {
    checkCaribbeanEdge(p);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ConfigError ? `${e.code}: ${e.message}` : String(e) });
  }
});

export const caribbeanVariant: HousePokerVariant = {
  id: ID,
  cards: { box: 5, dealer: 5, dealerUp: 1 },
  decks: 1,
  ranking: STANDARD_HIGH,
  profiles: profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)),
  nameKey: 'game.caribbean-stud',
};

const ratioText = (r: { num: number; den: number }): string => `${r.num}:${r.den}`;
const tableText = (t: Readonly<Record<string, { num: number; den: number } | undefined>>): string =>
  Object.entries(t).map(([k, v]) => `${k} ${ratioText(v as { num: number; den: number })}`).join(', ');

function bets(p: HousePokerProfile): BetInfo[] {
  const out: BetInfo[] = [
    { id: 'ante', pays: `${ratioText(p.antePays.value)} (dealer not qualified: ${ratioText(p.anteWhenNotQualified.value)})`, cite: p.antePays.cite },
    { id: 'play', pays: p.playTable ? tableText(p.playTable.value) : ratioText(p.playPays.value), cite: p.playTable?.cite ?? p.playPays.cite },
  ];
  if (p.insurance?.value) out.push({ id: 'insurance', pays: tableText(p.insurance.value), cite: p.insurance.cite });
  return out;
}

const METHOD =
  'exact: every deal (2,598,960 player hands × 1,533,939 dealer hands), counted by suit classes of the player’s hand (134,459) and rank multisets of the dealer’s (6,175) with the flushes moved apart; the strategy raises each hand whose exact expectation beats a pass, without reading the dealer’s up card (the best such strategy; the full optimum also reads the up card and is not computed)';

/**
 * Where the profile sells a card (000 §11 VI.3): the figures are the strategy's that never buys, and what an exact count
 * with buying would cost — bench/caribbean-buy.ts's measured kernel time per (hand, up card) × the classes to count — and
 * what the best-buy strategy gains, measured on its seeded sample (docs/games/house-poker.md).
 */
const BUY_METHOD =
  '; buying a card (000 §11 VI.3) is not in these figures: they are the strategy’s that never buys. The exact value of each purchase for one hand and up card (every card set aside × 46 replacements × 148,995 hidden dealer hands, math/caribbean-buy.ts) takes 54 ms of CPU (bench/caribbean-buy.ts); a full exact run needs at least 5,089,630 (hand, up card) classes under the suit permutations: about 77 CPU hours (3.2 days on one core), which does not fit a build or a test and is not run. Measured on 3,000 seeded deals, buying where it beats the best of going on and passing (both reading the up card) gains 4.41% ± 0.34% (s.e.) of the ante per hand dealt: with the up card read (+0.094%) the house edge falls from 5.36% to about 0.86% ± 0.34%, still the house’s';
export const caribbeanMethod = (p: HousePokerProfile): string => METHOD + (p.buyCard?.value ? BUY_METHOD : '');

export function caribbeanRtp(p: HousePokerProfile, profileId: string): RtpReport {
  const a = analyseCaribbean(p, STANDARD_HIGH);
  const rows = [
    { bet: 'ante-play', ev: a.antePlay, extra: { perWager: str(a.antePlayPerWager), elementOfRisk: -num(a.antePlayPerWager), raiseProbability: str(a.raiseProbability), strategy: `raise with ${describe(a.lowestRaised, 'en')} or better` } },
    ...(a.insurance ? [{ bet: 'insurance', ev: a.insurance, extra: {} }] : []),
  ];
  const bets = [...rows.map((r) => exactBet(r.bet, r.ev, r.extra)), ...blindHandBets(p.blindHands, a.alwaysPlay)];
  return rtpReport(ID, profileId, bets, caribbeanMethod(p), 'ante-play: the player’s expectation per unit of ante on ante + second bet together; elementOfRisk: per unit wagered on average; blind-hand (where offered): the same for a blind bet, every hand raised unseen');
}

export function caribbeanStrategy(p: HousePokerProfile): string {
  const a = analyseCaribbean(p, STANDARD_HIGH);
  return [
    `Poker without discards (${p.id}): the strategy analysed, by exact count of every deal.`,
    `Raise (second bet = ${a.multiple}× the ante) with ${describe(a.lowestRaised, 'en')} or better; pass with anything lower.`,
    `Hands at or above it passed all the same (card removal): ${a.foldedAbove.toLocaleString('en')} of 2,598,960; the highest hand passed: ${describe(a.highestFolded, 'en')}.`,
    category(a.highestFolded) === 'high-card' ? 'Every pair or better is raised.' : '',
    'The dealer’s up card is not read: this is the best strategy among those that ignore it.',
    `Hands raised: ${str(a.raiseProbability)} of all hands. Ante + second bet: ${str(a.antePlay)} per ante (${(num(a.antePlay) * 100).toFixed(4)}%).`,
    a.insurance ? `Insurance is independent of the decision: ${str(a.insurance)} per unit (${(num(a.insurance) * 100).toFixed(4)}%).` : '',
    p.buyCard?.value
      ? `A card may be bought (${p.buyCard.cite}: set one aside, pay ${p.buyCard.value.price}× the ante, the next card face up; it loses the insurance and the jackpot bet): this strategy never buys. Buying pays where its exact value beats going on and passing (math/caribbean-buy.ts, one hand and up card at a time): four hearts 2-5-8-J and the king of clubs against an up jack pass for −1 ante, buy (the king set aside) for −0.4186.`
      : '',
  ].filter(Boolean).join('\n');
}

/** Rounds through the engine: one box with an ante (and an insurance where offered) of the table's minimums, played by the analysed strategy. */
export function caribbeanSimulate(p: HousePokerProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const a = analyseCaribbean(p, STANDARD_HIGH);
  const table = defaultHousePokerTable(p);
  const unit = table.minimum;
  const side = table.sideMinimum;
  const me = SIM_PLAYER;
  const tally = simulateRounds(caribbean, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, spot: 'ante', amount: unit, by: me } as GameAction, rng);
    if (p.insurance?.value) run.act({ type: 'bet', box: 1, spot: 'insurance', amount: side, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
    const cards = (run.state as HpState).boxes[0]?.cards ?? [];
    const raise = a.decide(cards.map(parseCard));
    run.act((raise ? { type: 'play', box: 1, multiple: a.multiple, by: me } : { type: 'fold', box: 1, by: me }) as unknown as GameAction, rng);
    run.act({ type: 'showdown', by: { kind: 'dealer' } }, rng);
    const nets: Record<string, number> = { 'ante-play': 0, insurance: 0 };
    for (const l of (run.state as HpState).settlement?.lines ?? []) {
      const k = l.bet === 'insurance' ? 'insurance' : 'ante-play';
      nets[k] = (nets[k] as number) + l.net / (k === 'insurance' ? side : unit);
    }
    for (const [k, x] of Object.entries(nets)) {
      if (k === 'insurance' && !p.insurance?.value) continue;
      tally.add(k, x);
    }
  });
  return simulationReport(ID, profileId, o, tally.results(1));
}

export const caribbean = housePokerGame(
  caribbeanVariant,
  {
    bets,
    tools: {
      rtp: (p, id) => caribbeanRtp(p, id),
      strategy: (p) => caribbeanStrategy(p),
      simulate: (p, id, o) => caribbeanSimulate(p, id, o),
      render: renderHousePoker,
    },
  },
  checkCaribbeanEdge,
);
