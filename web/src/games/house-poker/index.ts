/**
 * @module web/games/house-poker
 * The house-banked poker table (three-card poker, Caribbean stud, poker with discards, Trijoker, Casino Hold'em, Ultimate
 * Texas Hold'em, whose check is one more decision button): the dealer's cards (face down until
 * the showdown but for those the game deals face up), the board of the hold'em games, each box with its player, its cards
 * (the viewer's own face up, others face down), the chips on its spots (ante, play, pair plus, bonus) and its decision; the betting spots of the free and own boxes, the play / fold buttons, the dealer's
 * steps, and the settled lines. In a draw game each discard choice is a button naming the cards it throws (the
 * viewer's own cards, by position), and a box shows how many cards it threw. Trijoker has no dealer hand: its face-up
 * community cards are the board, its three bets a box's spots, and let ride / take back its decisions. Pai Gow
 * shows the dice, offers each of the 21 low hands as a button (marked when it would foul) and the house way, and
 * shows a box's high and low hands once set. Russian poker's exchanges are buttons naming the cards they throw, as a
 * draw game's discards are. A blind box (its view's `blind`) is labelled a blind hand, its cards face down to every
 * viewer, its player included, until the dealer opens them; the continuation bet placed before the deal is a bet
 * button naming the blind hand. Caribbean stud's purchases of a card (000 §11 VI.3) are buttons naming the card set
 * aside, and the card bought is shown face up to everyone.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { Cards } from '../../components/card.js';
import { translateOr } from '../../i18n/index.js';

interface BoxView {
  readonly box: number;
  readonly owner: string;
  readonly stakes: Record<string, number>;
  readonly decision: string | null;
  readonly count: number;
  readonly cards: string[] | null;
  readonly discarded?: number;
  /** A blind box (its continuation bet placed before the deal): its cards face down to everyone, its player too, until the dealer opens them. */
  readonly blind?: boolean;
  /** Caribbean stud (000 §11 VI.3): the card bought, dealt face up to everyone. */
  readonly bought?: string;
  /** Pai Gow: the two hands once set (the viewer's own, or every box's after the showdown), and whether they lose as set. */
  readonly high?: string[] | null;
  readonly low?: string[] | null;
  readonly foul?: boolean | null;
}
interface HpView {
  readonly game: string;
  readonly phase: string;
  readonly boxCount: number;
  readonly limits: { minimum: number; maximum: number };
  /** Casino Hold'em at a table linked to a jackpot: the side spot that is the jackpot bet and its one stake (003 §2.2.10.21). */
  readonly jackpot?: { id: string; stake: number; spot: string };
  readonly dealer: { cards: string[] | null; count: number; up?: string[] };
  /** The community cards of the hold'em games (absent in three-card poker). */
  readonly board?: string[];
  /** Pai Gow: the three dice and the position their sum gives (1 the Bank's). */
  readonly dice?: number[] | null;
  readonly first?: number | null;
  /** Pai Gow: who holds the Bank (a player's: his box, chips, and his cards to himself until the showdown), and the offer. */
  readonly bank?: { holder: 'croupier' } | { holder: 'player'; box: number; owner: string; chips: number; count: number; cards: string[] | null; high: string[] | null; low: string[] | null; foul: boolean | null };
  readonly offer?: { box: number; cover: number } | null;
  readonly boxes: BoxView[];
  readonly settlement: { lines: { bettor: string; box?: number; bet: string; stake: number; returned: number; outcome: string }[] } | null;
}
const asView = (v: unknown): HpView | null => (v && typeof v === 'object' && Array.isArray((v as HpView).boxes) && typeof (v as HpView).boxCount === 'number' ? (v as HpView) : null);
const down = (n: number): null[] => Array.from({ length: n }, () => null);

