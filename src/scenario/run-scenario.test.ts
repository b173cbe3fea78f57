/**
 * The scenario runner's game lookup for a family's own tests (`gameIn`): a game folder runs its scenarios with its
 * own games, without the registry (docs/architecture.md, "Rules of the layout").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame } from '../core/contract.js';
import { ConfigError } from '../core/errors.js';
import { gameIn } from './run-scenario.js';

test('gameIn finds a game of the list by id and refuses any other id with scenario/unknown-game', () => {
  const boule = { id: 'boule' } as AnyGame;
  const wheel = { id: 'wheel-of-fortune' } as AnyGame;
  const lookup = gameIn([boule, wheel]);
  assert.equal(lookup('boule'), boule);
  assert.equal(lookup('wheel-of-fortune'), wheel);
  assert.throws(() => lookup('blackjack'), (e: unknown) => e instanceof ConfigError && e.code === 'scenario/unknown-game' && /boule, wheel-of-fortune/.test(e.message));
});
