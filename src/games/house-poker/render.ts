/**
 * @module games/house-poker/render
 * The terminal rendering of a house-poker view (`croupier play`): the dealer's cards (or how many are face down, and
 * the face-up ones),
 * each box with its owner, chips on each spot, its cards where the view shows them (a blind box marked `blind`, its
 * cards face down until opened; a card bought face up to all), and its decision.
 */
import { formatMinor } from '../../money/money.js';

interface BoxView {
  box: number;
  owner: string;
  stakes: Record<string, number>;
  decision: string | null;
  count: number;
  cards: string[] | null;
  blind?: boolean;
  bought?: string;
}
interface View {
  game: string;
  profile: string;
  roundNo: number;
  phase: string;
  dealer: { cards: string[] | null; count: number; up?: string[] };
  boxes: BoxView[];
  settlement: { lines: { bettor: string; box?: number; bet: string; stake: number; returned: number; outcome: string }[] } | null;
}

const hidden = (n: number): string => (n ? Array.from({ length: n }, () => '??').join(' ') : '—');

export function renderHousePoker(view: unknown): string {
  const v = view as View;
  const out = [`${v.game} (${v.profile}) — round ${v.roundNo} — ${v.phase}`, `dealer: ${v.dealer.cards ? v.dealer.cards.join(' ') : [hidden(v.dealer.count - (v.dealer.up?.length ?? 0)), ...(v.dealer.up ?? [])].join(' ')}`];
  for (const b of v.boxes) {
    const stakes = Object.entries(b.stakes).map(([k, x]) => `${k} ${formatMinor(x)}`).join(', ');
    // A card bought (000 §11 VI.3) is face up to everyone, the others as the view gives them.
    const cards = b.cards ? b.cards.join(' ') : b.bought ? `${hidden(b.count - 1)} ${b.bought}` : hidden(b.count);
    out.push(`  box ${b.box} ${b.owner.padEnd(10)} ${cards.padEnd(10)} ${stakes}${b.blind ? ' — blind' : ''}${b.bought ? ` — bought ${b.bought} face up` : ''}${b.decision ? ` — ${b.decision}` : ''}`);
  }
  for (const l of v.settlement?.lines ?? []) out.push(`  box ${l.box ?? '-'} ${l.bettor.padEnd(10)} ${l.bet.padEnd(10)} stake ${formatMinor(l.stake)} returned ${formatMinor(l.returned)} (${l.outcome})`);
  return out.join('\n');
}