function actionText(p: GameViewProps, a: { type: string; [k: string]: unknown }, own?: readonly string[] | null): string {
  const base = actionLabel(p.t, a.type);
  if ((a.type === 'discard' || a.type === 'exchange') && Array.isArray(a.positions)) {
    const pos = a.positions as number[];
    return pos.length ? `${base}: ${pos.map((i) => own?.[i] ?? `#${i + 1}`).join(' ')}` : p.t('hp.stand-pat');
  }
  if (a.type === 'buy-card' && typeof a.position === 'number') return `${base}: ${p.t('hp.set-aside')} ${own?.[a.position] ?? `#${a.position + 1}`}`;
  if (a.type === 'bet' || a.type === 'withdraw') return `${base}: ${translateOr(p.t, `bet.${String(a.spot)}`, String(a.spot))}${a.spot === 'play' ? ` (${p.t('hp.blind')})` : ''}`;
  if (a.type === 'play' && Number(a.multiple) !== 1) return `${base} ${String(a.multiple)}×`;
  if (a.type === 'take-bank' && a.amount && typeof a.amount === 'object') return `${base}: ${p.money((a.amount as { min: number }).min)}`;
  if (a.type === 'set-hands' && typeof a.low === 'string') return `${p.t('pg.low')}: ${a.low.slice(0, 2)} ${a.low.slice(2)}${a.foul === true ? ` (${p.t('pg.foul')})` : ''}`;
  return base;
}

/** A box's cards: its two hands once set (Pai Gow: high, low, fouled), else its cards (face down to others). */
function boxCards(p: GameViewProps, b: { count: number; cards: string[] | null; bought?: string; high?: string[] | null; low?: string[] | null; foul?: boolean | null }): ComponentChild {
  if (!b.cards && b.bought) return h('span', { 'data-bought': b.bought, title: p.t('hp.bought') }, h(Cards, { cards: [...down(b.count - 1), b.bought] }));
  if (b.high && b.low) return h('div', { 'data-hands': 'set', style: 'display:flex;gap:.4rem;flex-wrap:wrap;justify-content:center' }, h(Cards, { cards: b.high, label: p.t('pg.high') }), h(Cards, { cards: b.low, label: p.t('pg.low') }), b.foul ? h('span', { class: 'neg', 'data-foul': true }, p.t('pg.foul')) : null);
  return b.count ? h(Cards, { cards: b.cards ?? down(b.count) }) : null;
}

type PlayerBank = Extract<NonNullable<HpView['bank']>, { holder: 'player' }>;

/** Pai Gow: the box of the player holding the Bank, marked (000 §14 VI: a white circle), with his chips and his hands. */
function bankBox(p: GameViewProps, n: number, bk: PlayerBank, acts: readonly LegalAction[]): ComponentChild {
  return h('div', { key: n, 'data-box': n, 'data-banker': bk.owner, class: bk.owner === p.me ? 'mine' : '', style: 'border:2px solid #fff;border-radius:.4rem;padding:.4rem;display:flex;flex-direction:column;gap:.3rem;align-items:center' },
    h('strong', null, `${p.t('hp.box')} ${n}`),
    h('span', { class: 'pg-banker', 'data-bank-holder': true }, `⚪ ${p.t('pg.banker')}`),
    h('span', { class: 'hint' }, p.names[bk.owner] ?? bk.owner),
    boxCards(p, bk),
    h('div', { style: 'font-size:.8rem', 'data-bank-chips': bk.chips }, p.t('pg.bank-chips', { chips: p.money(bk.chips) })),
    acts.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, 'data-low': typeof a.low === 'string' ? a.low : undefined, onClick: () => p.send(toSend(a, p.chip)) }, actionText(p, a, bk.cards))));
}

