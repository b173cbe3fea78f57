/**
 * The waiting list's page parts (issue 19; 003 §3.2.3–3.2.7): when a table counts as full for a newcomer (a box held
 * for the first on the list is not free, 003 §3.2.6), which line and buttons the player gets for his place (join on a
 * full table; his position and "leave"; the seat held for him with "take the seat", 003 §3.2.5), the dealer's row, and
 * the staff log's words for each step, in every language.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fullCatalogue, translator, LOCALES } from '../../web/src/i18n/index.js';
import { staffRow, tableFull, waitingLine } from '../../web/src/views/waiting-list.js';
import { describeEntry } from '../../web/src/views/staff-log.js';

const seat = (box: number, holder: string | null) => ({ box, holder, connected: true, behind: [] });

test('003 §3.2.6: a table is full when every box is held or held for someone on the waiting list', () => {
  assert.equal(tableFull({ seats: [seat(1, 'ann'), seat(2, 'bob')] }), true);
  assert.equal(tableFull({ seats: [seat(1, 'ann'), seat(2, null)] }), false);
  assert.equal(tableFull({ seats: [seat(1, 'ann'), seat(2, null)], offered: [2] }), true, 'box 2 is offered: not free for a newcomer');
});

test('003 §3.2.3, §3.2.5: the player’s line — join on a full table, his place and leave, the seat held and take it', () => {
  assert.deepEqual(waitingLine(null, false), { key: '', vars: {}, join: false, leave: false, take: null }, 'a table with a free seat shows nothing (sit instead)');
  assert.deepEqual(waitingLine(undefined, true), { key: 'waitlist.full', vars: {}, join: true, leave: false, take: null });
  assert.deepEqual(waitingLine({ size: 3, position: 2, offer: null }, true), { key: 'waitlist.position', vars: { position: 2, size: 3 }, join: false, leave: true, take: null });
  assert.deepEqual(waitingLine({ size: 3, position: 1, offer: { box: 4, until: 1_000 } }, true), { key: 'waitlist.offer', vars: { box: 4 }, join: false, leave: true, take: 4 });
});

test('the dealer’s row and the staff log’s words for each step of the list exist in every language', () => {
  const en = translator('en');
  assert.equal(staffRow(en, { username: 'ann', offer: null }), 'ann');
  assert.equal(staffRow(en, { username: 'ann', offer: { box: 4 } }), 'ann · seat 4 held');
  const cat = fullCatalogue();
  for (const l of LOCALES) {
    const t = translator(l);
    for (const event of ['joined', 'offered', 'seated', 'lapsed', 'asked', 'tournament']) {
      assert.ok(cat[l]?.[`waitlist.event.${event}`], `${l}: waitlist.event.${event}`);
      const line = describeEntry(t, String, { id: 1, at: '', actor: null, action: 'waiting-list', target: 't', details: { event, player: 'ann', box: 4 }, address: null });
      assert.ok(line.includes('ann') && !line.includes('{'), `${l} ${event}: ${line}`);
    }
    for (const code of ['waitlist/seat-free', 'waitlist/already-seated', 'waitlist/already-listed', 'waitlist/seat-offered', 'waitlist/not-listed', 'tournaments/in-tournament'])
      assert.ok(cat[l]?.[`error.${code}`], `${l}: error.${code}`);
  }
});
