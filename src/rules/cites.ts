/**
 * @module rules/cites
 * Where a profile's own text writes each procedure rule of its family: the rules that are not parameters (bets close
 * at "no more bets", only the shooter throws, the bank is offered in turn) but whose citation every rejection and
 * event still carries. A family names its procedure topics once (with what each rule says); every profile JSON
 * carries a `cites` object mapping each topic to its section (`"no-more-bets": "001 §10 V.3"`), so a new
 * jurisdiction writes its own section numbers there and needs no code. A missing, empty or unknown topic fails at
 * load (`rules/invalid-profile`).
 */
import { z } from 'zod';

/** A family's procedure topics: topic name → what the rule says (the description goes into the JSON Schema). */
export type CiteTopics = Readonly<Record<string, string>>;

/** The zod schema of a profile's `cites`: every topic of the family, each a non-empty citation; no other key. */
export const citesSchema = <T extends CiteTopics>(topics: T) =>
  z
    .strictObject(
      Object.fromEntries(Object.entries(topics).map(([topic, rule]) => [topic, z.string().min(1, 'every procedure topic cites the section of the profile’s text that writes it').describe(rule)])) as {
        [K in keyof T & string]: z.ZodString;
      },
    )
    .describe('Where the profile’s text writes each procedure rule of the family (topic → citation); a new jurisdiction writes its own sections here.');

/** The citation of a procedure rule under this profile's text. */
export const citeOf = <T extends string>(profile: { readonly cites: Readonly<Record<T, string>> }, topic: NoInfer<T>): string => profile.cites[topic];
