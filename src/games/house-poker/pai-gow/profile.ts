/**
 * @module games/house-poker/pai-gow/profile
 * The Pai Gow poker profile (000 §14; docs/games/house-poker.md, "Pai Gow poker"): each rule a cited parameter.
 * - `boxes`: betting boxes (at most six, II.2, III.3), one player each;
 * - `commission` / `commissionMaximum`: the casino's share of a win (a fraction of the stake won), announced before
 *   the game and at most 5% (V); the maximum itself may be changed by Order (Additional Provision 6.3), so it is data;
 * - `houseWay`: how the croupier sets the Bank's hand (the seed gives none): `common` or `strongest-high`;
 * - `hands`: the seven-card hands made (VI: "as many hands as players": `occupied`, the positions in play; `seven`,
 *   one per position of the count, those of empty positions dead);
 * - `bank`: who may hold the Bank (VI: "the Bank may be the croupier or any player"): `player-may-bank` (offered to
 *   each player in turn, the croupier taking it at his turn) or `house` (the croupier every coup);
 * - `bankRotation`: the order of the offer (`in-turn`: box after box, then the croupier, as VI writes it;
 *   `house-every-other`: the croupier between two players' Banks, the common practice of many casinos);
 * - `bankSetIncorrectly`: what a customer's hands do against a player's Bank set incorrectly (VII.3: it "always
 *   counts as losing"), by the engine (a high hand not worth more than the low) or by the croupier
 *   (`hand-set-incorrectly` on the banker's box): `win` — every correctly set box is paid as in case 1 (even money less
 *   the commission) and the croupier's hand takes his wager; a box set incorrectly itself still loses ("always");
 * - `foundIncorrectly`: when the croupier may find a hand set incorrectly (`until-showdown`: from the moment it is set
 *   until his `showdown`, which turns his cards and settles; after it the coup is closed);
 * - `timeout`: what the timer does for a player who has not set his hands (`house-way`: they are set for him).
 */
import { z } from 'zod';
import { roundingPolicySchema } from '../../../money/rounding.js';
import { cited } from '../../../rules/cited.js';
import { profileHeader } from '../../../rules/profile-set.js';
import { HOUSE_WAYS } from './house-way.js';

const int = z.number().int();
const fraction = z.object({ num: int.min(0), den: int.min(1) });

export const paiGowProfileSchema = z
  .object({
    ...profileHeader,
    rounding: cited(roundingPolicySchema),
    boxes: cited(int.min(1).max(6)),
    commission: cited(fraction),
    commissionMaximum: cited(fraction),
    houseWay: cited(z.enum(HOUSE_WAYS)),
    hands: cited(z.enum(['occupied', 'seven'])),
    bank: cited(z.enum(['house', 'player-may-bank'])),
    bankRotation: cited(z.enum(['in-turn', 'house-every-other'])),
    bankSetIncorrectly: cited(z.enum(['win'])),
    foundIncorrectly: cited(z.enum(['until-showdown'])),
    timeout: cited(z.enum(['house-way'])),
    cites: z.object({ deck: z.string().min(1), dice: z.string().min(1), deal: z.string().min(1), setting: z.string().min(1), foul: z.string().min(1), settle: z.string().min(1), ranking: z.string().min(1) }),
  })
  .superRefine((p, ctx) => {
    const c = p.commission.value;
    const m = p.commissionMaximum.value;
    if (c.num * m.den > m.num * c.den) ctx.addIssue({ code: 'custom', path: ['commission'], message: `pai-gow/commission-too-high: the commission ${c.num}/${c.den} is above the maximum ${m.num}/${m.den} (${p.commissionMaximum.cite})` });
    if (c.num >= c.den) ctx.addIssue({ code: 'custom', path: ['commission'], message: 'pai-gow/commission-too-high: the commission takes the whole win' });
  });
export type PaiGowProfile = z.infer<typeof paiGowProfileSchema>;

export const paiGowTableSchema = z.object({ minimum: int.min(1), maximum: int.min(1), chipUnit: int.min(1), boxes: int.min(1).max(6) });
export type PaiGowTable = z.infer<typeof paiGowTableSchema>;

export const defaultPaiGowTable = (p: PaiGowProfile): PaiGowTable => ({ minimum: 1000, maximum: 50000, chipUnit: 100, boxes: p.boxes.value });