export function HousePokerTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const general = p.legal.filter((a) => a.box === undefined);
  const bar = general.length ? h('div', { class: 'action-bar' }, general.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send(toSend(a, p.chip)) }, actionText(p, a)))) : null;
  if (!v) return h('div', { class: 'hp-table' }, bar);
  const boxes = Array.from({ length: v.boxCount }, (_, i) => i + 1);
  return h('div', { class: `hp-table phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem' },
    h('div', { style: 'display:flex;gap:.7rem;align-items:center;justify-content:center;flex-wrap:wrap' },
      h('span', { class: 'status' }, translateOr(p.t, `hp.phase.${v.phase}`, v.phase)),
      h('span', { class: 'hint' }, p.t('hp.limits', { min: p.money(v.limits.minimum), max: p.money(v.limits.maximum) })),
      v.jackpot?.spot === 'bonus' ? h('span', { class: 'hint', 'data-jackpot-spot': v.jackpot.spot }, p.t('hp.jackpot-spot', { stake: p.money(v.jackpot.stake) })) : null),
    h('div', { 'data-dealer': true, style: 'display:flex;justify-content:center' }, h(Cards, { cards: v.dealer.cards ?? [...down(v.dealer.count - (v.dealer.up?.length ?? 0)), ...(v.dealer.up ?? [])], label: p.t(v.bank?.holder === 'player' ? 'pg.croupier-hand' : 'hp.dealer') })),
    v.offer ? h('div', { class: 'hint', 'data-bank-offer': v.offer.box, style: 'text-align:center' }, p.t('pg.offer', { n: v.offer.box, cover: p.money(v.offer.cover) })) : null,
    v.dice?.length ? h('div', { class: 'hint', 'data-dice': v.dice.join(','), style: 'text-align:center' }, p.t('pg.dice', { dice: v.dice.join(' + '), n: v.first ?? '' })) : null,
    v.board?.length ? h('div', { 'data-board': true, style: 'display:flex;justify-content:center' }, h(Cards, { cards: v.board, label: p.t('hp.board') })) : null,
    h('div', { style: 'display:grid;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));gap:.4rem', 'data-layout': 'house-poker' }, boxes.map((n) => {
      const b = v.boxes.find((x) => x.box === n);
      const acts = p.legal.filter((a) => a.box === n);
      const bk = v.bank?.holder === 'player' && v.bank.box === n ? v.bank : null;
      if (bk) return bankBox(p, n, bk, acts);
      return h('div', { key: n, 'data-box': n, class: b?.owner === p.me ? 'mine' : '', style: 'border:1px solid #ffffff44;border-radius:.4rem;padding:.4rem;display:flex;flex-direction:column;gap:.3rem;align-items:center' },
        h('strong', null, `${p.t('hp.box')} ${n}`),
        b ? h('span', { class: 'hint' }, p.names[b.owner] ?? b.owner) : null,
        b?.blind ? h('span', { class: 'hp-blind', 'data-blind': true }, p.t('hp.blind')) : null,
        b ? boxCards(p, b) : null,
        b ? h('div', { style: 'font-size:.8rem' }, Object.entries(b.stakes).map(([k, x]) => h('div', { key: k, 'data-spot': k }, `${translateOr(p.t, `bet.${k}`, k)} ${p.money(x)}`))) : null,
        b?.decision ? h('span', { 'data-decision': b.decision }, actionLabel(p.t, b.decision)) : null,
        b?.discarded !== undefined ? h('span', { class: 'hint', 'data-discarded': b.discarded }, p.t('hp.discarded', { n: b.discarded })) : null,
        acts.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, 'data-spot': a.spot === undefined ? undefined : String(a.spot), 'data-low': typeof a.low === 'string' ? a.low : undefined, onClick: () => p.send(toSend(a, p.chip)) }, actionText(p, a, b?.cards))));
    })),
    bar,
    v.settlement?.lines.length
      ? h('table', { class: 'lines' }, h('tbody', null, v.settlement.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '' }, h('td', null, `${p.t('hp.box')} ${l.box ?? ''}`), h('td', null, p.names[l.bettor] ?? l.bettor), h('td', null, translateOr(p.t, `bet.${l.bet}`, l.bet)), h('td', null, p.money(l.stake)), h('td', { class: l.returned > l.stake ? 'pos' : 'neg' }, `→ ${p.money(l.returned)}`), h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome))))))
      : null);
}

/** The game, bet and action names and the table's words (phases, the ante's limits, the dealer, a box) in Basque, Catalan, Greek and Estonian. */
const names = (game: string, bets: readonly [string, string, string, string], actions: readonly [string, string, string], table: readonly [string, string, string, string, string, string, string]): Record<string, string> => ({
  'game.three-card-poker': game,
  'bet.ante': bets[0],
  'bet.play': bets[1],
  'bet.pair-plus': bets[2],
  'bet.ante-bonus': bets[3],
  'action.play': actions[0],
  'action.fold': actions[1],
  'action.showdown': actions[2],
  'hp.phase.betting': table[0],
  'hp.phase.deciding': table[1],
  'hp.phase.showdown': table[2],
  'hp.phase.over': table[3],
  'hp.limits': table[4],
  'hp.dealer': table[5],
  'hp.box': table[6],
});

/** The words of poker with discards, Trijoker and Ultimate Texas Hold'em, in the six languages. */
const EXTRA: Record<'en' | 'es' | 'eu' | 'ca' | 'el' | 'et', Record<string, string>> = {
  en: {
    'game.ultimate-holdem': "Ultimate Texas Hold'em", 'about.ultimate-holdem': 'Your two cards and the board against the dealer’s: equal ante and blind, then play 3× or 4× the ante before the flop, 2× after it or 1× after the river, checking until then; the dealer plays with any pair.',
    'bet.blind': 'Blind', 'bet.trips': 'Trips', 'action.check': 'Check',
    'game.poker-with-discards': 'Poker with discards', 'about.poker-with-discards': 'Five cards each against the Bank’s: initial bet, then go on with twice as much or pass; discard up to two; the Bank draws by fixed rules and plays with a pair of eights.',
    'action.discard': 'Discard', 'hp.stand-pat': 'Keep all five', 'hp.phase.drawing': 'Discard up to two', 'hp.discarded': '{n} discarded',
    'game.trijoker': 'Trijoker poker', 'about.trijoker': 'Three equal bets on your three cards and two community cards: take back the first after seeing your cards, the second after the first community card; a pair of jacks or better pays.',
    'bet.bet-1': 'Bet 1', 'bet.bet-2': 'Bet 2', 'bet.bet-3': 'Third bet', 'action.let-ride': 'Leave it', 'action.take-back': 'Take it back', 'action.show-community': 'Turn the community card',
    'hp.phase.first': 'Bet 1: leave it or take it back', 'hp.phase.show-first': 'The first community card', 'hp.phase.second': 'Bet 2: leave it or take it back', 'outcome.taken-back': 'taken back',
  },
  es: {
    'game.ultimate-holdem': "Ultimate Texas Hold'em", 'about.ultimate-holdem': 'Sus dos cartas y las comunes contra las de la banca: ante y ciega iguales, y jugar 3× o 4× el ante antes del flop, 2× después o 1× tras el river, pasando hasta entonces; la banca juega con cualquier pareja.',
    'bet.blind': 'Ciega', 'bet.trips': 'Trío', 'action.check': 'Pasar',
    'game.poker-with-discards': 'Póquer con descarte', 'about.poker-with-discards': 'Cinco cartas contra las de la banca: apuesta inicial, y después seguir con el doble o pasar; descartar hasta dos; la banca descarta por reglas fijas y juega con una pareja de ochos.',
    'action.discard': 'Descartar', 'hp.stand-pat': 'Quedarse las cinco', 'hp.phase.drawing': 'Descarte de hasta dos', 'hp.discarded': '{n} descartadas',
    'game.trijoker': 'Póquer Trijoker', 'about.trijoker': 'Tres apuestas iguales sobre sus tres cartas y dos cartas comunes: retire la primera tras ver sus cartas, la segunda tras la primera carta común; paga una pareja de jotas o mejor.',
    'bet.bet-1': 'Apuesta 1', 'bet.bet-2': 'Apuesta 2', 'bet.bet-3': 'Tercera apuesta', 'action.let-ride': 'Dejarla', 'action.take-back': 'Retirarla', 'action.show-community': 'Descubrir la carta común',
    'hp.phase.first': 'Apuesta 1: dejarla o retirarla', 'hp.phase.show-first': 'La primera carta común', 'hp.phase.second': 'Apuesta 2: dejarla o retirarla', 'outcome.taken-back': 'retirada',
  },
  eu: {
    'game.ultimate-holdem': "Ultimate Texas Hold'em", 'about.ultimate-holdem': 'Zure bi kartak eta mahaikoak krupierraren aurka: ante eta itsu berdinak, gero antearen 3× edo 4× flop-aren aurretik, 2× ondoren edo 1× river-aren ondoren, ordura arte pasatuz; krupierrak edozein bikotekin jokatzen du.',
    'bet.blind': 'Itsua', 'bet.trips': 'Trips', 'action.check': 'Pasatu',
    'game.poker-with-discards': 'Pokerra karta-uztearekin', 'about.poker-with-discards': 'Bost karta bankuaren bosten aurka: hasierako apustua, gero bikoitzarekin jarraitu edo pasatu; gehienez bi karta utzi; bankuak arau finkoen arabera uzten ditu eta zortziko pareekin jokatzen du.',
    'action.discard': 'Utzi', 'hp.stand-pat': 'Bostak mantendu', 'hp.phase.drawing': 'Gehienez bi karta utzi', 'hp.discarded': '{n} utzita',
    'game.trijoker': 'Trijoker pokerra', 'about.trijoker': 'Hiru apustu berdin zure hiru karten eta bi karta komunen gainean: lehena erretiratu kartak ikusi ondoren, bigarrena lehen karta komunaren ondoren; J parea edo handiagoa ordaintzen da.',
    'bet.bet-1': '1. apustua', 'bet.bet-2': '2. apustua', 'bet.bet-3': 'Hirugarren apustua', 'action.let-ride': 'Jokoan utzi', 'action.take-back': 'Erretiratu', 'action.show-community': 'Karta komuna erakutsi',
    'hp.phase.first': '1. apustua: utzi ala erretiratu', 'hp.phase.show-first': 'Lehen karta komuna', 'hp.phase.second': '2. apustua: utzi ala erretiratu', 'outcome.taken-back': 'erretiratua',
  },
  ca: {
    'game.ultimate-holdem': "Ultimate Texas Hold'em", 'about.ultimate-holdem': 'Les vostres dues cartes i les comunes contra les del crupier: ante i cega iguals, i jugar 3× o 4× l’ante abans del flop, 2× després o 1× després del river, passant fins llavors; la banca juga amb qualsevol parella.',
    'bet.blind': 'Cega', 'bet.trips': 'Trio', 'action.check': 'Passar',
    'game.poker-with-discards': 'Pòquer amb descart', 'about.poker-with-discards': 'Cinc cartes contra les de la banca: aposta inicial, i després seguir amb el doble o passar; descartar fins a dues; la banca descarta per regles fixes i juga amb una parella de vuits.',
    'action.discard': 'Descartar', 'hp.stand-pat': 'Quedar-se les cinc', 'hp.phase.drawing': 'Descart de fins a dues', 'hp.discarded': '{n} descartades',
    'game.trijoker': 'Pòquer Trijoker', 'about.trijoker': 'Tres apostes iguals sobre les vostres tres cartes i dues cartes comunes: retireu la primera després de veure les cartes, la segona després de la primera carta comuna; paga una parella de valets o millor.',
    'bet.bet-1': 'Aposta 1', 'bet.bet-2': 'Aposta 2', 'bet.bet-3': 'Tercera aposta', 'action.let-ride': 'Deixar-la', 'action.take-back': 'Retirar-la', 'action.show-community': 'Descobrir la carta comuna',
    'hp.phase.first': 'Aposta 1: deixar-la o retirar-la', 'hp.phase.show-first': 'La primera carta comuna', 'hp.phase.second': 'Aposta 2: deixar-la o retirar-la', 'outcome.taken-back': 'retirada',
  },
  el: {
    'game.ultimate-holdem': "Ultimate Texas Hold'em", 'about.ultimate-holdem': 'Τα δύο φύλλα σας και τα κοινά απέναντι στα φύλλα του ντίλερ: ίσα άντε και μπλάιντ, μετά παίζετε 3× ή 4× την άντε πριν το φλοπ, 2× μετά ή 1× μετά το ρίβερ, με τσεκ ως τότε· ο ντίλερ παίζει με οποιοδήποτε ζευγάρι.',
    'bet.blind': 'Μπλάιντ', 'bet.trips': 'Τρίτο', 'action.check': 'Τσεκ',
    'game.poker-with-discards': 'Πόκερ με αλλαγή', 'about.poker-with-discards': 'Πέντε φύλλα απέναντι στα πέντε της μπάνκας: αρχικό στοίχημα, μετά συνέχεια με το διπλάσιο ή πάσο· αλλαγή έως δύο φύλλων· η μπάνκα αλλάζει με σταθερούς κανόνες και παίζει με ζευγάρι οχτάρια.',
    'action.discard': 'Αλλαγή', 'hp.stand-pat': 'Κρατώ και τα πέντε', 'hp.phase.drawing': 'Αλλαγή έως δύο φύλλων', 'hp.discarded': '{n} αλλαγμένα',
    'game.trijoker': 'Πόκερ Trijoker', 'about.trijoker': 'Τρία ίσα στοιχήματα στα τρία φύλλα σας και σε δύο κοινά φύλλα: αποσύρετε το πρώτο αφού δείτε τα φύλλα σας, το δεύτερο μετά το πρώτο κοινό φύλλο· πληρώνει ζευγάρι βαλέδες ή καλύτερο.',
    'bet.bet-1': 'Στοίχημα 1', 'bet.bet-2': 'Στοίχημα 2', 'bet.bet-3': 'Τρίτο στοίχημα', 'action.let-ride': 'Το αφήνω', 'action.take-back': 'Το αποσύρω', 'action.show-community': 'Άνοιγμα του κοινού φύλλου',
    'hp.phase.first': 'Στοίχημα 1: το αφήνετε ή το αποσύρετε', 'hp.phase.show-first': 'Το πρώτο κοινό φύλλο', 'hp.phase.second': 'Στοίχημα 2: το αφήνετε ή το αποσύρετε', 'outcome.taken-back': 'αποσύρθηκε',
  },
  et: {
    'game.ultimate-holdem': "Ultimate Texas Hold'em", 'about.ultimate-holdem': 'Teie kaks kaarti ja laua kaardid diileri omade vastu: võrdsed ANTE ja BLIND, siis PLAY 3× või 4× ANTE enne flopi, 2× pärast flopi või 1× pärast viimaseid kaarte, seni check; diileril on mäng kahtede paarist.',
    'bet.blind': 'BLIND', 'bet.trips': 'TRIPS', 'action.check': 'Check',
    'game.poker-with-discards': 'Vahetusega pokker', 'about.poker-with-discards': 'Viis kaarti panga viie vastu: algpanus, seejärel jätka kahekordsega või loobu; vaheta kuni kaks kaarti; pank vahetab kindlate reeglite järgi ja mängib kaheksate paariga.',
    'action.discard': 'Vaheta', 'hp.stand-pat': 'Jätan kõik viis', 'hp.phase.drawing': 'Vaheta kuni kaks', 'hp.discarded': '{n} vahetatud',
    'game.trijoker': 'Trijoker pokker', 'about.trijoker': 'Kolm võrdset panust sinu kolmele kaardile ja kahele ühiskaardile: võta esimene tagasi pärast kaartide nägemist, teine pärast esimest ühiskaarti; maksab poisipaar või parem.',
    'bet.bet-1': '1. panus', 'bet.bet-2': '2. panus', 'bet.bet-3': 'Kolmas panus', 'action.let-ride': 'Jätan', 'action.take-back': 'Võtan tagasi', 'action.show-community': 'Ava ühiskaart',
    'hp.phase.first': '1. panus: jäta või võta tagasi', 'hp.phase.show-first': 'Esimene ühiskaart', 'hp.phase.second': '2. panus: jäta või võta tagasi', 'outcome.taken-back': 'tagasi võetud',
  },
};

export const housePoker: GameComponent = {
  family: 'house-poker',
  messages: {
    en: {
      'game.three-card-poker': 'Three-card poker',
      'bet.ante': 'Ante', 'bet.play': 'Play', 'bet.pair-plus': 'Pair plus', 'bet.ante-bonus': 'Ante bonus',
      'action.bet': 'Bet', 'action.play': 'Play', 'action.fold': 'Fold', 'action.showdown': 'Show the cards',
      'hp.phase.betting': 'Place your bets', 'hp.phase.deciding': 'Play or fold', 'hp.phase.showdown': 'Showdown', 'hp.phase.over': 'Settled',
      'hp.limits': 'Ante {min}–{max}', 'hp.dealer': 'Dealer', 'hp.box': 'Box',
      // caribbean
      'game.caribbean-stud': 'Caribbean stud poker (no discards)',
      ...EXTRA.en,
    },
    es: {
      'game.three-card-poker': 'Póquer de tres cartas',
      'bet.ante': 'Apuesta inicial', 'bet.play': 'Segunda apuesta', 'bet.pair-plus': 'Par plus', 'bet.ante-bonus': 'Bono de la apuesta inicial',
      'action.bet': 'Apostar', 'action.play': 'Jugar', 'action.fold': 'Retirarse', 'action.showdown': 'Mostrar las cartas',
      'hp.phase.betting': 'Hagan sus apuestas', 'hp.phase.deciding': 'Jugar o retirarse', 'hp.phase.showdown': 'Descubrir', 'hp.phase.over': 'Liquidada',
      'hp.limits': 'Apuesta inicial {min}–{max}', 'hp.dealer': 'Banca', 'hp.box': 'Casilla',
      // caribbean
      'game.caribbean-stud': 'Póquer sin descarte (Caribbean)',
      ...EXTRA.es,
    },
    eu: { ...names('Hiru kartako pokerra / Tripokerra', ['Aurre', '2. apustua', 'Par Plus', 'Aurreko bonusa'], ['Joan', 'Erretiratu', 'Kartak erakutsi'], ['Egin apustuak', 'Joan ala erretiratu', 'Kartak agerian', 'Likidatua', 'Aurre apustua {min}–{max}', 'Bankua', 'Laukia']), ...EXTRA.eu },
    ca: { ...names('Pòquer de tres cartes', ['Aposta inicial', 'Segona aposta', 'Parella plus', "Bonus de l'aposta inicial"], ['Jugar', 'Retirar-se', 'Mostrar les cartes'], ['Feu les vostres apostes', 'Jugar o retirar-se', 'Descobrir les cartes', 'Liquidada', 'Aposta inicial {min}–{max}', 'Banca', 'Casella']), ...EXTRA.ca },
    el: { ...names('Πόκερ τριών φύλλων', ['Άντε', 'Δεύτερο στοίχημα', 'Pair plus', 'Μπόνους άντε'], ['Παίζω', 'Πάσο', 'Άνοιγμα φύλλων'], ['Κάντε τα πονταρίσματά σας', 'Παίζετε ή πάσο', 'Άνοιγμα φύλλων', 'Εκκαθαρίστηκε', 'Άντε {min}–{max}', 'Κρουπιέρης', 'Θέση']), ...EXTRA.el },
    et: { ...names('3 kaardi pokker', ['ANTE', 'BET', 'BONUS', 'ANTE BOONUS'], ['Jätka', 'Loobu', 'Ava kaardid'], ['Tehke oma panused', 'Jätka või loobu', 'Kaartide avamine', 'Arveldatud', 'ANTE {min}–{max}', 'Diiler', 'Boks']), ...EXTRA.et },
  },
  limits: (config) => {
    const c = config as { minimum?: unknown; maximum?: unknown } | null;
    return c && typeof c.minimum === 'number' && typeof c.maximum === 'number' ? { min: c.minimum, max: c.maximum } : null;
  },
  Table: (p) => h(HousePokerTable, p),
  Recall: (p: RecallProps) => h(HousePokerTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
