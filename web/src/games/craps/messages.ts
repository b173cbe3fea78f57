/**
 * @module web/games/craps/messages
 * Craps' words: the game, every bet name a settlement line carries (`bet.come-6`, `bet.right-8`, …, built from
 * the base names and the box numbers), the actions, and the table's own `craps.*` keys (complete in every
 * language). Terms follow the texts: 000 §06 (Basque: «7ko jokoa», «11ko jokoa», «zorte elkartua», «besterik ez»),
 * 001 §09 (Spanish «Juego de 7», «suerte asociada», «ya no va más»; Catalan «Joc de 7», «jugada associada»). The
 * layout's English names (Win, Don't Win, Come, Field, Big 6, Hard Ways, Any Craps, Horn, Right/Wrong Bet) are
 * those both texts use.
 */
type Words = Record<string, string>;

const POINTS = [4, 5, 6, 8, 9, 10];

/** Base words per language: `{n}` is the box number in numbered bets. */
interface Lang {
  readonly game: string;
  readonly bets: Words;
  readonly numbered: { come: string; dontCome: string; winOdds: string; dontWinOdds: string; comeOdds: string; dontComeOdds: string; right: string; wrong: string; hard: string };
  readonly actions: Words;
  readonly table?: Words;
}

function expand(l: Lang): Words {
  const out: Words = { 'game.craps': l.game };
  for (const [k, v] of Object.entries(l.bets)) out[`bet.${k}`] = v;
  const num = l.numbered;
  for (const n of POINTS) {
    const f = (s: string): string => s.replace('{n}', String(n));
    out[`bet.come-${n}`] = f(num.come);
    out[`bet.dont-come-${n}`] = f(num.dontCome);
    out[`bet.win-odds-${n}`] = f(num.winOdds);
    out[`bet.dont-win-odds-${n}`] = f(num.dontWinOdds);
    out[`bet.come-odds-${n}`] = f(num.comeOdds);
    out[`bet.dont-come-odds-${n}`] = f(num.dontComeOdds);
    out[`bet.right-${n}`] = f(num.right);
    out[`bet.wrong-${n}`] = f(num.wrong);
    if (n % 2 === 0) out[`bet.hard-${n}`] = f(num.hard);
  }
  for (const [k, v] of Object.entries(l.actions)) out[`action.${k}`] = v;
  for (const [k, v] of Object.entries(l.table ?? {})) out[`craps.${k}`] = v;
  return out;
}

const LAYOUT = { win: 'Win', 'dont-win': "Don't Win", come: 'Come', 'dont-come': "Don't Come", field: 'Field', 'big-6': 'Big 6', 'big-8': 'Big 8', 'under-7': 'Under 7', 'over-7': 'Over 7', 'any-craps': 'Any Craps', 'craps-2': 'Craps 2', 'craps-3': 'Craps 3', 'craps-12': 'Craps 12', horn: 'Horn' };

const en = expand({
  game: 'Craps',
  bets: { ...LAYOUT, 'win-odds': 'Win odds', 'dont-win-odds': "Don't Win odds", 'any-7': 'Any 7', eleven: '11' },
  numbered: { come: 'Come {n}', dontCome: "Don't Come {n}", winOdds: 'Win odds ({n})', dontWinOdds: "Don't Win odds ({n})", comeOdds: 'Come odds {n}', dontComeOdds: "Don't Come odds {n}", right: 'Right Bet {n}', wrong: 'Wrong Bet {n}', hard: 'Hard {n}' },
  actions: { bet: 'Bet', withdraw: 'Take down', 'done-betting': 'Done betting', 'decline-dice': 'Pass the dice', 'change-dice': 'Choose dice', throw: 'Throw the dice', 'no-more-bets': 'No more bets', 'invalid-throw': 'No roll', 'dice-change': 'Change of dice', 'die-found': 'Die found', 'deprive-shooter': 'Take the dice away', 'restore-shooter': 'Give back the right to throw' },
  table: {
    'puck-on': 'Point {n}',
    'puck-off': 'Come-out',
    shooter: 'Shooter: {name}',
    'no-shooter': 'Nobody holds the dice',
    'phase.betting': 'Place your bets',
    'phase.closed': 'No more bets — the shooter throws',
    'phase.over': 'Throw settled',
    'call.natural': '{n}, a winner on the come-out',
    'call.craps': '{n}, craps',
    'call.point': 'The point is {n}',
    'call.point-made': '{n}, the point is made',
    'call.seven-out': 'Seven out',
    'call.total': '{n}',
    'call.hard': '{n} the hard way',
    dice: 'Dice set {set}: {dice} in play, {reserve} in reserve',
    'die-lost': 'A die left the table: the shooter chooses his dice',
    faults: 'Throwing faults: {n}',
    limits: 'Minimum {min} · simple maximum {max}',
    mine: 'Your bets',
    others: 'Bets at the table',
    settled: 'Settled on this throw',
    'no-bets': 'No bets on the layout',
    odds: 'Odds',
    place: 'Place bets',
    center: 'Multiple chances',
    'reason.dice-broken': 'a die broke',
    'reason.dice-stacked': 'dice stacked',
    'reason.on-chip': 'on a chip',
    'reason.off-table': 'off the table',
    'reason.on-rail': 'on the rail',
    'reason.in-reserve-basket': 'in the reserve basket',
    'reason.did-not-reach-wall': 'short of the wall',
    'reason.slid': 'slid, did not roll',
    'reason.improper': 'improper throw',
  },
});

