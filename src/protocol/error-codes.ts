/**
 * @module protocol/error-codes
 * The server's own error codes (games add theirs, namespaced by family: `blackjack/…`). One const object,
 * shared with the web client so it can translate them.
 */
export const ERR = {
  malformedJson: 'protocol/malformed-json',
  invalidMessage: 'protocol/invalid-message',
  tooLarge: 'protocol/too-large',
  rateLimited: 'protocol/rate-limited',
  tooManyConnections: 'server/too-many-connections',
  notAuthenticated: 'auth/not-authenticated',
  badCredentials: 'auth/bad-credentials',
  forbidden: 'auth/forbidden',
  /** Sign-in refused for now: too many failures for this account or from this address (`details.retryAfterMs`). */
  throttled: 'auth/throttled',
  /** A set of roles one account may not hold together (player with staff, auditor with any other). */
  rolesIncompatible: 'auth/roles-incompatible',
  usernameTaken: 'auth/username-taken',
  /** The account was closed by an administrator: it signs in no more (its history is kept). */
  accountClosed: 'auth/account-closed',
  weakPassword: 'auth/weak-password',
  /** An idempotency key already used for a different request: nothing was done. */
  keyReused: 'idempotency/key-reused',
  /** A round whose shoe is still being dealt: its secrets stay sealed, verification waits for the reveal. */
  shoeNotRevealed: 'audit/shoe-not-revealed',
  unknownTable: 'table/unknown',
  notJoined: 'table/not-joined',
  /** The table's rules let nobody but its players and the casino's staff watch (`Game.staffOnlyWatching`). */
  noSpectators: 'table/no-spectators',
  tableElsewhere: 'table/elsewhere',
  tableClosed: 'table/closed',
  noRound: 'table/no-round',
  staleVersion: 'table/stale-version',
  invalidAction: 'table/invalid-action',
  notYourBox: 'table/not-your-box',
  boxTaken: 'table/box-taken',
  boxOutOfRange: 'table/box-out-of-range',
  tooManyBoxes: 'table/too-many-boxes',
  chipsAtRisk: 'table/chips-at-risk',
  invalidConfig: 'table/invalid-config',
  notOver: 'table/round-not-over',
  roundVoided: 'table/round-voided',
  insufficientFunds: 'ledger/insufficient-funds',
  unknownAccount: 'ledger/unknown-account',
  unknownRound: 'recall/unknown-round',
  unknownGame: 'registry/unknown-game',
  unknownProfile: 'rules/unknown-profile',
  internal: 'server/internal',
} as const;
export type ErrorCode = (typeof ERR)[keyof typeof ERR];
