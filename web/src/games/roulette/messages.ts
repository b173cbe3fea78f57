/**
 * @module web/games/roulette/messages
 * Roulette's words: the games, every bet name a settlement line carries (built from the cloth: `bet.straight-17`,
 * `bet.split-17-20`, …, the series, `bet.neighbours-17`, prison lines `bet.red-prison-1`), the actions, the outcomes
 * and the table's `roulette.*` keys (complete in every language). Terms follow the texts: 000 (Basque: bete-betekoa,
 * zangalatraba, zeharkako ilara, laukia, seikoa, presondegia), 001 (Spanish pleno, caballo, transversal, cuadro,
 * seisena, prisión; Catalan ple, cavall, presó), 003 (Estonian: üksiknumber, kolonnid, tosinad, naabrid).
 */
type Words = Record<string, string>;

const STRAIGHTS = ['0', '00', ...Array.from({ length: 36 }, (_, i) => String(i + 1))];
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
/** The inside spots of the cloth, as the engine names them (src/games/roulette/spots.ts). */
function insideSpots(): { kind: string; id: string; label: string }[] {
  const out: { kind: string; id: string; label: string }[] = [];
  const add = (kind: string, ns: (number | string)[]): void => {
    out.push({ kind, id: `${kind}-${ns.join('-')}`, label: ns.join('-') });
  };
  for (const z of [[0, 1], [0, 2], [0, 3], [0, '00'], ['00', 2], ['00', 3]]) add('split', z);
  for (const z of [[0, 1, 2], [0, 2, 3], [0, '00', 2], ['00', 2, 3]]) add('street', z);
  add('corner', [0, 1, 2, 3]);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add('split', [n, n + 1]);
    if (n <= 33) add('split', [n, n + 3]);
  }
  for (let r = 0; r < 12; r++) add('street', range(3 * r + 1, 3 * r + 3));
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) add('corner', [n, n + 1, n + 3, n + 4]);
  for (let r = 0; r < 11; r++) add('six-line', range(3 * r + 1, 3 * r + 6));
  return out;
}

interface Lang {
  readonly games: [string, string];
  /** Templates with {n}: straight, split, street, corner, six-line, column, dozen, columns, dozens, neighbours, prison ({chance}, {k}). */
  readonly tpl: Record<'straight' | 'split' | 'street' | 'corner' | 'six-line' | 'column' | 'dozen' | 'columns' | 'dozens' | 'neighbours' | 'prison', string>;
  readonly chances: Record<'red' | 'black' | 'even' | 'odd' | 'manque' | 'passe', string>;
  readonly series: Record<'voisins-du-zero' | 'tiers-du-cylindre' | 'orphelins' | 'jeu-zero', string>;
  readonly actions: Words;
  readonly outcomes?: Words;
  readonly table?: Words;
}

function expand(l: Lang): Words {
  const out: Words = { 'game.roulette-french': l.games[0], 'game.roulette-american': l.games[1] };
  const f = (s: string, n: string | number): string => s.replace('{n}', String(n));
  for (const n of STRAIGHTS) {
    out[`bet.straight-${n}`] = f(l.tpl.straight, n);
    out[`bet.neighbours-${n}`] = f(l.tpl.neighbours, n);
  }
  for (const s of insideSpots()) if (s.kind !== 'straight') out[`bet.${s.id}`] = f(l.tpl[s.kind as 'split'], s.label);
  for (const c of [1, 2, 3]) {
    out[`bet.column-${c}`] = f(l.tpl.column, c);
    out[`bet.dozen-${c}`] = f(l.tpl.dozen, c);
  }
  for (const p of ['1-2', '2-3']) {
    out[`bet.columns-${p}`] = f(l.tpl.columns, p);
    out[`bet.dozens-${p}`] = f(l.tpl.dozens, p);
  }
  for (const [k, v] of Object.entries(l.chances)) {
    out[`bet.${k}`] = v;
    for (let lv = 1; lv <= 4; lv++) out[`bet.${k}-prison-${lv}`] = l.tpl.prison.replace('{chance}', v).replace('{k}', String(lv));
  }
  for (const [k, v] of Object.entries(l.series)) out[`bet.${k}`] = v;
  for (const [k, v] of Object.entries(l.actions)) out[`action.${k}`] = v;
  for (const [k, v] of Object.entries(l.outcomes ?? {})) out[`outcome.${k}`] = v;
  for (const [k, v] of Object.entries(l.table ?? {})) out[`roulette.${k}`] = v;
  return out;
}

