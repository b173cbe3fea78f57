/**
 * @module rng/commitment
 * Provable fairness for shoes: before the first card, publish SHA-256(order ‖ ":" ‖ salt); when the shoe ends,
 * reveal order and salt. See docs/fairness.md for the exact byte layout and how to verify.
 */
import { createHash } from 'node:crypto';

/** The committed message: card codes joined by commas, a colon, the salt in hex. */
export const commitmentMessage = (order: readonly string[], salt: string): string => `${order.join(',')}:${salt}`;

export const commit = (order: readonly string[], salt: string): string =>
  createHash('sha256').update(commitmentMessage(order, salt), 'utf8').digest('hex');

export const verifyCommitment = (commitment: string, order: readonly string[], salt: string): boolean => commit(order, salt) === commitment;
