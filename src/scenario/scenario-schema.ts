/**
 * @module scenario/scenario-schema
 * The scenario file format (docs/scenarios.md): one or more rounds of one game under one profile, with
 * fixed randomness, scripted actions and the expected settlement.
 */
import { z } from 'zod';

const settlementLine = z.object({
  bettor: z.string(),
  box: z.number().int().optional(),
  bet: z.string(),
  stake: z.number().int(),
  returned: z.number().int(),
  net: z.number().int(),
  outcome: z.string().optional(),
});

const scriptedAction = z
  .object({
    /** `dealer`, `system`, or a player id. */
    by: z.string(),
    type: z.string(),
    /** If set, the action must be rejected with this code (and change nothing). */
    expectReject: z.string().optional(),
  })
  .catchall(z.unknown());

export const scenarioSchema = z.object({
  name: z.string(),
  /** The rule(s) the scenario checks, e.g. `002 §14.12b`. */
  cite: z.string().min(1),
  description: z.string().optional(),
  game: z.string(),
  /** A shipped profile id, or a base id with deep overrides. */
  profile: z.union([z.string(), z.object({ base: z.string(), overrides: z.record(z.string(), z.unknown()) })]),
  /** Table configuration, merged over the game's default table for the profile. */
  table: z.record(z.string(), z.unknown()).optional(),
  rounds: z
    .array(
      z.object({
        /** Fixed randomness for the round (a stacked shoe), in the game's documented shape. */
        stack: z.unknown().optional(),
        actions: z.array(scriptedAction),
        expect: z
          .object({
            settlement: z.array(settlementLine).optional(),
            /** Events that must appear, in this order (each matched on the fields given). */
            events: z.array(z.record(z.string(), z.unknown())).optional(),
            /** Net per bettor, summed over the round. */
            net: z.record(z.string(), z.number().int()).optional(),
            houseNet: z.number().int().optional(),
          })
          .optional(),
      }),
    )
    .min(1),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScriptedAction = z.infer<typeof scriptedAction>;