const en = expand({
  games: ['French roulette', 'American roulette'],
  tpl: { straight: 'Straight up {n}', split: 'Split {n}', street: 'Street {n}', corner: 'Corner {n}', 'six-line': 'Six line {n}', column: 'Column {n}', dozen: 'Dozen {n}', columns: 'Columns {n}', dozens: 'Dozens {n}', neighbours: '{n} and neighbours', prison: '{chance} in prison ({k})' },
  chances: { red: 'Red', black: 'Black', even: 'Even', odd: 'Odd', manque: 'Manque', passe: 'Passe' },
  series: { 'voisins-du-zero': 'Voisins du zéro', 'tiers-du-cylindre': 'Tiers du cylindre', orphelins: 'Orphelins', 'jeu-zero': 'Jeu zéro' },
  actions: { place: 'Bet', 'close-bets': 'Rien ne va plus', spin: 'Spin', 'void-spin': 'No spin', 'prison-choice': 'Zero: choose', 'buy-colour-chips': 'Take colour chips', 'cash-colour-chips': 'Cash colour chips', 'announce-last-spin': 'Last spin of the session', 'change-limits': 'Change the limit', 'forbid-value-chips': 'Forbid value chips', 'allow-value-chips': 'Allow value chips', 'absent-winner': 'Absent winner: bets ride' },
  outcomes: { 'half-back': 'half back', released: 'released from prison', 'lost-in-prison': 'lost in prison', 'residual-taken': 'residual taken', 'last-spin-refund': 'last-spin refund' },
  table: {
    'phase.betting': 'Place your bets',
    'phase.closed': 'Rien ne va plus',
    'phase.zero-choice': 'Zero: half back or prison',
    'phase.over': 'Spin settled',
    last: 'Last number: {n}',
    limits: 'Minimum {min} · simple chances from {simple}',
    'limit-change': 'New minimum {min} after {n} more ball(s)',
    'last-spin': 'Last spin of the session',
    racetrack: 'Racetrack (neighbours and series)',
    other: 'Other inside bets',
    choose: 'choose…',
    prison: 'In prison',
    'prison-line': '{who}: {chance} {initial} (zeros: {k})',
    half: 'half back ({amount})',
    'go-prison': 'prison',
    colours: 'Colour chips',
    settled: 'Settled on this spin',
    'no-spin': 'No spin: {why}',
    direction: 'Wheel: {dir}',
    clockwise: 'clockwise',
    counterclockwise: 'counter-clockwise',
  },
});

const es = expand({
  games: ['Ruleta francesa', 'Ruleta americana'],
  tpl: { straight: 'Pleno {n}', split: 'Caballo {n}', street: 'Transversal {n}', corner: 'Cuadro {n}', 'six-line': 'Seisena {n}', column: 'Columna {n}', dozen: 'Docena {n}', columns: 'Dos columnas {n}', dozens: 'Dos docenas {n}', neighbours: '{n} y vecinos', prison: '{chance} en prisión ({k})' },
  chances: { red: 'Rojo', black: 'Negro', even: 'Par', odd: 'Impar', manque: 'Falta', passe: 'Pasa' },
  series: { 'voisins-du-zero': 'Vecinos del cero', 'tiers-du-cylindre': 'Tercio del cilindro', orphelins: 'Huérfanos', 'jeu-zero': 'Juego al cero' },
  actions: { place: 'Apostar', 'close-bets': 'No va más', spin: 'Lanzar la bola', 'void-spin': 'Tirada nula', 'prison-choice': 'Cero: elegir', 'buy-colour-chips': 'Fichas de color', 'cash-colour-chips': 'Cambiar fichas de color', 'announce-last-spin': 'Última jugada de la sesión', 'change-limits': 'Cambiar el límite', 'forbid-value-chips': 'Prohibir fichas de valor', 'allow-value-chips': 'Permitir fichas de valor', 'absent-winner': 'Ganador ausente: las apuestas siguen' },
  outcomes: { 'half-back': 'mitad devuelta', released: 'liberada de la prisión', 'lost-in-prison': 'perdida en prisión', 'residual-taken': 'valor residual retirado', 'last-spin-refund': 'reintegro de la última jugada' },
  table: {
    'phase.betting': 'Hagan sus apuestas',
    'phase.closed': 'No va más',
    'phase.zero-choice': 'Cero: mitad o prisión',
    'phase.over': 'Jugada liquidada',
    last: 'Último número: {n}',
    limits: 'Mínimo {min} · suertes sencillas desde {simple}',
    'limit-change': 'Nuevo mínimo {min} tras {n} bola(s) más',
    'last-spin': 'Última jugada de la sesión',
    racetrack: 'Cilindro (vecinos y series)',
    other: 'Otras suertes múltiples',
    choose: 'elegir…',
    prison: 'En prisión',
    'prison-line': '{who}: {chance} {initial} (ceros: {k})',
    half: 'retirar la mitad ({amount})',
    'go-prison': 'prisión',
    colours: 'Fichas de color',
    settled: 'Liquidado en esta jugada',
    'no-spin': 'Tirada nula: {why}',
    direction: 'Cilindro: {dir}',
    clockwise: 'sentido horario',
    counterclockwise: 'sentido antihorario',
  },
});

