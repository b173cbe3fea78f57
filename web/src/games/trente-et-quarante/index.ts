/**
 * @module web/games/trente-et-quarante
 * Trente et quarante's web component: the shield-shaped layout (rouge and noir, couleur between them, inverse below)
 * as four boxes, the two rows dealt face up with their totals and the verdict, the insurance and prison, the
 * dealer's steps (cut, rien ne va plus, deal, last coup), the settled lines, and the family's words.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { Cards } from '../../components/card.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { translateOr } from '../../i18n/index.js';

interface TqView {
  readonly game: string;
  readonly phase: string;
  readonly shoe: { shoeNo: number; remaining: number; cutCardOut: boolean };
  readonly limits: { minimum: number; maximum: number };
  readonly lastCoup: boolean;
  readonly bets: { bettor: string; bet: string; amount: number; insured: boolean }[];
  readonly prison: { bettor: string; chance: string; initial: number; level: number }[];
  readonly noir: string[];
  readonly rouge: string[];
  readonly noirTotal: number | null;
  readonly rougeTotal: number | null;
  readonly verdict: { kind: string; row?: string; colour?: string; total?: number } | null;
  readonly voided: string | null;
  readonly decisions: { bettor: string; bet: string; residual: number; choice: string | null }[];
  readonly settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null;
}
const asView = (v: unknown): TqView | null => (v && typeof v === 'object' && (v as TqView).game === 'trente-et-quarante' && Array.isArray((v as TqView).bets) ? (v as TqView) : null);
const label = (p: GameViewProps, bet: string): string => translateOr(p.t, `bet.${bet}`, bet);

function Chance({ p, v, bet, bg, legal }: { p: GameViewProps; v: TqView; bet: string; bg: string; legal: Map<string, LegalAction> }): ComponentChild {
  const a = legal.get(bet);
  const mine = v.bets.filter((b) => b.bet === bet && b.bettor === p.me);
  const others = v.bets.filter((b) => b.bet === bet && b.bettor !== p.me).reduce((s, b) => s + b.amount, 0);
  const won = v.verdict?.kind === 'decisive' && (v.verdict.row === bet || v.verdict.colour === bet);
  const style = `min-height:3.4rem;border:1px solid #ffffff44;border-radius:.6rem;color:#fff;font:inherit;font-weight:700;background:${bg};display:flex;flex-direction:column;align-items:center;justify-content:center${a ? ';cursor:pointer;outline:1px solid var(--gold, #e0b44c)' : ''}${won ? ';box-shadow:0 0 0 3px #fff inset' : ''}`;
  const body = [
    h('span', { key: 'l' }, label(p, bet)),
    mine.length ? h('span', { key: 'm', style: 'font-size:.75rem;color:var(--gold, #e0b44c)' }, mine.map((b) => `${p.money(b.amount)}${b.insured ? ' ⛨' : ''}`).join(' ')) : null,
    others ? h('span', { key: 'o', style: 'font-size:.7rem;font-weight:400' }, p.money(others)) : null,
  ];
  return a ? h('button', { type: 'button', style, 'data-bet': bet, 'data-action': 'place', onClick: () => p.send(toSend(a, p.chip)) }, body) : h('div', { style, 'data-bet': bet }, body);
}

function verdictText(p: GameViewProps, v: TqView): string | null {
  if (v.voided) return p.t('tq.void-red-card');
  if (!v.verdict) return null;
  if (v.verdict.kind === 'apres') return p.t('tq.apres');
  if (v.verdict.kind === 'tie') return p.t('tq.tie', { n: v.verdict.total ?? 0 });
  return p.t('tq.wins', { row: label(p, String(v.verdict.row)), colour: label(p, String(v.verdict.colour)) });
}

function actionText(p: GameViewProps, v: TqView, a: LegalAction): string {
  if (a.type === 'withdraw' || a.type === 'insure') return `${actionLabel(p.t, a.type)}: ${label(p, String(a.bet))}`;
  if (a.type === 'prison-choice') {
    const d = v.decisions.find((x) => x.bet === a.bet && x.bettor === p.me);
    return `${label(p, String(a.bet))}: ${a.choice === 'half' ? p.t('tq.half', { amount: p.money(d?.residual ?? 0) }) : p.t('tq.prison')}`;
  }
  return actionLabel(p.t, a.type);
}

export function TqTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const others = p.legal.filter((a) => a.type !== 'place');
  const actions = (vv: TqView | null): ComponentChild =>
    others.length ? h('div', { class: 'action-bar' }, others.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, 'data-bet': typeof a.bet === 'string' ? a.bet : undefined, onClick: () => p.send(toSend(a, p.chip)) }, vv ? actionText(p, vv, a) : actionLabel(p.t, a.type)))) : null;
  if (!v) return h('div', { class: 'tq-table' }, actions(null));
  const legal = new Map(p.legal.filter((a) => a.type === 'place').map((a) => [String(a.bet), a]));
  const chance = (bet: string, bg: string): ComponentChild => h(Chance, { key: bet, p, v, bet, bg, legal });
  const verdict = verdictText(p, v);
  return h('div', { class: `tq-table phase-${v.phase}`, style: 'display:flex;flex-direction:column;gap:.5rem', 'data-phase': v.phase },
    h('div', { style: 'display:flex;gap:.7rem;align-items:center;justify-content:center;flex-wrap:wrap' },
      h('span', { class: 'status' }, p.t(`tq.phase.${v.phase}`)),
      h('span', { class: 'hint' }, p.t('tq.shoe', { n: v.shoe.shoeNo, left: v.shoe.remaining })),
      h('span', { class: 'hint' }, p.t('tq.limits', { min: p.money(v.limits.minimum), max: p.money(v.limits.maximum) })),
      v.lastCoup ? h('strong', null, p.t('tq.last-coup')) : null),
    v.noir.length ? h('div', { 'data-row': 'noir' }, h('strong', null, `${label(p, 'noir')} ${v.noirTotal ?? ''} `), h(Cards, { cards: v.noir })) : null,
    v.rouge.length ? h('div', { 'data-row': 'rouge' }, h('strong', null, `${label(p, 'rouge')} ${v.rougeTotal ?? ''} `), h(Cards, { cards: v.rouge })) : null,
    verdict ? h('p', { style: 'text-align:center;margin:0', 'data-verdict': v.voided ?? v.verdict?.kind }, h('strong', null, verdict)) : null,
    h('div', { style: 'display:grid;grid-template-columns:1fr 1fr 1fr;gap:3px', 'data-layout': 'trente-et-quarante' },
      chance('rouge', '#b3202a'), chance('couleur', '#5c4400'), chance('noir', '#1b1b1b')),
    h('div', { style: 'display:grid;grid-template-columns:1fr 1fr 1fr;gap:3px' }, h('span', null), chance('inverse', '#3b3b6b'), h('span', null)),
    v.prison.length ? h('ul', { 'data-prison': true }, v.prison.map((x, i) => h('li', { key: i }, p.t('tq.prison-line', { who: p.names[x.bettor] ?? x.bettor, chance: label(p, x.chance), initial: p.money(x.initial), k: x.level })))) : null,
    actions(v),
    v.settlement?.lines.length
      ? h('table', { class: 'lines' }, h('tbody', null, v.settlement.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '' }, h('td', null, p.names[l.bettor] ?? l.bettor), h('td', null, label(p, l.bet)), h('td', null, p.money(l.stake)), h('td', { class: l.returned > l.stake ? 'pos' : l.returned < l.stake ? 'neg' : '' }, `→ ${p.money(l.returned)}`), h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome))))))
      : null);
}

const CH = ['rouge', 'noir', 'couleur', 'inverse'] as const;
const words = (game: string, chances: [string, string, string, string], insurance: string, prison: string, actions: [string, string]): Record<string, string> => {
  const out: Record<string, string> = { 'game.trente-et-quarante': game };
  CH.forEach((c, i) => {
    out[`bet.${c}`] = chances[i] as string;
    out[`bet.insurance-${c}`] = `${insurance}: ${chances[i]}`;
    for (let k = 1; k <= 4; k++) out[`bet.${c}-prison-${k}`] = prison.replace('{chance}', chances[i] as string).replace('{k}', String(k));
  });
  out['action.cut'] = actions[0];
  out['action.announce-last-coup'] = actions[1];
  return out;
};

const en = {
  ...words('Trente et quarante', ['Rouge', 'Noir', 'Couleur', 'Inverse'], 'Insurance', '{chance} in prison ({k})', ['Cut', 'Last coup of the session']),
  'outcome.void-tie': 'void (equal rows)',
  'outcome.void-red-card': 'void (red card)',
  'outcome.insured-apres': 'insured 31–31',
  'outcome.premium': 'premium',
  'outcome.last-coup-refund': 'last-coup refund',
  'tq.phase.cut': 'A new shoe: the cut',
  'tq.phase.betting': 'Place your bets',
  'tq.phase.closed': 'Rien ne va plus',
  'tq.phase.zero-choice': '31–31: half back or prison',
  'tq.phase.over': 'Coup settled',
  'tq.shoe': 'Shoe {n}: {left} cards',
  'tq.limits': 'Minimum {min} · maximum {max}',
  'tq.last-coup': 'Last coup of the session',
  'tq.void-red-card': 'The red card: the coup is void',
  'tq.apres': 'Après: 31–31',
  'tq.tie': 'Equal rows ({n}): the coup is void',
  'tq.wins': '{row} and {colour} win',
  'tq.half': 'half back ({amount})',
  'tq.prison': 'prison',
  'tq.prison-line': '{who}: {chance} {initial} (31–31 × {k})',
};
const es = {
  ...words('Treinta y cuarenta', ['Rojo', 'Negro', 'Color', 'Inverso'], 'Seguro', '{chance} en prisión ({k})', ['Cortar', 'Última jugada de la sesión']),
  'outcome.void-tie': 'nula (filas iguales)',
  'outcome.void-red-card': 'nula (carta roja)',
  'outcome.insured-apres': 'asegurada en 31–31',
  'outcome.premium': 'prima',
  'outcome.last-coup-refund': 'reintegro de la última jugada',
  'tq.phase.cut': 'Nuevo sabot: el corte',
  'tq.phase.betting': 'Hagan sus apuestas',
  'tq.phase.closed': 'No va más',
  'tq.phase.zero-choice': '31–31: mitad o prisión',
  'tq.phase.over': 'Jugada liquidada',
  'tq.shoe': 'Sabot {n}: {left} cartas',
  'tq.limits': 'Mínimo {min} · máximo {max}',
  'tq.last-coup': 'Última jugada de la sesión',
  'tq.void-red-card': 'La carta roja: la jugada es nula',
  'tq.apres': 'Après: 31–31',
  'tq.tie': 'Filas iguales ({n}): jugada nula',
  'tq.wins': 'Ganan {row} y {colour}',
  'tq.half': 'retirar la mitad ({amount})',
  'tq.prison': 'prisión',
  'tq.prison-line': '{who}: {chance} {initial} (31–31 × {k})',
};

export const trenteEtQuarante: GameComponent = {
  family: 'trente-et-quarante',
  /** Played without boxes: anyone at the table bets on the layout, so the seats' strip is left out. */
  seatless: true,
  messages: {
    en,
    es,
    eu: {
      ...words('Hogeita hamar eta berrogei', ['Gorria', 'Beltza', 'Kolorea', 'Alderantzizkoa'], 'Asegurua', '{chance} presondegian ({k})', ['Moztu', 'Saioko azken jokaldia']),
      'outcome.void-tie': 'baliogabea (lerro berdinak)',
      'outcome.void-red-card': 'baliogabea (karta gorria)',
      'outcome.insured-apres': 'asegurua 31–31n',
      'outcome.premium': 'prima',
      'outcome.last-coup-refund': 'azken jokaldiko itzulketa',
      'tq.phase.cut': 'Sabot berria: ebaketa',
      'tq.phase.betting': 'Egin zuen apustuak',
      'tq.phase.closed': 'Besterik ez',
      'tq.phase.zero-choice': '31–31: erdia itzuli edo presondegia',
      'tq.phase.over': 'Jokaldia likidatuta',
      'tq.shoe': '{n}. sabota: {left} karta',
      'tq.limits': 'Gutxienekoa {min} · gehienekoa {max}',
      'tq.last-coup': 'Saioko azken jokaldia',
      'tq.void-red-card': 'Karta gorria: jokaldia baliogabea da',
      'tq.apres': 'Après: 31–31',
      'tq.tie': 'Lerro berdinak ({n}): jokaldia baliogabea da',
      'tq.wins': 'Irabazleak: {row} eta {colour}',
      'tq.half': 'erdia itzuli ({amount})',
      'tq.prison': 'presondegia',
      'tq.prison-line': '{who}: {chance} {initial} (31–31 × {k})',
    },
    ca: {
      ...words('Trenta i quaranta', ['Roig', 'Negre', 'Color', 'Invers'], 'Assegurança', '{chance} a la presó ({k})', ['Tallar', 'Última jugada de la sessió']),
      'outcome.void-tie': 'nul·la (files iguals)',
      'outcome.void-red-card': 'nul·la (carta roja)',
      'outcome.insured-apres': 'assegurada en 31–31',
      'outcome.premium': 'prima',
      'outcome.last-coup-refund': 'reintegrament de l’última jugada',
      'tq.phase.cut': 'Sabot nou: el tall',
      'tq.phase.betting': 'Feu les vostres apostes',
      'tq.phase.closed': 'No hi van més apostes',
      'tq.phase.zero-choice': '31–31: meitat o presó',
      'tq.phase.over': 'Jugada liquidada',
      'tq.shoe': 'Sabot {n}: {left} cartes',
      'tq.limits': 'Mínim {min} · màxim {max}',
      'tq.last-coup': 'Última jugada de la sessió',
      'tq.void-red-card': 'La carta roja: la jugada és nul·la',
      'tq.apres': 'Après: 31–31',
      'tq.tie': 'Files iguals ({n}): jugada nul·la',
      'tq.wins': 'Guanyen {row} i {colour}',
      'tq.half': 'retirar la meitat ({amount})',
      'tq.prison': 'presó',
      'tq.prison-line': '{who}: {chance} {initial} (31–31 × {k})',
    },
    el: {
      ...words('Τριάντα και σαράντα', ['Κόκκινο', 'Μαύρο', 'Χρώμα', 'Αντίστροφο'], 'Ασφάλιση', '{chance} στη φυλακή ({k})', ['Κόψιμο', 'Τελευταίο χέρι']),
      'outcome.void-tie': 'άκυρο (ίσες σειρές)',
      'outcome.void-red-card': 'άκυρο (κόκκινο χαρτί)',
      'outcome.insured-apres': 'ασφαλισμένο στο 31–31',
      'outcome.premium': 'ασφάλιστρο',
      'outcome.last-coup-refund': 'επιστροφή τελευταίου χεριού',
      'tq.phase.cut': 'Νέο σαμπό: το κόψιμο',
      'tq.phase.betting': 'Ποντάρετε',
      'tq.phase.closed': 'Τέλος στοιχημάτων',
      'tq.phase.zero-choice': '31–31: το μισό πίσω ή φυλακή',
      'tq.phase.over': 'Το χέρι εκκαθαρίστηκε',
      'tq.shoe': 'Σαμπό {n}: {left} χαρτιά',
      'tq.limits': 'Ελάχιστο {min} · μέγιστο {max}',
      'tq.last-coup': 'Τελευταίο χέρι της συνεδρίας',
      'tq.void-red-card': 'Το κόκκινο χαρτί: το χέρι είναι άκυρο',
      'tq.apres': 'Après: 31–31',
      'tq.tie': 'Ίσες σειρές ({n}): το χέρι είναι άκυρο',
      'tq.wins': 'Κερδίζουν {row} και {colour}',
      'tq.half': 'το μισό πίσω ({amount})',
      'tq.prison': 'φυλακή',
      'tq.prison-line': '{who}: {chance} {initial} (31–31 × {k})',
    },
    et: {
      ...words('Trente et quarante', ['Punane', 'Must', 'Värv', 'Vastupidine'], 'Kindlustus', '{chance} vanglas ({k})', ['Lõika', 'Seansi viimane mäng']),
      'outcome.void-tie': 'kehtetu (võrdsed read)',
      'outcome.void-red-card': 'kehtetu (punane kaart)',
      'outcome.insured-apres': 'kindlustatud 31–31 vastu',
      'outcome.premium': 'kindlustusmakse',
      'outcome.last-coup-refund': 'viimase mängu tagastus',
      'tq.phase.cut': 'Uus king: lõikamine',
      'tq.phase.betting': 'Tehke oma panused',
      'tq.phase.closed': 'Panused on tehtud',
      'tq.phase.zero-choice': '31–31: pool tagasi või vangla',
      'tq.phase.over': 'Mäng arveldatud',
      'tq.shoe': 'King {n}: {left} kaarti',
      'tq.limits': 'Miinimum {min} · maksimum {max}',
      'tq.last-coup': 'Seansi viimane mäng',
      'tq.void-red-card': 'Punane kaart: mäng on kehtetu',
      'tq.apres': 'Après: 31–31',
      'tq.tie': 'Võrdsed read ({n}): mäng on kehtetu',
      'tq.wins': 'Võidavad {row} ja {colour}',
      'tq.half': 'pool tagasi ({amount})',
      'tq.prison': 'vangla',
      'tq.prison-line': '{who}: {chance} {initial} (31–31 × {k})',
    },
  },
  /** The minimum and the maximum, a multiple of it (src/games/trente-et-quarante/profile.ts). */
  limits: (config) => {
    const c = (config ?? {}) as { minimum?: unknown; maximumMultiplier?: unknown };
    return typeof c.minimum === 'number' && typeof c.maximumMultiplier === 'number' ? { min: c.minimum, max: c.minimum * c.maximumMultiplier } : null;
  },
  Table: (p) => h(TqTable, p),
  Recall: (p: RecallProps) => h(TqTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
