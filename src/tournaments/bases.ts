/**
 * @module tournaments/bases
 * A poker tournament's bases (000 Art. 2bis 1.b: registration and cost, game rules, classification, prizes) as a
 * zod schema: the circle-poker variant and profile it plays (a registry id), sit & go or scheduled, the entry (to
 * the prize pool) and the fee (the organisation's share, to the house's revenue: 000 Art. 2bis 1.d), the starting
 * stack, seats per table, the field's size, the levels and breaks (with their colour-ups), late registration,
 * re-entry, rebuy and add-on, the prize table, the ranking fund's share (003 §3.4.3), hand-for-hand near the money
 * (003 §3.1.9.5) and the classification rule. `validateBases` refuses bad bases with a `TournamentError` naming the
 * field. Money is in minor units; chips are tournament chips, never money.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { games } from '../registry.js';
import { TournamentError } from './errors.js';

const int = z.number().int();
const money = int.min(0).max(100_000_000);
const chips = int.min(1).max(1_000_000_000);

const level = z.object({ small: int.min(0), big: int.min(1), ante: int.min(0), minutes: int.min(1).max(600) }).strict();
const pause = z
  .object({
    /** The break follows this level (1-based). */
    afterLevel: int.min(1),
    minutes: int.min(1).max(240),
    /** A colour-up at this break: the chip denomination removed and the smallest one left (003 §3.1.4.2). */
    colourUp: z.object({ remove: int.min(1), smallest: int.min(2) }).strict().nullable(),
  })
  .strict();
/** A purchase of chips during play: its money (entry to the pool, fee to the house), the chips, until which level. */
const purchase = z.object({ entry: money, fee: money, chips, untilLevel: int.min(1), max: int.min(1).max(100) }).strict();

