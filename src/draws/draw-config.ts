/**
 * @module draws/draw-config
 * The configuration of one of the catalogue's draw games (000-A6 to A10), validated whole before anything is sold:
 * a lottery with fixed prizes or with pari-mutuel prizes (A6 a, b), a lot of instant tickets (A7), a raffle of goods
 * (A8), a tombola (A9) or a promotional random combination (A10). The texts give no numbers (prices, prize tables,
 * shares are the organiser's); they give rules, and each rule is a check here that refuses a configuration breaking
 * it, with the paragraph it enforces. Money is integer minor units.
 */
import { z } from 'zod';
import { ConfigError } from '../core/errors.js';

const minor = z.number().int().positive();
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes');

/** A prize in kind: goods or a service, described and valued (the value is what a tombola's takings must cover). */
const kindPrize = z.object({ kind: z.enum(['goods', 'service']), description: z.string().min(1), value: minor }).strict();
/** Money or its substitutes (vouchers, chips): what a raffle may never give (000-A8). */
const moneyPrize = z.object({ kind: z.enum(['cash', 'voucher']), description: z.string().min(1).optional(), value: minor }).strict();

/** A percentage as an exact fraction (`{ num: 55, den: 100 }`), never a float. */
const share = z.object({ num: z.number().int().min(0), den: z.number().int().positive() }).strict().refine((s) => s.num <= s.den, 'a share is at most the whole');

/** What every draw game has: its id, its name and (but a promotion) the price of a ticket. */
const named = { id, name: z.string().min(1) };
const priced = { ...named, price: minor };

/** A lottery's ticket: the numbers of the draw (1..numbers), how many are drawn, how many a ticket carries. */
const lotteryBase = {
  ...priced,
  numbers: z.number().int().min(2).max(200),
  drawn: z.number().int().positive(),
  pick: z.number().int().positive(),
};

/** 000-A6 a: fixed draws. The buyer's combination is printed on the ticket and the prize for each class is fixed. */
export const fixedLotterySchema = z.object({
  kind: z.literal('lottery-fixed'),
  ...lotteryBase,
  /** Fixed amount per matching count: 000-A6 a, the buyer knows «zein sari lortzeko aukera daukan, kopuru finkokoa». */
  prizes: z.array(z.object({ matches: z.number().int().min(0), amount: minor }).strict()).min(1),
}).strict();

/** 000-A6 b: the prize depends on the number of participants and their choices (a pari-mutuel pool). */
export const pariMutuelLotterySchema = z.object({
  kind: z.literal('lottery-pari-mutuel'),
  ...lotteryBase,
  /** The part of the takings that goes to the prizes; the rest is the organiser's. */
  prizeShare: share,
  /** How the prize fund is split among the classes (shares summing to the whole). */
  classes: z.array(z.object({ matches: z.number().int().min(0), share }).strict()).min(1),
  /**
   * A class with no winner: its fund carries to the next draw of the lottery (`carry`, the usual pari-mutuel rule, so
   * every cent of the prize share reaches players) or goes to the organiser (`organiser`). The text is silent.
   */
  unwon: z.enum(['carry', 'organiser']).default('carry'),
}).strict();

/** 000-A7: a lot of instant tickets in series, each with a unique validation code and a predetermined prize. */
export const instantLotSchema = z.object({
  kind: z.literal('instant-lot'),
  ...priced,
  series: z.number().int().positive().max(10_000),
  ticketsPerSeries: z.number().int().positive().max(1_000_000),
  /** The predetermined prize table (000-A7 ¶3): how many tickets of the lot win each amount, paid in cash (¶4). */
  prizes: z.array(z.object({ amount: minor, count: z.number().int().positive() }).strict()).min(1),
}).strict();

/** 000-A8: a raffle of goods or services among the buyers of tickets at one fixed price, numbered consecutively. */
export const raffleSchema = z.object({
  kind: z.literal('raffle'),
  ...priced,
  /** The secret order of every ticket is kept until the draw: at most 100,000 tickets (a decision of size). */
  tickets: z.number().int().positive().max(100_000),
  /** Validated below: a money prize is named so that it can be refused with the paragraph, not as a shape error. */
  prizes: z.array(z.union([kindPrize, moneyPrize])).min(1),
}).strict();

/** 000-A9: a simultaneous draw of several objects; a ticket wins at once, or by points up to a set figure. */
export const tombolaSchema = z.object({
  kind: z.literal('tombola'),
  ...priced,
  tickets: z.number().int().positive().max(1_000_000),
  objects: z.array(z.object({ prize: kindPrize, count: z.number().int().positive().default(1) }).strict()).min(1),
  /** `immediate`: a ticket names the object it wins; `points`: tickets carry points, an object for `pointsToWin`. */
  mode: z.enum(['immediate', 'points']),
  pointsToWin: z.number().int().positive().optional(),
  /** Points mode: how many tickets of the lot carry each number of points (the rest carry none). */
  points: z.array(z.object({ points: z.number().int().positive(), count: z.number().int().positive() }).strict()).optional(),
}).strict();

/** 000-A10: a draw that advertises a product or service; taking part costs nothing beyond the usual price. */
export const promotionSchema = z.object({
  kind: z.literal('promotion'),
  ...named,
  product: z.string().min(1),
  /** What taking part adds to the product's usual price: 000-A10 allows none. */
  surcharge: z.number().int().min(0),
  /** The entries handed out with purchases, numbered 1..entries (at most 100,000, as a raffle's tickets). */
  entries: z.number().int().positive().max(100_000),
  prizes: z.array(z.union([kindPrize, moneyPrize])).min(1),
}).strict();

export const drawConfigSchema = z.discriminatedUnion('kind', [fixedLotterySchema, pariMutuelLotterySchema, instantLotSchema, raffleSchema, tombolaSchema, promotionSchema]);