const es = expand({
  game: 'Dados (craps)',
  bets: { ...LAYOUT, 'win-odds': 'Suerte asociada al Win', 'dont-win-odds': "Suerte asociada al Don't Win", 'any-7': 'Juego de 7', eleven: 'Juego de 11' },
  numbered: { come: 'Come {n}', dontCome: "Don't Come {n}", winOdds: 'Asociada al Win ({n})', dontWinOdds: "Asociada al Don't Win ({n})", comeOdds: 'Asociada al Come {n}', dontComeOdds: "Asociada al Don't Come {n}", right: 'Right Bet {n}', wrong: 'Wrong Bet {n}', hard: 'Doble de {n}' },
  actions: { bet: 'Apostar', withdraw: 'Retirar', 'done-betting': 'He terminado de apostar', 'decline-dice': 'Ceder los dados', 'change-dice': 'Elegir dados', throw: 'Lanzar los dados', 'no-more-bets': 'Ya no va más', 'invalid-throw': 'Tirada nula', 'dice-change': 'Cambio de dados', 'die-found': 'Dado encontrado', 'deprive-shooter': 'Privar del tiro', 'restore-shooter': 'Devolver el derecho a tirar' },
  table: {
    'puck-on': 'Punto {n}',
    'puck-off': 'Primera tirada',
    shooter: 'Tirador: {name}',
    'no-shooter': 'Nadie tiene los dados',
    'phase.betting': 'Hagan sus apuestas',
    'phase.closed': 'Ya no va más — tira el tirador',
    'phase.over': 'Tirada liquidada',
    'call.natural': '{n}, gana la primera tirada',
    'call.craps': '{n}, craps',
    'call.point': 'El punto es {n}',
    'call.point-made': '{n}, se repite el punto',
    'call.seven-out': 'Siete: los dados cambian de mano',
    'call.total': '{n}',
    'call.hard': '{n}, doble',
    dice: 'Juego de dados {set}: {dice} en juego, {reserve} en reserva',
    'die-lost': 'Un dado salió de la mesa: el tirador elige sus dados',
    faults: 'Faltas de lanzamiento: {n}',
    limits: 'Mínimo {min} · máximo en suertes sencillas {max}',
    mine: 'Sus apuestas',
    others: 'Apuestas en la mesa',
    settled: 'Liquidado en esta tirada',
    'no-bets': 'No hay apuestas en el paño',
    odds: 'Suertes asociadas',
    place: 'Place bets',
    center: 'Suertes múltiples',
    'reason.dice-broken': 'dado roto',
    'reason.dice-stacked': 'dados superpuestos',
    'reason.on-chip': 'sobre una ficha',
    'reason.off-table': 'fuera de la mesa',
    'reason.on-rail': 'sobre el borde',
    'reason.in-reserve-basket': 'en el cesto de reserva',
    'reason.did-not-reach-wall': 'sin tocar el borde opuesto',
    'reason.slid': 'deslizados, sin rodar',
    'reason.improper': 'lanzamiento incorrecto',
  },
});