export const basesSchema = z
  .object({
    id: z.string().min(1).max(80).regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(200),
    game: z.string().min(1),
    profile: z.string().min(1),
    kind: z.enum(['sit-and-go', 'scheduled']),
    /** A scheduled tournament's start (ms since the epoch); null for a sit & go (it starts when full). */
    startsAt: int.min(0).nullable(),
    entry: money,
    fee: money,
    startingStack: chips,
    seatsPerTable: int.min(2).max(10),
    minPlayers: int.min(2),
    maxPlayers: int.min(2).max(10_000),
    levels: z.array(level).min(1).max(200),
    breaks: z.array(pause).max(100),
    /** Registration stays open until the end of this level (null: closes at the start). 003 §3.1.2.2. */
    lateRegistration: z.object({ untilLevel: int.min(1) }).strict().nullable(),
    /** A player out of chips may buy a new full stack (003 §3.1.2.2): drawn to a new seat. */
    reEntry: purchase.nullable(),
    /** A player at or below the starting stack may buy chips at his seat (003 §3.1.4.5). */
    rebuy: purchase.nullable(),
    /** One purchase of chips for every player, at the break after `untilLevel`. */
    addOn: purchase.nullable(),
    /** The prize table (src/tournaments/prizes.ts): `003-cp-prize`. */
    prizeTable: z.literal('003-cp-prize'),
    /** Above the table's last column (160 players): `last-column` pays as 131–160. docs/tournaments.md. */
    beyondTable: z.enum(['last-column']),
    /** The smallest amount of money a prize is rounded to (minor units): 1 = to the cent; 100 = to the euro. */
    prizeUnit: int.min(1),
    /** The ranking fund's share of the prize pool, percent (003 §3.4.3: 2), taken before the prizes; null: none. */
    rankingFundPercent: z.literal(2).nullable(),
    /** Hand-for-hand near the money (003 §3.1.9.5). */
    handForHand: z.boolean(),
    /**
     * A player's time to decide before the system acts for him, seconds (003 §3.1.4.7: 25 seconds and a 5-second
     * countdown, the default 30); 10 to 300.
     */
    decisionSeconds: int.min(10).max(300).default(30),
    /** The stopped clock's advance per hand-for-hand round, seconds (003 §3.1.9.5: two minutes, the default); 30 to 600. */
    handForHandSeconds: int.min(30).max(600).default(120),
    /**
     * When the final table forms from several, its players' seats are drawn again and the button drawn among them
     * (003 is silent: croupier default true, docs/tournaments.md). A tournament that starts at one table keeps its seats.
     */
    finalTableRedraw: z.boolean().default(true),
    /** Places by elimination order; players out in the same hand by the chips they started it with (TDA). */
    classification: z.literal('elimination-order'),
    /** Where each choice comes from: field → seed section. */
    cites: z.record(z.string(), z.string().min(1)),
  })
  .strict()
  .superRefine((b, ctx) => {
    const add = (path: (string | number)[], message: string): void => void ctx.addIssue({ code: 'custom', path, message });
    if (b.minPlayers > b.maxPlayers) add(['minPlayers'], 'more than the maximum');
    if (b.kind === 'scheduled' && b.startsAt === null) add(['startsAt'], 'a scheduled tournament has a start time');
    if (b.kind === 'sit-and-go' && b.startsAt !== null) add(['startsAt'], 'a sit & go starts when full, not at a time');
    if (b.kind === 'sit-and-go' && b.lateRegistration) add(['lateRegistration'], 'a sit & go starts full: no late registration');
    b.levels.forEach((l, i) => {
      if (l.small > l.big) add(['levels', i, 'small'], 'the small blind exceeds the big blind');
    });
    const seen = new Set<number>();
    b.breaks.forEach((p, i) => {
      if (p.afterLevel >= b.levels.length) add(['breaks', i, 'afterLevel'], `a break follows a level before the last (${b.levels.length})`);
      if (seen.has(p.afterLevel)) add(['breaks', i, 'afterLevel'], 'two breaks after one level');
      seen.add(p.afterLevel);
      if (p.colourUp && (p.colourUp.smallest <= p.colourUp.remove || p.colourUp.smallest % p.colourUp.remove !== 0)) add(['breaks', i, 'colourUp'], 'the smallest chip left is a multiple of the chip removed');
    });
    for (const k of ['lateRegistration', 'reEntry', 'rebuy', 'addOn'] as const) {
      const x = b[k];
      if (x && x.untilLevel > b.levels.length) add([k, 'untilLevel'], `there are ${b.levels.length} levels`);
    }
    if (b.addOn && !b.breaks.some((p) => p.afterLevel === b.addOn?.untilLevel)) add(['addOn', 'untilLevel'], 'the add-on is taken at a break: no break follows that level');
    if (b.reEntry && b.kind === 'sit-and-go') add(['reEntry'], 'a sit & go has no re-entry (it starts full)');
    const game = games().find((g) => g.id === b.game);
    if (!game || game.family !== 'circle-poker') add(['game'], `not a circle-poker variant of the registry: ${b.game}`);
    else if (!game.profiles.ids().includes(b.profile)) add(['profile'], `${b.game} has no profile ${b.profile} (has ${game.profiles.ids().join(', ')})`);
  });
export type Bases = z.infer<typeof basesSchema>;
export type Level = Bases['levels'][number];
export type Break = Bases['breaks'][number];

/** Validates bases; a `TournamentError` (`tournaments/bad-bases`) names the first field at fault. */
export function validateBases(input: unknown): Bases {
  const r = basesSchema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') || '(bases)' : '(bases)';
  throw new TournamentError('bad-bases', `bases.${field}: ${issue?.message ?? 'invalid'}`, { field });
}

const here = dirname(fileURLToPath(import.meta.url));
/** The bases shipped with Croupier (src/tournaments/bases/*.json), validated. */
export function shippedBases(): Bases[] {
  const dir = join(here, 'bases');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => validateBases(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}
