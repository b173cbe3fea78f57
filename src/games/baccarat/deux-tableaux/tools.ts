/**
 * @module games/baccarat/deux-tableaux/tools
 * Mathematics of baccarat à deux tableaux: expectations per tableau, for the banker and the house's cagnotte per
 * coup, by exact enumeration under the punto rule (a fixed choice on 5) and the banker's best response; and a
 * simulation through the real engine with the same policy.
 */
import type { BetReturn, Game, GameTools, RtpReport, SimulationReport } from '../../../core/contract.js';
import { DEALER, player } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { mul, num, q, str, type Rational } from '../../../math/rational.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { fullShoeCounts } from '../core/composition.js';
import { Running } from '../core/stats.js';
import { puntoCell } from '../core/tableau.js';
import { analyseDeux, COLS, type DtAnalysis } from './exact.js';
import type { DtEvent } from './handler.js';
import type { DeuxProfile, DeuxTable } from './profile.js';
import { bankerNatural, bankerTwo, tabNatural, tabTwo, thirdOf } from './rules.js';
import type { DtAction, DtCarry, DtState, Tab } from './state.js';
import { renderDt } from './render.js';
import type { DtView } from './view.js';
import { resultLines } from '../../../core/settlement.js';

type DtGame = Game<DeuxProfile, DeuxTable, DtState, DtAction, DtEvent, DtCarry>;

export function analyseDt(p: DeuxProfile, o: Readonly<Record<string, string>> = {}): DtAnalysis {
  const mode = o.mode === 'free' ? 'free' : 'limited';
  return analyseDeux({
    counts: fullShoeCounts(o.decks ? Number(o.decks) : p.shoe.decks.value),
    puntoRule: p.puntoRule.value,
    puntoFive: (o.puntoFive ?? 'stand') === 'draw' ? 'draw' : 'stand',
    table: p.bankTable.value,
    mustDraw: p.bankerMustDraw.value,
    naturalBeatsThreeCards: p.naturalBeatsThreeCards.value,
    levy: p.cagnotte.value[mode],
    base: p.cagnotteBase.value,
    policy: o.banker === 'table' ? 'table' : 'best-response',
  });
}

const er = (bet: string, ev: Rational, extra: Record<string, unknown> = {}): BetReturn => ({ bet, houseEdge: -num(ev), rtp: 1 + num(ev), method: 'exact', fraction: str(ev), ...extra });
const HALF = q(1, 2);

export function rtpDt(p: DeuxProfile, profileId: string, o: Readonly<Record<string, string>>): RtpReport {
  const a = analyseDt(p, o);
  const free = analyseDt(p, { ...o, mode: o.mode === 'free' ? 'limited' : 'free' });
  const mode = o.mode === 'free' ? 'free' : 'limited';
  return {
    game: 'baccarat-deux-tableaux',
    profile: profileId,
    mode,
    strategy: { puntoOnFive: o.puntoFive ?? 'stand', banker: o.banker === 'table' ? 'table' : 'best-response' },
    basis: 'one coup off the top of a full shoe, one unit staked on each tableau; exact enumeration (fraction = expectation per unit staked)',
    probabilities: a.probabilities,
    probabilitiesExact: { bankerWins: str(a.exact.bankerWins), tie: str(a.exact.tie) },
    houseLevyPerCoup: { perUnitStaked: a.levy / 2, perCoup: a.levy, fractionPerCoup: str(a.exact.levy) },
    bankerDeviationsFromTable: a.deviations,
    bets: [
      er('tableau-1', a.exact.tableau[0], { against: 'the banker' }),
      er('tableau-2', a.exact.tableau[1], { against: 'the banker' }),
      er('bank', mul(a.exact.bankerAfterLevy, HALF), { note: `per unit staked on the tableaux, after the ${mode}-bank cagnotte on the net win` }),
      er(`bank:${mode === 'free' ? 'limited' : 'free'}`, mul(free.exact.bankerAfterLevy, HALF), { variant: true }),
    ],
  };
}

const colOf = (s: DtState, t: Tab): number => (tabNatural(s, t) ? 3 + tabTwo(s, t) : s.hands[t].length > 2 ? (thirdOf(s, t) as number) : 10);