const eu = expand({
  games: ['Erruleta frantsesa', 'Zero bakarreko erruleta amerikarra'],
  tpl: { straight: 'Bete-betekoa {n}', split: 'Zangalatraba {n}', street: 'Zeharkako ilara {n}', corner: 'Laukia {n}', 'six-line': 'Seikoa {n}', column: 'Zutabea {n}', dozen: 'Dozena {n}', columns: 'Bi zutabe {n}', dozens: 'Bi dozena {n}', neighbours: '{n} eta ondokoak', prison: '{chance} presondegian ({k})' },
  chances: { red: 'Gorria', black: 'Beltza', even: 'Bikoitia', odd: 'Bakoitia', manque: 'Falta', passe: 'Pasa' },
  series: { 'voisins-du-zero': 'Zero sektorea', 'tiers-du-cylindre': 'Herena', orphelins: 'Zurtzak', 'jeu-zero': 'Zeroaren jokoa' },
  actions: { place: 'Apustua egin', 'close-bets': 'Besterik ez', spin: 'Bola jaurti', 'void-spin': 'Jaurtialdi baliogabea', 'prison-choice': 'Zeroa: aukeratu', 'buy-colour-chips': 'Koloretako fitxak', 'cash-colour-chips': 'Koloretako fitxak trukatu', 'announce-last-spin': 'Saioko azken jokaldia', 'change-limits': 'Muga aldatu', 'forbid-value-chips': 'Balio-fitxak debekatu', 'allow-value-chips': 'Balio-fitxak baimendu', 'absent-winner': 'Irabazle absentea' },
  outcomes: { 'half-back': 'erdia itzulia', released: 'presondegitik askatua', 'lost-in-prison': 'presondegian galdua', 'residual-taken': 'hondar-balioa erretiratua', 'last-spin-refund': 'azken jokaldiko itzulketa' },
  table: {
    'phase.betting': 'Egin zuen apustuak',
    'phase.closed': 'Besterik ez',
    'phase.zero-choice': 'Zeroa: erdia itzuli edo presondegia',
    'phase.over': 'Jokaldia likidatuta',
    last: 'Azken zenbakia: {n}',
    limits: 'Gutxienekoa {min} · aukera bakunak {simple}tik aurrera',
    'limit-change': 'Gutxieneko berria {min}, beste {n} bola igaro ondoren',
    'last-spin': 'Saioko azken jokaldia',
    racetrack: 'Zilindroa (ondokoak eta serieak)',
    other: 'Barneko beste apustu batzuk',
    choose: 'aukeratu…',
    prison: 'Presondegian',
    'prison-line': '{who}: {chance} {initial} (zeroak: {k})',
    half: 'erdia itzuli ({amount})',
    'go-prison': 'presondegia',
    colours: 'Koloretako fitxak',
    settled: 'Jokaldi honetan likidatua',
    'no-spin': 'Jaurtialdi baliogabea: {why}',
    direction: 'Zilindroa: {dir}',
    clockwise: 'erlojuaren orratzen noranzkoan',
    counterclockwise: 'erlojuaren orratzen aurkako noranzkoan',
  },
});