const eu = expand({
  game: 'Dadoak (craps)',
  bets: { ...LAYOUT, 'win-odds': 'Win-i elkartutako zortea', 'dont-win-odds': "Dont Win-i lotutako zortea", 'any-7': '7ko jokoa', eleven: '11ko jokoa' },
  numbered: { come: 'Come {n}', dontCome: "Don't Come {n}", winOdds: 'Win-i elkartua ({n})', dontWinOdds: "Dont Win-i lotua ({n})", comeOdds: 'Come-ri lotua {n}', dontComeOdds: "Dont Come-ri lotua {n}", right: 'Right Bet {n}', wrong: 'Wrong Bet {n}', hard: '{n}ko bikoitza' },
  actions: { bet: 'Apustua egin', withdraw: 'Erretiratu', 'done-betting': 'Apustuak eginda', 'decline-dice': 'Dadoei uko egin', 'change-dice': 'Dadoak aukeratu', throw: 'Dadoak jaurti', 'no-more-bets': 'Besterik ez', 'invalid-throw': 'Jaurtialdi baliogabea', 'dice-change': 'Dado-aldaketa', 'die-found': 'Dadoa aurkitu da', 'deprive-shooter': 'Jaurtitzeko eskubidea kendu', 'restore-shooter': 'Jaurtitzeko eskubidea itzuli' },
  table: {
    'puck-on': '{n} puntua',
    'puck-off': 'Lehendabiziko jaurtialdia',
    shooter: 'Jaurtitzailea: {name}',
    'no-shooter': 'Inork ez ditu dadoak',
    'phase.betting': 'Egin zuen apustuak',
    'phase.closed': 'Besterik ez — jaurtitzaileak jaurtitzen du',
    'phase.over': 'Jaurtialdia likidatuta',
    'call.natural': '{n}: irabazten du lehendabiziko jaurtialdian',
    'call.craps': '{n}: craps',
    'call.point': 'Puntua {n} da',
    'call.point-made': '{n}: puntua egin da',
    'call.seven-out': '7: dadoak eskuz aldatzen dira',
    'call.total': '{n}',
    'call.hard': '{n} bikoitza',
    dice: '{set}. dado-jokoa: {dice} jokoan, {reserve} erreserban',
    'die-lost': 'Dado bat mahaitik irten da: jaurtitzaileak bere dadoak aukeratzen ditu',
    faults: 'Jaurtiketa-hutsegiteak: {n}',
    limits: 'Gutxienekoa {min} · zorte bakunen gehienekoa {max}',
    mine: 'Zure apustuak',
    others: 'Mahaiko apustuak',
    settled: 'Jaurtialdi honetan likidatua',
    'no-bets': 'Ez dago apusturik oihalean',
    odds: 'Zorte elkartuak',
    place: 'Place bets',
    center: 'Zorte anitzak',
    'reason.dice-broken': 'dado bat hautsi da',
    'reason.dice-stacked': 'dadoak bata bestearen gainean',
    'reason.on-chip': 'fitxa baten gainean',
    'reason.off-table': 'mahaitik kanpo',
    'reason.on-rail': 'ertzaren gainean',
    'reason.in-reserve-basket': 'erreserbako saskian',
    'reason.did-not-reach-wall': 'ez da aurkako hormara iritsi',
    'reason.slid': 'irristatu da, ez da biraka ibili',
    'reason.improper': 'jaurtiketa okerra',
  },
});

