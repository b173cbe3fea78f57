/**
 * @module web/components/spot-row
 * A row of betting spots on a cloth layout (roulette, boule, craps): `cols` equal columns, `pcols` on a phone
 * (styles.css `.spot-row`, which a media query can change: inline grid styles would win over it). A spot in the row
 * spans one column unless it sets `--span` (and `--pspan` on a phone) in its own style.
 */

/** The attributes of a row of spots; `style` adds inline styles a phone need not change (gap, margins). */
export const spotRow = (cols: number, pcols: number, style = ''): { class: string; style: string } => ({
  class: 'spot-row',
  style: `--cols:${cols};--pcols:${pcols}${style ? `;${style}` : ''}`,
});
