/**
 * @module games/blackjack/cites
 * Where each text writes a procedure rule that is not a profile parameter (bets before the deal, who commands a
 * box, when a card may be drawn), so every rejection carries the citation of the rule it enforces.
 */
import type { BlackjackProfile } from './profile.js';

type Topic = 'bets-before-deal' | 'limits' | 'commander' | 'decisions' | 'insurance' | 'deal' | 'side-bets';

const TABLE: Record<Topic, Record<string, string>> = {
  'bets-before-deal': { '000': '000 §03 V.2', '001': '001 §03 V.3', '002': '002 §14.16', '003': '003 §2.2.1.6', '004': '004 BJ "Elementos del juego"' },
  limits: { '000': '000 §03 V.2', '001': '001 §03 V.3.b', '002': '002 §14.16', '003': '003 §2.2.1.7', '004': '004 BJ "Elementos del juego"' },
  commander: { '000': '000 §03 IV.a', '001': '001 §03 IV.a', '002': '002 §14.11', '003': '003 §2.2.1.7', '004': '004 BJ "Elementos del juego"' },
  decisions: { '000': '000 §03 V.1.a', '001': '001 §03 V.1.a', '002': '002 §14.12a', '003': '003 §2.2.1.17', '004': '004 BJ "Otras normas del juego"' },
  insurance: { '000': '000 §03 V.1.b', '001': '001 §03 V.1.b', '002': '002 §14.13', '003': '003 §2.2.1.15', '004': '004 BJ "Otras normas del juego"' },
  deal: { '000': '000 §03 V.1.a', '001': '001 §03 V.1.a', '002': '002 §14.12a', '003': '003 §2.2.1.8', '004': '004 BJ' },
  'side-bets': { '000': '000 §03 V.1.e', '001': '001 §03 V.1.e', '002': '002 §14', '003': '003 §2.2.1.25.3', '004': '004 BJ' },
};

/** The citation of a procedure rule under this profile's text (`croupier default` for a custom profile). */
export const citeOf = (p: BlackjackProfile, topic: Topic): string => TABLE[topic][p.seed] ?? 'croupier default';
