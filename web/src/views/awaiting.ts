/**
 * @module web/views/awaiting
 * Names the actors a round awaits: "you", a player's name, the dealer, the table.
 */
import type { Translate } from '../i18n/index.js';

type Actor = { readonly kind: 'player'; readonly player: string } | { readonly kind: 'dealer' } | { readonly kind: 'system' };

export function awaitingText(t: Translate, awaiting: readonly Actor[], me: string | null): string {
  const names = awaiting.map((a) => (a.kind === 'player' ? (a.player === me ? t('table.you') : a.player) : a.kind === 'dealer' ? t('table.dealer') : t('table.system')));
  return [...new Set(names)].join(', ');
}
