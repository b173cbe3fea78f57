/**
 * @module games/blackjack/answers
 * The key under which a bettor's answer to the insurance / even-money question is recorded on a box: the bettor,
 * or in triple blackjack the bettor and the sub-box (insurance is taken "as many times as the boxes they have bets
 * on", 000 §03.01).
 */
import type { PlayerId } from '../../core/ids.js';

export const answerKey = (bettor: PlayerId, sub?: number): string => (sub === undefined ? bettor : `${bettor}#${sub}`);
