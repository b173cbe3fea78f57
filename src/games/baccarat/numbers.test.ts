/**
 * The "Numbers to test against" items of the baccarat sections not already named by another test or scenario
 * (000 part 1: 106–120; 000 part 2: 1–28; 001: 37–62; 003: 54–60; 004 PB). Behaviour that needs a coup is checked
 * by the scenario files, whose `cite` names the item; here the profile data and the pure rules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forcedCoup } from './core/coup.js';
import { CHEMIN_BANK_TABLE, PUNTO_BANCA_BANK_TABLE, PUNTO_BANCA_PUNTO_RULE, bankCell } from './core/tableau.js';
import { burnCount, cardPoint, handPoint } from './core/values.js';
import { puntoBanca } from './punto-banca/game.js';
import { cheminDeFer } from './chemin-de-fer/game.js';
import { deuxTableaux } from './deux-tableaux/game.js';

const coup = (cards: string[]) => {
  let i = 0;
  return forcedCoup(() => cards[i++] as string, PUNTO_BANCA_PUNTO_RULE, PUNTO_BANCA_BANK_TABLE);
};

test('000 §07 VI.1 (Numbers to test against 110); 001 §06 VI.1 (001 Numbers 39); 003 §2.2.7.11 (003 Numbers 56): a natural ends the coup', () => {
  assert.equal(coup(['4h', 'Kc', '4d', '5s', '9h', '9d']).punto.length, 2); // punto 8
  assert.equal(coup(['Ah', '4c', '2d', '5s', '9h', '9d']).banca.length, 2); // banca 9
  const c = coup(['Ah', '4c', '2d', '2s', '9h', '9d']); // 3 vs 6: the punto draws
  assert.equal(c.punto.length, 3);
});

test('001 §06 II.1, VII (001 Numbers 37, 42): six decks; stop card with seven cards below; the burn counts pictures and tens as 10', () => {
  const cv = puntoBanca.profiles.get('cv');
  assert.equal(cv.shoe.decks.value, 6);
  assert.equal(cv.shoe.stopCardReserve.value, 7);
  assert.deepEqual(cv.shoe.burn.value, { mode: 'first-card-value' });
  assert.equal(burnCount('Qh'), 10);
});

test('003 §2.2.7.10, .13–17 (003 Numbers 55, 57, 58): A = 1, pictures 0; PLAYER draws on 0–5; BANKER by the table', () => {
  const ee = puntoBanca.profiles.get('ee-oc');
  assert.equal(cardPoint('Ac') + cardPoint('Kc'), 1);
  assert.equal(ee.puntoRule.value.slice(0, 6), 'TTTTTT');
  assert.equal(ee.puntoRule.value.slice(6, 8), 'PP');
  for (let t = 0; t <= 9; t++) assert.equal(bankCell(ee.bankTable.value, 3, t) === 'T', t !== 8);
});

const c0 = cheminDeFer.profiles.get('eus');
const d0 = deuxTableaux.profiles.get('eus');

test('000 §08 II.1, VII (000 Numbers to test against, part 2: 1–3): six decks; stop card with 7 below; at least four players', () => {
  assert.equal(c0.shoe.decks.value, 6);
  assert.equal(c0.shoe.stopCardReserve.value, 7);
  assert.equal(c0.minPlayers.value, 4); // the scenario eus-08-v-forced-bank shows a coup refused with three
});

test('000 §08 VI (part 2: 4–7): values modulo 10, 9 best, tie void; punto stands on 6–7, advised to stand on 5; the banker draws on 0', () => {
  assert.equal(handPoint(['9h', '9d']), 8);
  assert.equal(c0.puntoRule.value[6], 'P');
  assert.equal(c0.puntoRule.value[7], 'P');
  assert.equal(c0.adviceAtFive.value, 'stand');
  assert.deepEqual(c0.bankerMustDraw.value, [0]);
  assert.equal(bankCell(CHEMIN_BANK_TABLE, 0, null), 'T');
});

test('000 §08 V, VII (part 2: 8–12): bank max 100 × the punto minimum; cagnotte up to 5%; garage above 50 ×; banco avec la table ½; two refusals cost the seat', () => {
  assert.equal(c0.bankMaxMultiple.value, 100);
  assert.deepEqual(c0.cagnotte.value, { num: 5, den: 100 });
  assert.equal(c0.garageMinMultiple.value, 50);
  assert.deepEqual(c0.avecLaTableShare.value, { num: 1, den: 2 });
  assert.equal(c0.refusalsToLeave.value, 2);
});

test('000 §09 II.1, V, VI, VII (part 2: 17–25, 28): new decks, stop card 10, two players a tableau, cagnotte 2% / 1.25%, free bank limits, punto rule, natural 8, banco repeats, the larger half on tableau 1', () => {
  assert.equal(d0.shoe.decks.value, 6);
  assert.equal(d0.shoe.stopCardReserve.value, 10);
  assert.equal(d0.minPlayersPerTableau.value, 2);
  assert.deepEqual(d0.cagnotte.value.limited, { num: 2, den: 100 });
  assert.deepEqual(d0.cagnotte.value.free, { num: 125, den: 10000 });
  assert.deepEqual(d0.freeBank.value, { tablesPerCasino: 1, sessionsPerDay: 2, shoesPerSession: 2 });
  assert.equal(d0.puntoRule.value, 'TTTTTOPPNN');
  assert.equal(d0.naturalBeatsThreeCards.value, true);
  assert.equal(d0.bancoRepeats.value, 2);
});