const ca = expand({
  games: ['Ruleta francesa', 'Ruleta americana'],
  tpl: { straight: 'Ple {n}', split: 'Cavall {n}', street: 'Transversal {n}', corner: 'Quadre {n}', 'six-line': 'Sisena {n}', column: 'Columna {n}', dozen: 'Dotzena {n}', columns: 'Dues columnes {n}', dozens: 'Dues dotzenes {n}', neighbours: '{n} i veïns', prison: '{chance} a la presó ({k})' },
  chances: { red: 'Roig', black: 'Negre', even: 'Parell', odd: 'Senar', manque: 'Falta', passe: 'Passa' },
  series: { 'voisins-du-zero': 'Veïns del zero', 'tiers-du-cylindre': 'Terç del cilindre', orphelins: 'Orfes', 'jeu-zero': 'Joc del zero' },
  actions: { place: 'Apostar', 'close-bets': 'No hi van més apostes', spin: 'Llançar la bola', 'void-spin': 'Tirada nul·la', 'prison-choice': 'Zero: triar', 'buy-colour-chips': 'Fitxes de color', 'cash-colour-chips': 'Canviar fitxes de color', 'announce-last-spin': 'Última jugada de la sessió', 'change-limits': 'Canviar el límit', 'forbid-value-chips': 'Prohibir fitxes de valor', 'allow-value-chips': 'Permetre fitxes de valor', 'absent-winner': 'Guanyador absent' },
  outcomes: { 'half-back': 'meitat retornada', released: 'alliberada de la presó', 'lost-in-prison': 'perduda a la presó', 'residual-taken': 'valor residual retirat', 'last-spin-refund': 'reintegrament de l’última jugada' },
  table: {
    'phase.betting': 'Feu les vostres apostes',
    'phase.closed': 'No hi van més apostes',
    'phase.zero-choice': 'Zero: meitat o presó',
    'phase.over': 'Jugada liquidada',
    last: 'Últim número: {n}',
    limits: 'Mínim {min} · suerts senzilles des de {simple}',
    'limit-change': 'Nou mínim {min} després de {n} bola/boles més',
    'last-spin': 'Última jugada de la sessió',
    racetrack: 'Cilindre (veïns i sèries)',
    other: 'Altres apostes múltiples',
    choose: 'triar…',
    prison: 'A la presó',
    'prison-line': '{who}: {chance} {initial} (zeros: {k})',
    half: 'retirar la meitat ({amount})',
    'go-prison': 'presó',
    colours: 'Fitxes de color',
    settled: 'Liquidat en aquesta jugada',
    'no-spin': 'Tirada nul·la: {why}',
    direction: 'Cilindre: {dir}',
    clockwise: 'sentit horari',
    counterclockwise: 'sentit antihorari',
  },
});

const el = expand({
  games: ['Γαλλική ρουλέτα', 'Αμερικανική ρουλέτα'],
  tpl: { straight: 'Νούμερο {n}', split: 'Δύο νούμερα {n}', street: 'Τριάδα {n}', corner: 'Τετράδα {n}', 'six-line': 'Εξάδα {n}', column: 'Στήλη {n}', dozen: 'Δωδεκάδα {n}', columns: 'Δύο στήλες {n}', dozens: 'Δύο δωδεκάδες {n}', neighbours: '{n} και γείτονες', prison: '{chance} στη φυλακή ({k})' },
  chances: { red: 'Κόκκινο', black: 'Μαύρο', even: 'Ζυγά', odd: 'Μονά', manque: 'Χαμηλά', passe: 'Υψηλά' },
  series: { 'voisins-du-zero': 'Γείτονες του μηδενός', 'tiers-du-cylindre': 'Τρίτο του κυλίνδρου', orphelins: 'Ορφανά', 'jeu-zero': 'Παιχνίδι του μηδενός' },
  actions: { place: 'Ποντάρισμα', 'close-bets': 'Τέλος στοιχημάτων', spin: 'Ρίψη', 'void-spin': 'Άκυρη ρίψη', 'prison-choice': 'Μηδέν: επιλογή', 'buy-colour-chips': 'Χρωματιστές μάρκες', 'cash-colour-chips': 'Εξαργύρωση χρωματιστών μαρκών', 'announce-last-spin': 'Τελευταία ρίψη', 'change-limits': 'Αλλαγή ορίου', 'forbid-value-chips': 'Απαγόρευση μαρκών αξίας', 'allow-value-chips': 'Επιτρέπονται μάρκες αξίας', 'absent-winner': 'Απών νικητής' },
  outcomes: { 'half-back': 'επιστροφή του μισού', released: 'απελευθερώθηκε από τη φυλακή', 'lost-in-prison': 'χάθηκε στη φυλακή', 'residual-taken': 'αποσύρθηκε το υπόλοιπο', 'last-spin-refund': 'επιστροφή τελευταίας ρίψης' },
  table: {
    'phase.betting': 'Ποντάρετε',
    'phase.closed': 'Τέλος στοιχημάτων',
    'phase.zero-choice': 'Μηδέν: το μισό πίσω ή φυλακή',
    'phase.over': 'Η ρίψη εκκαθαρίστηκε',
    last: 'Τελευταίος αριθμός: {n}',
    limits: 'Ελάχιστο {min} · απλές πιθανότητες από {simple}',
    'limit-change': 'Νέο ελάχιστο {min} μετά από {n} ακόμη ρίψεις',
    'last-spin': 'Τελευταία ρίψη της συνεδρίας',
    racetrack: 'Κύλινδρος (γείτονες και σειρές)',
    other: 'Άλλα εσωτερικά στοιχήματα',
    choose: 'επιλογή…',
    prison: 'Στη φυλακή',
    'prison-line': '{who}: {chance} {initial} (μηδενικά: {k})',
    half: 'το μισό πίσω ({amount})',
    'go-prison': 'φυλακή',
    colours: 'Χρωματιστές μάρκες',
    settled: 'Εκκαθαρίστηκαν σε αυτή τη ρίψη',
    'no-spin': 'Άκυρη ρίψη: {why}',
    direction: 'Τροχός: {dir}',
    clockwise: 'δεξιόστροφα',
    counterclockwise: 'αριστερόστροφα',
  },
});