/** The bots: each tableau by the rule (stand on 5), the banker by the analysed decisions. */
function bot(s: DtState, a: DtAnalysis): DtAction | null {
  const bk = s.banker?.player;
  if (bk && bankerNatural(s) && !s.bankerShown && ((s.phase === 'speak' && s.said.some((x) => x !== null)) || s.phase === 'card' || s.phase === 'banker')) return { type: 'show', by: player(bk) };
  if (s.phase === 'speak') {
    const h = s.holders[s.turn];
    const cell = puntoCell(s.profile.puntoRule.value, tabTwo(s, s.turn));
    const by = h ? player(h) : DEALER;
    return { type: cell === 'N' ? 'show' : cell === 'T' ? 'carte' : 'non', by };
  }
  if (s.phase === 'banker' && bk) {
    const i = (bankerTwo(s) * COLS + colOf(s, 0)) * COLS + colOf(s, 1);
    return { type: a.decisions[i] ? 'carte' : 'non', by: player(bk) };
  }
  return null;
}

export function simulateDt(game: DtGame, p: DeuxProfile, profileId: string, o: { rounds: number; seed: string; strategy?: string; onProgress?: (n: number) => void }): SimulationReport {
  const a = analyseDt(p, o.strategy ? { banker: o.strategy } : {});
  const n = p.seatsPerTableau.value;
  const seats = { '1': 'sim-1', '2': 'sim-2', [String(n + 1)]: 'sim-3', [String(n + 2)]: 'sim-4' };
  const table = { ...game.defaultTable(p), seats };
  const stake = table.minStake;
  const rng = seededRng(`simulate:deux-tableaux:${o.seed}`);
  const t1 = new Running();
  const t2 = new Running();
  const bank = new Running();
  const levy = new Running();
  let carry: DtCarry | null = null;
  for (let r = 1; r <= o.rounds; r++) {
    const run = new RoundRunner(game, { profile: p, profileId, table, carry, rng, roundNo: r });
    for (let guard = 0; !run.over && guard < 100; guard++) {
      const s = run.state as DtState;
      let act = bot(s, a);
      if (!act && s.phase === 'bank') act = s.banker ? { type: 'redeposit', by: player(s.banker.player), amount: s.banker.initial } : { type: 'award-bank', by: DEALER, player: 'sim-bank', amount: 100 * stake };
      if (!act && s.phase === 'betting' && !s.declared.length) {
        run.act({ type: 'stake', by: player('sim-1'), tableau: 1, amount: stake } as DtAction, rng);
        act = { type: 'stake', by: player('sim-3'), tableau: 2, amount: stake };
      }
      if (!act) act = game.timeoutAction!(s);
      if (!act) throw new Error(`simulation stuck in ${s.phase}`);
      run.act(act, rng);
    }
    const s = run.state as DtState;
    const set = game.settlement(s)!;
    if (s.result && !s.result.void) {
      const lines = resultLines(set);
      t1.add((lines.find((l) => l.bet === 'tableau-1')?.net ?? 0) / stake);
      t2.add((lines.find((l) => l.bet === 'tableau-2')?.net ?? 0) / stake);
      bank.add(lines.find((l) => l.bet === 'bank')!.net / (2 * stake));
      levy.add(s.result.levy / stake);
    }
    carry = game.carry(s);
    if (o.onProgress && r % 1000 === 0) o.onProgress(r);
  }
  const rep = (bet: string, x: Running) => ({ bet, rtp: 1 + x.mean, ci99: [1 + x.ci()[0], 1 + x.ci()[1]] as const, rounds: x.n, se: x.se });
  return { game: 'baccarat-deux-tableaux', profile: profileId, seed: o.seed, rounds: o.rounds, bets: [rep('tableau-1', t1), rep('tableau-2', t2), rep('bank', bank)], levyPerCoup: { mean: levy.mean, se: levy.se } };
}

export const deuxTools = (game: DtGame): GameTools<DeuxProfile> => ({
  rtp: rtpDt,
  simulate: (p, id, o) => simulateDt(game, p, id, o),
  render: (v) => renderDt(v as DtView),
});
