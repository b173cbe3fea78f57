/**
 * @module protocol
 * The wire protocol between the server and its clients (docs/protocol.md): WebSocket messages both ways and the
 * HTTP API bodies, as zod schemas with their inferred types. Shared by src/server and web/.
 */
export * from './common.js';
export * from './client-messages.js';
export * from './server-messages.js';
export * from './http.js';
export * from './error-codes.js';