const et = expand({
  games: ['Prantsuse rulett', 'Ameerika rulett'],
  tpl: { straight: 'Üksiknumber {n}', split: 'Split {n}', street: 'Street {n}', corner: 'Corner {n}', 'six-line': 'Six line {n}', column: 'Kolonn {n}', dozen: 'Tosin {n}', columns: 'Kaks kolonni {n}', dozens: 'Kaks tosinat {n}', neighbours: '{n} ja naabrid', prison: '{chance} vanglas ({k})' },
  chances: { red: 'Punane', black: 'Must', even: 'Paaris', odd: 'Paaritu', manque: 'Väikesed', passe: 'Suured' },
  series: { 'voisins-du-zero': 'Nulli naabrid', 'tiers-du-cylindre': 'Ratta kolmandik', orphelins: 'Orvud', 'jeu-zero': 'Nullimäng' },
  actions: { place: 'Panusta', 'close-bets': 'Panused on tehtud', spin: 'Spinn', 'void-spin': 'No spin', 'prison-choice': 'Null: vali', 'buy-colour-chips': 'Värvižetoonid', 'cash-colour-chips': 'Vaheta värvižetoonid', 'announce-last-spin': 'Seansi viimane spinn', 'change-limits': 'Muuda limiiti', 'forbid-value-chips': 'Keela rahažetoonid', 'allow-value-chips': 'Luba rahažetoonid', 'absent-winner': 'Puuduv võitja: panused mängivad edasi' },
  outcomes: { 'half-back': 'pool tagasi', released: 'vanglast vabastatud', 'lost-in-prison': 'vanglas kaotatud', 'residual-taken': 'jääk välja võetud', 'last-spin-refund': 'viimase spinni tagastus' },
  table: {
    'phase.betting': 'Tehke oma panused',
    'phase.closed': 'Panused on tehtud',
    'phase.zero-choice': 'Null: pool tagasi või vangla',
    'phase.over': 'Spinn arveldatud',
    last: 'Viimane number: {n}',
    limits: 'Miinimum {min} · võrdsed võimalused alates {simple}',
    'limit-change': 'Uus miinimum {min} veel {n} kuuli järel',
    'last-spin': 'Seansi viimane spinn',
    racetrack: 'Ovaal (naabrid ja seeriad)',
    other: 'Muud panused ruudustikul',
    choose: 'vali…',
    prison: 'Vanglas',
    'prison-line': '{who}: {chance} {initial} (nullid: {k})',
    half: 'pool tagasi ({amount})',
    'go-prison': 'vangla',
    colours: 'Värvižetoonid',
    settled: 'Sellel spinnil arveldatud',
    'no-spin': 'No spin: {why}',
    direction: 'Ratas: {dir}',
    clockwise: 'päripäeva',
    counterclockwise: 'vastupäeva',
  },
});

export const messages = { en, es, eu, ca, el, et };
