/**
 * @module server/start
 * Entry point of the server (replaced by the server implementation).
 */
export async function startServer(_o: { port: number; host: string; db: string }): Promise<void> {
  throw new Error('the server is being built');
}
