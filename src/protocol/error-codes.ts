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
  unknownTable: 'table/unknown',
  notJoined: 'table/not-joined',
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
