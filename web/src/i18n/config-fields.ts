/**
 * @module web/i18n/config-fields
 * The names of the table configuration's numeric fields that the dealer's panel lets the dealer change
 * (`config.<path>`, web/src/views/dealer.ts), per locale: the limits of each family, roulette's maximum per bet
 * as a multiple of the minimum (`config.maxMultipliers.<bet>`), the chip unit, craps' staff and dice.
 */
import type { Locale } from '../../../src/i18n/locale.js';

const ROULETTE_BETS = ['straight', 'split', 'street', 'corner', 'six-line', 'column', 'dozen', 'two-columns', 'two-dozens', 'even-chance'] as const;

interface Words {
  readonly fields: Record<string, string>;
  /** `{bet}`: the bet's name; the maximum on it as a multiple of the minimum. */
  readonly multiple: string;
  readonly bets: readonly string[];
}

const WORDS: Record<Locale, Words> = {
  en: {
    fields: { min: 'Minimum bet', simpleMax: 'Maximum on the simple bets', 'staff.heads': 'Heads of table', 'staff.croupiers': 'Croupiers', 'staff.stickmen': 'Stickmen', 'staff.croupierStickmen': 'Croupier-stickmen', diceSideMm: 'Dice side (mm)', minBet: 'Minimum bet', maxBet: 'Maximum bet', tieMin: 'Minimum on the tie', tieMax: 'Maximum on the tie', puntoMin: 'Punto minimum', bankMin: 'Bank minimum', bankMax: 'Bank maximum', minStake: 'Minimum stake', maxStake: 'Maximum stake', unit: 'Betting unit', freeBankTables: 'Free-bank tables in the casino', simpleMinimum: 'Minimum on the simple chances', chipUnit: 'Chip unit', colours: 'Colour-chip colours', authorisedMinimum: 'Authorised minimum', numberMaximum: 'Maximum on a number', simpleMaximum: 'Maximum on the simple chances', float: 'Table float', maximumMultiplier: 'Maximum (× minimum)' },
    multiple: 'Maximum (× minimum): {bet}',
    bets: ['straight up', 'split', 'street', 'corner', 'six line', 'column', 'dozen', 'two columns', 'two dozens', 'simple chance'],
  },
  es: {
    fields: { min: 'Apuesta mínima', simpleMax: 'Máximo en las suertes sencillas', 'staff.heads': 'Jefes de mesa', 'staff.croupiers': 'Crupieres', 'staff.stickmen': 'Stickmen', 'staff.croupierStickmen': 'Crupieres-stickmen', diceSideMm: 'Lado del dado (mm)', minBet: 'Apuesta mínima', maxBet: 'Apuesta máxima', tieMin: 'Mínimo al empate', tieMax: 'Máximo al empate', puntoMin: 'Mínimo del punto', bankMin: 'Mínimo de la banca', bankMax: 'Máximo de la banca', minStake: 'Postura mínima', maxStake: 'Postura máxima', unit: 'Unidad de apuesta', freeBankTables: 'Mesas de banca libre del casino', simpleMinimum: 'Mínimo en las suertes sencillas', chipUnit: 'Unidad de ficha', colours: 'Colores de fichas de color', authorisedMinimum: 'Mínimo autorizado', numberMaximum: 'Máximo a un número', simpleMaximum: 'Máximo en las suertes sencillas', float: 'Reserva de la mesa', maximumMultiplier: 'Máximo (× mínimo)' },
    multiple: 'Máximo (× mínimo): {bet}',
    bets: ['pleno', 'caballo', 'transversal', 'cuadro', 'seisena', 'columna', 'docena', 'dos columnas', 'dos docenas', 'suerte sencilla'],
  },
  eu: {
    fields: { min: 'Gutxieneko apustua', simpleMax: 'Gehienekoa apustu bakunetan', 'staff.heads': 'Mahaiburuak', 'staff.croupiers': 'Croupierrak', 'staff.stickmen': 'Stickmanak', 'staff.croupierStickmen': 'Croupier-stickmanak', diceSideMm: 'Dadoaren aldea (mm)', minBet: 'Gutxieneko apustua', maxBet: 'Gehieneko apustua', tieMin: 'Gutxienekoa berdinketan', tieMax: 'Gehienekoa berdinketan', puntoMin: 'Puntuaren gutxienekoa', bankMin: 'Bankuaren gutxienekoa', bankMax: 'Bankuaren gehienekoa', minStake: 'Gutxieneko apustua', maxStake: 'Gehieneko apustua', unit: 'Apustu-unitatea', freeBankTables: 'Kasinoko banku libreko mahaiak', simpleMinimum: 'Gutxienekoa aukera bakunetan', chipUnit: 'Fitxa-unitatea', colours: 'Koloretako fitxen koloreak', authorisedMinimum: 'Baimendutako gutxienekoa', numberMaximum: 'Gehienekoa zenbaki batean', simpleMaximum: 'Gehienekoa aukera bakunetan', float: 'Mahaiaren erreserba', maximumMultiplier: 'Gehienekoa (× gutxienekoa)' },
    multiple: 'Gehienekoa (× gutxienekoa): {bet}',
    bets: ['bete-betekoa', 'zangalatraba', 'zeharkako ilara', 'laukia', 'seikoa', 'zutabea', 'dozena', 'bi zutabe', 'bi dozena', 'aukera bakuna'],
  },
  ca: {
    fields: { min: 'Aposta mínima', simpleMax: 'Màxim en les jugades senzilles', 'staff.heads': 'Caps de taula', 'staff.croupiers': 'Crupiers', 'staff.stickmen': 'Stickmen', 'staff.croupierStickmen': 'Crupiers-stickmen', diceSideMm: 'Costat del dau (mm)', minBet: 'Aposta mínima', maxBet: 'Aposta màxima', tieMin: 'Mínim a l’empat', tieMax: 'Màxim a l’empat', puntoMin: 'Mínim del punt', bankMin: 'Mínim de la banca', bankMax: 'Màxim de la banca', minStake: 'Posta mínima', maxStake: 'Posta màxima', unit: 'Unitat d’aposta', freeBankTables: 'Taules de banca lliure del casino', simpleMinimum: 'Mínim en les suerts senzilles', chipUnit: 'Unitat de fitxa', colours: 'Colors de fitxes de color', authorisedMinimum: 'Mínim autoritzat', numberMaximum: 'Màxim a un número', simpleMaximum: 'Màxim en les suerts senzilles', float: 'Reserva de la taula', maximumMultiplier: 'Màxim (× mínim)' },
    multiple: 'Màxim (× mínim): {bet}',
    bets: ['ple', 'cavall', 'transversal', 'quadre', 'sisena', 'columna', 'dotzena', 'dues columnes', 'dues dotzenes', 'suert senzilla'],
  },
  el: {
    fields: { min: 'Ελάχιστη μίζα', simpleMax: 'Μέγιστο στα απλά στοιχήματα', 'staff.heads': 'Προϊστάμενοι τραπεζιού', 'staff.croupiers': 'Κρουπιέρηδες', 'staff.stickmen': 'Stickmen', 'staff.croupierStickmen': 'Κρουπιέρηδες-stickmen', diceSideMm: 'Πλευρά ζαριού (mm)', minBet: 'Ελάχιστη μίζα', maxBet: 'Μέγιστη μίζα', tieMin: 'Ελάχιστο στην ισοπαλία', tieMax: 'Μέγιστο στην ισοπαλία', puntoMin: 'Ελάχιστο του πούντο', bankMin: 'Ελάχιστο της μπάνκας', bankMax: 'Μέγιστο της μπάνκας', minStake: 'Ελάχιστη μίζα', maxStake: 'Μέγιστη μίζα', unit: 'Μονάδα πονταρίσματος', freeBankTables: 'Τραπέζια ελεύθερης μπάνκας του καζίνο', simpleMinimum: 'Ελάχιστο στις απλές πιθανότητες', chipUnit: 'Μονάδα μάρκας', colours: 'Χρώματα χρωματιστών μαρκών', authorisedMinimum: 'Εγκεκριμένο ελάχιστο', numberMaximum: 'Μέγιστο σε αριθμό', simpleMaximum: 'Μέγιστο στις απλές πιθανότητες', float: 'Αποθεματικό τραπεζιού', maximumMultiplier: 'Μέγιστο (× ελάχιστο)' },
    multiple: 'Μέγιστο (× ελάχιστο): {bet}',
    bets: ['νούμερο', 'δύο νούμερα', 'τριάδα', 'τετράδα', 'εξάδα', 'στήλη', 'δωδεκάδα', 'δύο στήλες', 'δύο δωδεκάδες', 'απλή πιθανότητα'],
  },
  et: {
    fields: { min: 'Miinimumpanus', simpleMax: 'Lihtpanuste maksimum', 'staff.heads': 'Lauajuhid', 'staff.croupiers': 'Diilerid', 'staff.stickmen': 'Stickmanid', 'staff.croupierStickmen': 'Diilerid-stickmanid', diceSideMm: 'Täringu külg (mm)', minBet: 'Miinimumpanus', maxBet: 'Maksimumpanus', tieMin: 'Viigi miinimum', tieMax: 'Viigi maksimum', puntoMin: 'Mänguri miinimum', bankMin: 'Panga miinimum', bankMax: 'Panga maksimum', minStake: 'Miinimumpanus', maxStake: 'Maksimumpanus', unit: 'Panuseühik', freeBankTables: 'Kasiino vaba panga lauad', simpleMinimum: 'Võrdsete võimaluste miinimum', chipUnit: 'Žetooniühik', colours: 'Värvižetoonide värvid', authorisedMinimum: 'Lubatud miinimum', numberMaximum: 'Numbri maksimum', simpleMaximum: 'Võrdsete võimaluste maksimum', float: 'Laua kassa', maximumMultiplier: 'Maksimum (× miinimum)' },
    multiple: 'Maksimum (× miinimum): {bet}',
    bets: ['üksiknumber', 'split', 'street', 'corner', 'six line', 'kolonn', 'tosin', 'kaks kolonni', 'kaks tosinat', 'võrdne võimalus'],
  },
};

function expand(w: Words): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(w.fields)) out[`config.${k}`] = v;
  ROULETTE_BETS.forEach((b, i) => { out[`config.maxMultipliers.${b}`] = w.multiple.replace('{bet}', w.bets[i] as string); });
  return out;
}

/** Per locale: `config.<path>` → the field's name. */
export const CONFIG_FIELDS: Record<Locale, Record<string, string>> = {
  en: expand(WORDS.en), es: expand(WORDS.es), eu: expand(WORDS.eu), ca: expand(WORDS.ca), el: expand(WORDS.el), et: expand(WORDS.et),
};