const ca = expand({
  game: 'Daus (craps)',
  bets: { ...LAYOUT, 'win-odds': 'Jugada associada al win', 'dont-win-odds': "Jugada associada al don't win", 'any-7': 'Joc de 7', eleven: "Joc d'11" },
  numbered: { come: 'Come {n}', dontCome: "Don't Come {n}", winOdds: 'Associada al win ({n})', dontWinOdds: "Associada al don't win ({n})", comeOdds: 'Associada al come {n}', dontComeOdds: "Associada al don't come {n}", right: 'Right Bet {n}', wrong: 'Wrong Bet {n}', hard: 'Doble de {n}' },
  actions: { bet: 'Apostar', withdraw: 'Retirar', 'done-betting': 'He acabat d\'apostar', 'decline-dice': 'Refusar els daus', 'change-dice': 'Triar daus', throw: 'Llançar els daus', 'no-more-bets': 'No hi van més apostes', 'invalid-throw': 'Tirada nul·la', 'dice-change': 'Canvi de daus', 'die-found': 'Dau trobat', 'deprive-shooter': 'Privar del llançament', 'restore-shooter': 'Retornar el dret a llançar' },
  table: {
    'puck-on': 'Punt {n}',
    'puck-off': 'Primera tirada',
    shooter: 'Tirador: {name}',
    'no-shooter': 'Ningú no té els daus',
    'phase.betting': 'Feu les vostres apostes',
    'phase.closed': 'No hi van més apostes — tira el tirador',
    'phase.over': 'Tirada liquidada',
    'call.natural': '{n}, guanya la primera tirada',
    'call.craps': '{n}, craps',
    'call.point': 'El punt és {n}',
    'call.point-made': '{n}, es repeteix el punt',
    'call.seven-out': 'Set: els daus canvien de mà',
    'call.total': '{n}',
    'call.hard': '{n}, doble',
    dice: 'Joc de daus {set}: {dice} en joc, {reserve} en reserva',
    'die-lost': 'Un dau ha eixit de la taula: el tirador tria els seus daus',
    faults: 'Faltes de llançament: {n}',
    limits: 'Mínim {min} · màxim en jugades senzilles {max}',
    mine: 'Les vostres apostes',
    others: 'Apostes a la taula',
    settled: 'Liquidat en aquesta tirada',
    'no-bets': 'No hi ha apostes al drap',
    odds: 'Jugades associades',
    place: 'Place bets',
    center: 'Jugades múltiples',
    'reason.dice-broken': 'dau trencat',
    'reason.dice-stacked': 'daus superposats',
    'reason.on-chip': 'damunt d’una fitxa',
    'reason.off-table': 'fora de la taula',
    'reason.on-rail': 'damunt de la vora',
    'reason.in-reserve-basket': 'al cistell de reserva',
    'reason.did-not-reach-wall': 'sense tocar la vora oposada',
    'reason.slid': 'lliscats, sense rodar',
    'reason.improper': 'llançament incorrecte',
  },
});

const el = expand({
  game: 'Ζάρια (craps)',
  bets: { ...LAYOUT, 'win-odds': 'Odds στο Win', 'dont-win-odds': "Odds στο Don't Win", 'any-7': 'Οποιοδήποτε 7', eleven: '11', 'under-7': 'Κάτω από 7', 'over-7': 'Πάνω από 7' },
  numbered: { come: 'Come {n}', dontCome: "Don't Come {n}", winOdds: 'Odds στο Win ({n})', dontWinOdds: "Odds στο Don't Win ({n})", comeOdds: 'Odds στο Come {n}', dontComeOdds: "Odds στο Don't Come {n}", right: 'Right Bet {n}', wrong: 'Wrong Bet {n}', hard: 'Hard {n}' },
  actions: { bet: 'Ποντάρισμα', withdraw: 'Απόσυρση', 'done-betting': 'Τέλος πονταρίσματος', 'decline-dice': 'Παραχώρηση των ζαριών', 'change-dice': 'Επιλογή ζαριών', throw: 'Ρίψη των ζαριών', 'no-more-bets': 'Τέλος στοιχημάτων', 'invalid-throw': 'Άκυρη ρίψη', 'dice-change': 'Αλλαγή ζαριών', 'die-found': 'Το ζάρι βρέθηκε', 'deprive-shooter': 'Αφαίρεση του δικαιώματος ρίψης', 'restore-shooter': 'Επιστροφή του δικαιώματος ρίψης' },
  table: {
    'puck-on': 'Πόντος {n}',
    'puck-off': 'Πρώτη ρίψη',
    shooter: 'Ρίπτης: {name}',
    'no-shooter': 'Κανείς δεν κρατά τα ζάρια',
    'phase.betting': 'Ποντάρετε',
    'phase.closed': 'Τέλος στοιχημάτων — ρίχνει ο ρίπτης',
    'phase.over': 'Η ρίψη εκκαθαρίστηκε',
    'call.natural': '{n}, κερδίζει στην πρώτη ρίψη',
    'call.craps': '{n}, craps',
    'call.point': 'Ο πόντος είναι {n}',
    'call.point-made': '{n}, ο πόντος βγήκε',
    'call.seven-out': 'Επτά: τα ζάρια αλλάζουν χέρι',
    'call.total': '{n}',
    'call.hard': '{n} διπλό',
    dice: 'Σετ ζαριών {set}: {dice} σε παιχνίδι, {reserve} σε εφεδρεία',
    'die-lost': 'Ένα ζάρι βγήκε από το τραπέζι: ο ρίπτης διαλέγει τα ζάρια του',
    faults: 'Λάθη ρίψης: {n}',
    limits: 'Ελάχιστο {min} · μέγιστο στις απλές πιθανότητες {max}',
    mine: 'Τα στοιχήματά σας',
    others: 'Στοιχήματα στο τραπέζι',
    settled: 'Εκκαθαρίστηκαν σε αυτή τη ρίψη',
    'no-bets': 'Δεν υπάρχουν στοιχήματα στην τσόχα',
    odds: 'Συνδεδεμένα στοιχήματα (odds)',
    place: 'Place bets',
    center: 'Πολλαπλές πιθανότητες',
    'reason.dice-broken': 'ένα ζάρι έσπασε',
    'reason.dice-stacked': 'ζάρια το ένα πάνω στο άλλο',
    'reason.on-chip': 'πάνω σε μάρκα',
    'reason.off-table': 'έξω από το τραπέζι',
    'reason.on-rail': 'πάνω στο χείλος',
    'reason.in-reserve-basket': 'στο καλάθι εφεδρείας',
    'reason.did-not-reach-wall': 'δεν έφτασε στο τοίχωμα',
    'reason.slid': 'γλίστρησαν χωρίς να κυλήσουν',
    'reason.improper': 'αντικανονική ρίψη',
  },
});