export type FixedLottery = z.infer<typeof fixedLotterySchema>;
export type PariMutuelLottery = z.infer<typeof pariMutuelLotterySchema>;
export type Lottery = FixedLottery | PariMutuelLottery;
export type InstantLot = z.infer<typeof instantLotSchema>;
export type Raffle = z.infer<typeof raffleSchema>;
export type Tombola = z.infer<typeof tombolaSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type DrawConfig = z.infer<typeof drawConfigSchema>;
export type DrawKind = DrawConfig['kind'];

/** A configuration that breaks a rule of its text: `draws/<rule>`, with the paragraph. */
export class DrawConfigError extends ConfigError {
  constructor(code: string, message: string, readonly cite: string) {
    super(`draws/${code}`, `${message} (${cite})`, { cite });
  }
}

const fail = (code: string, message: string, cite: string): never => {
  throw new DrawConfigError(code, message, cite);
};

function checkLotteryShape(c: Lottery): void {
  if (c.drawn >= c.numbers) fail('bad-draw', `a draw of ${c.drawn} from ${c.numbers} numbers draws them all`, '000-A6');
  if (c.pick > c.numbers) fail('bad-draw', `a ticket of ${c.pick} numbers from ${c.numbers}`, '000-A6');
  const classes = c.kind === 'lottery-fixed' ? c.prizes.map((p) => p.matches) : c.classes.map((k) => k.matches);
  if (new Set(classes).size !== classes.length) fail('bad-prizes', 'each prize class (number of matches) once', '000-A6');
  const most = Math.min(c.pick, c.drawn);
  const over = classes.find((m) => m > most);
  if (over !== undefined) fail('bad-prizes', `a class of ${over} matches, where at most ${most} can match`, '000-A6');
}

/**
 * Parses and checks a draw game's configuration; a configuration that does not validate is refused whole, with the
 * paragraph it breaks. Returns the parsed configuration (defaults filled in).
 */
export function validateDraw(input: unknown): DrawConfig {
  const parsed = drawConfigSchema.safeParse(input);
  if (!parsed.success) throw new DrawConfigError('invalid', parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '), '000-A6–A10');
  const c = parsed.data;
  switch (c.kind) {
    case 'lottery-fixed':
      checkLotteryShape(c);
      break;
    case 'lottery-pari-mutuel': {
      checkLotteryShape(c);
      // The classes split the whole prize fund: a part left unassigned would be taken from players without a rule.
      const den = c.classes.reduce((l, k) => lcm(l, k.share.den), 1);
      const total = c.classes.reduce((s, k) => s + (k.share.num * den) / k.share.den, 0);
      if (total !== den) fail('bad-classes', 'the classes\' shares of the prize fund must add up to the whole fund', '000-A6 b');
      break;
    }
    case 'instant-lot': {
      const tickets = c.series * c.ticketsPerSeries;
      const winners = c.prizes.reduce((s, p) => s + p.count, 0);
      if (tickets > 1_000_000) fail('lot-too-large', `a lot of ${tickets} tickets: at most 1,000,000 per lot (a decision of size; issue another lot)`, '000-A7 ¶2 b');
      if (winners > tickets) fail('too-many-prizes', `${winners} winning tickets in a lot of ${tickets}`, '000-A7 ¶3');
      if (new Set(c.prizes.map((p) => p.amount)).size !== c.prizes.length) fail('bad-prizes', 'each prize amount once in the prize table', '000-A7 ¶3');
      break;
    }
    case 'raffle': {
      // 000-A8: «Ez da ezein kasutan dirua edo honen ordezkorik zozketatuko»: never money or its substitutes.
      const money = c.prizes.find((p) => p.kind === 'cash' || p.kind === 'voucher');
      if (money) fail('money-prize', `a raffle draws goods or services, never money or its substitutes (a ${money.kind} prize)`, '000-A8');
      if (c.prizes.length > c.tickets) fail('too-many-prizes', `${c.prizes.length} prizes for ${c.tickets} tickets`, '000-A8');
      break;
    }
    case 'tombola': {
      const value = c.objects.reduce((s, o) => s + o.prize.value * o.count, 0);
      // 000-A9: «Prezio bakarrekoak izango diren txartel guztien baturak, gutxienez, zozketatutako gauza guztien prezioa
      // estali behar du»: the sum of all the tickets, at their single price, covers at least the price of all the objects.
      if (c.price * c.tickets < value) fail('takings-short', `the tickets' takings (${c.tickets} × ${c.price} = ${c.price * c.tickets}) do not cover the objects' value (${value})`, '000-A9');
      const objects = c.objects.reduce((s, o) => s + o.count, 0);
      if (c.mode === 'immediate' && objects > c.tickets) fail('too-many-prizes', `${objects} objects for ${c.tickets} tickets`, '000-A9');
      if (c.mode === 'points') {
        if (!c.pointsToWin || !c.points?.length) fail('points-missing', 'a tombola by points names the figure to reach and the points on its tickets', '000-A9');
        const carrying = (c.points ?? []).reduce((s, p) => s + p.count, 0);
        if (carrying > c.tickets) fail('too-many-prizes', `${carrying} tickets with points in a lot of ${c.tickets}`, '000-A9');
      }
      break;
    }
    case 'promotion':
      // 000-A10: the only consideration is consuming the product, with no increase over its usual cost.
      if (c.surcharge !== 0) fail('surcharge', `taking part may not add to the product's usual price (a surcharge of ${c.surcharge})`, '000-A10');
      if (c.prizes.length > c.entries) fail('too-many-prizes', `${c.prizes.length} prizes for ${c.entries} entries`, '000-A10');
      break;
  }
  return c;
}

function lcm(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return (a / x) * b;
}
