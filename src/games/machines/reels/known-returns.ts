/**
 * @module games/machines/reels/known-returns
 * The exact return of the shipped reel machines, kept so that loading a machine (every server start, every `create`
 * of a process's first game) does not count its 32,768 stops again (about 0.4 s each). A machine is known by the
 * SHA-256 of its strips, lines and pay table; any other machine (an operator's profile) is counted when it is loaded.
 * `reels.test.ts` recounts every kept figure and requires one for each shipped profile; regenerate the file with
 * `npx tsx scripts/gen-reels-known.ts`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { analyseReels } from './math.js';
import type { ReelMachine } from './machine.js';

export const KNOWN_RETURNS = JSON.parse(readFileSync(new URL('./known-returns.json', import.meta.url), 'utf8')) as Record<string, number>;

export const machineKey = (m: ReelMachine): string => createHash('sha256').update(JSON.stringify(m)).digest('hex');

/** The machine's exact return with every line played: the kept figure of a shipped machine, else counted. */
export const reelReturn = (m: ReelMachine): number => KNOWN_RETURNS[machineKey(m)] ?? analyseReels(m).rtp;