const et = expand({
  game: 'Täringud (craps)',
  bets: { ...LAYOUT, 'win-odds': 'Win-i koefitsient', 'dont-win-odds': "Don't Win-i koefitsient", 'any-7': 'Iga 7', eleven: '11', 'under-7': 'Alla 7', 'over-7': 'Üle 7' },
  numbered: { come: 'Come {n}', dontCome: "Don't Come {n}", winOdds: 'Win-i koefitsient ({n})', dontWinOdds: "Don't Win-i koefitsient ({n})", comeOdds: 'Come koefitsient {n}', dontComeOdds: "Don't Come koefitsient {n}", right: 'Right Bet {n}', wrong: 'Wrong Bet {n}', hard: 'Hard {n}' },
  actions: { bet: 'Panusta', withdraw: 'Võta tagasi', 'done-betting': 'Panustamine lõpetatud', 'decline-dice': 'Loobu täringutest', 'change-dice': 'Vali täringud', throw: 'Viska täringud', 'no-more-bets': 'Panused on tehtud', 'invalid-throw': 'Kehtetu vise', 'dice-change': 'Täringute vahetus', 'die-found': 'Täring leitud', 'deprive-shooter': 'Võta viskeõigus', 'restore-shooter': 'Anna viskeõigus tagasi' },
  table: {
    'puck-on': 'Punkt {n}',
    'puck-off': 'Avavise',
    shooter: 'Viskaja: {name}',
    'no-shooter': 'Täringud pole kellelgi',
    'phase.betting': 'Tehke oma panused',
    'phase.closed': 'Panused on tehtud — viskaja viskab',
    'phase.over': 'Vise arveldatud',
    'call.natural': '{n}, võidab avaviskel',
    'call.craps': '{n}, craps',
    'call.point': 'Punkt on {n}',
    'call.point-made': '{n}, punkt on tehtud',
    'call.seven-out': 'Seitse: täringud lähevad järgmisele',
    'call.total': '{n}',
    'call.hard': '{n} paarina',
    dice: 'Täringukomplekt {set}: mängus {dice}, varus {reserve}',
    'die-lost': 'Täring kukkus lauast välja: viskaja valib oma täringud',
    faults: 'Viskevead: {n}',
    limits: 'Miinimum {min} · lihtpanuste maksimum {max}',
    mine: 'Sinu panused',
    others: 'Panused laual',
    settled: 'Sellel viskel arveldatud',
    'no-bets': 'Laual pole panuseid',
    odds: 'Koefitsiendipanused',
    place: 'Place bets',
    center: 'Mitmikvõimalused',
    'reason.dice-broken': 'täring läks katki',
    'reason.dice-stacked': 'täringud üksteise peal',
    'reason.on-chip': 'žetooni peal',
    'reason.off-table': 'lauast väljas',
    'reason.on-rail': 'laua serval',
    'reason.in-reserve-basket': 'varukorvis',
    'reason.did-not-reach-wall': 'ei jõudnud seinani',
    'reason.slid': 'libises, ei veerenud',
    'reason.improper': 'vale vise',
  },
});

export const messages = { en, es, eu, ca, el, et };
