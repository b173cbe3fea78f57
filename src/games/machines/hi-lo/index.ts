/**
 * @module games/machines/hi-lo
 * The Hi/Lo machine (003 §4.6.7). See docs/games/machines.md.
 */
import { machineCredit } from '../credit.js';
import type { Game, RtpReport } from '../../../core/contract.js';
import { num, str, sub, ONE } from '../../../math/rational.js';
import { formatMinor } from '../../../money/money.js';
import { HI_LO_TOP, createHiLo, hiLoActionSchema, hiLoAwaiting, hiLoLegalActions, hiLoRandomize, hiLoReducer, hiLoTimeout, hiLoView, validateHiLo, type HiLoAction, type HiLoEvent, type HiLoState } from './game.js';
import { callReturn, paysHundredths, winners } from './math.js';
import { defaultHiLoTable, hiLoProfiles, hiLoTableSchema, rOf, type HiLoProfile, type HiLoTable } from './profile.js';
import { likelierReturn } from './strategy.js';
import { machineJackpotRandomness } from '../machine-jackpots.js';

/** Every call that can win, by the number shown: its prize and its exact return; the machine's is the least. */
function rtp(p: HiLoProfile, profileId: string): RtpReport {
  const n = p.numbers.value;
  const r = rOf(p);
  const bets = [];
  for (let s = 1; s <= n; s++)
    for (const call of ['higher', 'lower'] as const) {
      if (winners(n, s, call) <= 0) continue;
      const ret = callReturn(n, s, call, r);
      bets.push({ bet: `${call}-than-${s}`, rtp: num(ret), houseEdge: 1 - num(ret), method: 'exact' as const, fraction: str(sub(ret, ONE)), pays: `${(paysHundredths(n, s, call, r) / 100).toFixed(2)} for 1`, winners: winners(n, s, call) });
    }
  const likelier = likelierReturn(p, defaultHiLoTable().denomination, 1);
  return {
    game: 'hi-lo',
    profile: profileId,
    declared: p.declaredReturn.value,
    machine: validateHiLo(p),
    likelierCall: { rtp: num(likelier), fraction: str(likelier), note: 'one call a game on reel 1, the likelier side' },
    bets,
    method: `exact: the next number uniform on 1…${n}; a call k numbers win pays ⌊100·${p.callReturn.value}·${n}/k⌋/100 for 1; equal numbers lose; the machine returns its least call`,
  };
}

function render(view: unknown): string {
  const v = view as { profile: string; roundNo: number; phase: string; stake: number; win: number; reels: number[]; prizes: { higher: number; lower: number }[]; callsLeft: number };
  const out = [`hi-lo (${v.profile}) — game ${v.roundNo} — ${v.phase}${v.stake ? ` — stake ${formatMinor(v.stake)}` : ''}`];
  v.reels.forEach((x, i) => out.push(`  reel ${i + 1}: ${x}   higher ${(v.prizes[i]?.higher ?? 0) / 100} · lower ${(v.prizes[i]?.lower ?? 0) / 100}`));
  if (v.phase === 'won') out.push(`  won ${formatMinor(v.win)}: collect, or call again (${v.callsLeft} calls left)`);
  return out.join('\n');
}

export const hiLo: Game<HiLoProfile, HiLoTable, HiLoState, HiLoAction, HiLoEvent, null> = {
  id: 'hi-lo',
  family: 'machines',
  money: machineCredit((_p, t: { denomination: number; maxCoins: number }) => t.denomination * t.maxCoins),
  profiles: hiLoProfiles,
  tableSchema: hiLoTableSchema,
  defaultTable: defaultHiLoTable,
  tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
  actionSchema: hiLoActionSchema,
  bets: (p) => [{ id: 'hi-lo', pays: `a call k of ${p.numbers.value} numbers win pays ⌊100·${p.callReturn.value}·${p.numbers.value}/k⌋/100 for 1; equal numbers lose`, cite: p.callReturn.cite }],
  jackpotCombinations: () => [HI_LO_TOP],
  create: (input) => createHiLo('hi-lo', input),
  legalActions: hiLoLegalActions,
  apply: hiLoReducer.apply,
  chips: hiLoReducer.chips,
  // 003 §4.5.2: the jackpot draws with the first call, which carries the stake and starts the game.
  ...machineJackpotRandomness<HiLoState, HiLoAction>((a) => a.type === 'call' && a.amount !== undefined, ['next'], hiLoRandomize),
  timeoutAction: hiLoTimeout,
  awaiting: hiLoAwaiting,
  view: hiLoView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.v,
  tools: { rtp, render },
};
