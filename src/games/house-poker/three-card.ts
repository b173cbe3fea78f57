/**
 * @module games/house-poker/three-card
 * Three-card poker / Tripoker (`three-card-poker`: 000 §15 as profile `eus`, 003 §2.2.5 as `ee-oc`): three cards to
 * each box and to the dealer from one 52-card deck, the ante and an optional pair plus before the deal, then play
 * (the 2nd bet, equal to the ante) or fold; the dealer qualifies with queen high. A profile whose pay tables would
 * give the player the edge under optimal play is refused when it is loaded (`house-poker/player-advantage`).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { num, str } from '../../math/rational.js';
import { parseCard } from '../../poker-eval/cards.js';
import { describe } from '../../poker-eval/describe.js';
import { THREE_CARD } from '../../poker-eval/presets.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { housePokerGame } from './engine/game.js';
import { defaultHousePokerTable, housePokerProfileSchema, type HousePokerProfile } from './engine/profile.js';
import type { HpState } from './engine/state.js';
import type { HousePokerVariant } from './engine/variant.js';
import { analyseThreeCard, handIndex } from './math/three-card.js';
import { blindHandBets, exactBet, rtpReport, simulationReport } from './math/report.js';
import { renderHousePoker } from './render.js';
import { SIM_PLAYER, simulateRounds } from './engine/simulate.js';

const ID = 'three-card-poker';

/** Refuses a profile whose ante/play (under optimal play) or pair plus would return more than its stake. */
export function checkThreeCardEdge(p: HousePokerProfile): void {
  const a = analyseThreeCard(p, THREE_CARD);
  if (a.antePlay.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: ante and play return ${str(a.antePlay)} per ante under optimal play: the player would have the edge`, { cite: p.anteBonus.cite });
  if (a.pairPlus && a.pairPlus.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: pair plus returns ${str(a.pairPlus)} per unit: the player would have the edge`, { cite: p.pairPlus.cite });
}

const schema = housePokerProfileSchema.superRefine((p, ctx) => {
  try {
    checkThreeCardEdge(p);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ConfigError ? `${e.code}: ${e.message}` : String(e) });
  }
});

export const threeCardVariant: HousePokerVariant = {
  id: ID,
  cards: { box: 3, dealer: 3 },
  decks: 1,
  ranking: THREE_CARD,
  profiles: profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)),
  nameKey: 'game.three-card-poker',
};

const ratioText = (r: { num: number; den: number }): string => `${r.num}:${r.den}`;
const tableText = (t: Readonly<Record<string, { num: number; den: number } | undefined>> | null): string =>
  t ? Object.entries(t).map(([k, v]) => `${k} ${ratioText(v as { num: number; den: number })}`).join(', ') : '—';

function bets(p: HousePokerProfile): BetInfo[] {
  const out: BetInfo[] = [
    { id: 'ante', pays: `${ratioText(p.antePays.value)} (dealer not qualified: ${ratioText(p.anteWhenNotQualified.value)})`, cite: p.antePays.cite },
    { id: 'play', pays: ratioText(p.playPays.value), cite: p.playPays.cite },
    { id: 'ante-bonus', pays: tableText(p.anteBonus.value), cite: p.anteBonus.cite },
  ];
  if (p.pairPlus.value) out.push({ id: 'pair-plus', pays: tableText(p.pairPlus.value), cite: p.pairPlus.cite });
  return out;
}

export function threeCardRtp(p: HousePokerProfile, profileId: string): RtpReport {
  const a = analyseThreeCard(p, THREE_CARD);
  const method = `exact: every deal (22,100 player hands × 18,424 dealer hands = ${a.deals.toLocaleString('en')}), counted by inclusion–exclusion over the player's cards; optimal play/fold per hand`;
  const rows = [
    { bet: 'ante-play', ev: a.antePlay, extra: { perWager: str(a.antePlayPerWager), elementOfRisk: -num(a.antePlayPerWager), playProbability: str(a.playProbability), strategy: `play ${describe(a.lowestPlayed, 'en')} or better` } },
    ...(a.pairPlus ? [{ bet: 'pair-plus', ev: a.pairPlus, extra: {} }] : []),
  ];
  const bets = [...rows.map((r) => exactBet(r.bet, r.ev, r.extra)), ...blindHandBets(p.blindHands, a.alwaysPlay)];
  return rtpReport(ID, profileId, bets, method, 'ante-play: the player’s expectation per unit of ante on ante + play + ante bonus together; elementOfRisk: per unit wagered on average; blind-hand (where offered): the same for a blind hand, every hand played unseen');
}

export function threeCardStrategy(p: HousePokerProfile): string {
  const a = analyseThreeCard(p, THREE_CARD);
  return [
    `Three-card poker (${p.id}): the optimal play, by exact enumeration of every deal.`,
    `Play (2nd bet = ${a.multiple}× the ante) with ${describe(a.lowestPlayed, 'en')} or better; fold anything lower.`,
    `Hands at or above it that are folded all the same (card removal): ${a.foldedAbove}.`,
    `Hands played: ${str(a.playProbability)} of all hands. Ante + play: ${str(a.antePlay)} per ante (${(num(a.antePlay) * 100).toFixed(4)}%).`,
    a.pairPlus ? `Pair plus is independent of the decision: ${str(a.pairPlus)} per unit (${(num(a.pairPlus) * 100).toFixed(4)}%).` : '',
  ].filter(Boolean).join('\n');
}

/** Rounds through the engine, one box with an ante and a pair plus of one minimum each, played by the optimal table. */
export function threeCardSimulate(p: HousePokerProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const a = analyseThreeCard(p, THREE_CARD);
  const table = defaultHousePokerTable(p);
  const unit = table.minimum;
  const me = SIM_PLAYER;
  const tally = simulateRounds(threeCard, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, spot: 'ante', amount: unit, by: me } as GameAction, rng);
    if (p.pairPlus.value) run.act({ type: 'bet', box: 1, spot: 'pair-plus', amount: unit, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
    const cards = (run.state as HpState).boxes[0]?.cards ?? [];
    const play = a.play[handIndex(cards.map(parseCard), THREE_CARD)] === 1;
    run.act((play ? { type: 'play', box: 1, multiple: a.multiple, by: me } : { type: 'fold', box: 1, by: me }) as unknown as GameAction, rng);
    run.act({ type: 'showdown', by: { kind: 'dealer' } }, rng);
    const nets: Record<string, number> = { 'ante-play': 0, 'pair-plus': 0 };
    for (const l of (run.state as HpState).settlement?.lines ?? []) nets[l.bet === 'pair-plus' ? 'pair-plus' : 'ante-play'] = (nets[l.bet === 'pair-plus' ? 'pair-plus' : 'ante-play'] as number) + l.net / unit;
    for (const [k, x] of Object.entries(nets)) {
      if (k === 'pair-plus' && !p.pairPlus.value) continue;
      tally.add(k, x);
    }
  });
  return simulationReport(ID, profileId, o, tally.results(1));
}

export const threeCard = housePokerGame(
  threeCardVariant,
  {
    bets,
    tools: {
      rtp: (p, id) => threeCardRtp(p, id),
      strategy: (p) => threeCardStrategy(p),
      simulate: (p, id, o) => threeCardSimulate(p, id, o),
      render: renderHousePoker,
    },
  },
  checkThreeCardEdge,
);
