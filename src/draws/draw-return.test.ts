/**
 * The exact return of every configured draw game (issue 21: "the exact return of each configured lot or lottery";
 * src/draws/draw-return): the kinds the other tests do not reach — a pari-mutuel lottery (000-A6 b), a raffle (A8), a
 * tombola (A9) and a promotion (A10).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { q, str } from '../math/rational.js';
import { validateDraw } from './draw-config.js';
import { drawReturn } from './draw-return.js';

const goods = (description: string, value: number) => ({ kind: 'goods' as const, description, value });
const pari = { kind: 'lottery-pari-mutuel', id: 'pool', name: 'Pool', price: 100, numbers: 10, drawn: 3, pick: 3, prizeShare: { num: 55, den: 100 }, classes: [{ matches: 3, share: { num: 70, den: 100 } }, { matches: 2, share: { num: 30, den: 100 } }] };

test('000-A6 b: a pari-mutuel lottery returns its prize share when unwon classes carry on; with unwon classes to the organiser its return depends on the entries (none stated)', () => {
  assert.equal(str(drawReturn(validateDraw(pari)).return ?? q(0)), str(q(11, 20)));
  const organiser = drawReturn(validateDraw({ ...pari, unwon: 'organiser' }));
  assert.equal(organiser.return, null);
  assert.match(organiser.method, /depends on the entries/);
});

test('000-A8, A9: a raffle’s and a tombola’s return is the declared value of the goods over the takings of every ticket (a tombola exactly covered by its tickets returns 1, the most its cover rule allows)', () => {
  const raffle = validateDraw({ kind: 'raffle', id: 'car', name: 'Car', price: 500, tickets: 1000, prizes: [goods('a car', 200_000), { kind: 'service', description: 'a weekend', value: 50_000 }] });
  assert.equal(str(drawReturn(raffle).return ?? q(0)), str(q(250_000, 500_000)));
  const tombola = validateDraw({ kind: 'tombola', id: 'fair', name: 'Fair', price: 100, tickets: 1000, mode: 'immediate', objects: [{ prize: goods('a bicycle', 60_000) }, { prize: goods('a lamp', 20_000), count: 2 }] });
  assert.equal(str(drawReturn(tombola).return ?? q(0)), '1', 'exactly covered: 100,000 of goods for 100,000 of tickets');
});

test('000-A10: a promotion has no stake, so no return (the consideration is the product at its usual price)', () => {
  const r = drawReturn(validateDraw({ kind: 'promotion', id: 'coffee', name: 'Coffee draw', product: 'a coffee', entries: 1000, surcharge: 0, prizes: [{ kind: 'cash', value: 5_000 }] }));
  assert.equal(r.return, null);
  assert.match(r.method, /000-A10/);
});
