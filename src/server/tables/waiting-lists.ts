/**
 * @module server/tables/waiting-lists
 * 003 §3.2.7 at the server: a player in a live tournament may not play a cash game at the same time, so he may not
 * buy in at a cash table nor join its waiting list, and registering in a tournament takes him off every cash table's
 * waiting list — those this process runs at once, the others' through the pub/sub (each process removes him from its
 * own tables' lists).
 */
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';

const TOPIC = 'waiting-list-removed';

/** Refuses (409 `tournaments/in-tournament`, 003 §3.2.7) a player in a live tournament. */
export async function refuseInTournament(ctx: ServerContext, username: string): Promise<void> {
  const t = await ctx.inTournament(username);
  if (t) throw new HttpError(409, 'tournaments/in-tournament', `you are in the tournament ${t}: a player may not play in a tournament and a cash game at the same time`, '003 §3.2.7');
}

/** Takes `username` off the waiting list of every table this process runs (he registered in `tournament`). */
async function removeHere(ctx: ServerContext, username: string, tournament: string): Promise<void> {
  for (const rt of ctx.host.all()) await rt.leaveWaitingList(username, 'tournament', tournament);
}

/** 003 §3.2.7: a player who registers in a tournament leaves every cash table's waiting list. */
export async function removeFromWaitingLists(ctx: ServerContext, username: string, tournament: string): Promise<void> {
  await removeHere(ctx, username, tournament);
  ctx.pubsub.publish(TOPIC, { username, tournament });
}

/** Listens for removals decided by other processes; returns the unsubscribe. */
export function followWaitingListRemovals(ctx: ServerContext): () => void {
  return ctx.pubsub.subscribe(TOPIC, (m) => {
    const { username, tournament } = m as { username: string; tournament: string };
    removeHere(ctx, username, tournament).catch((e) => ctx.log.error({ err: e, player: username }, 'waiting-list removal failed'));
  });
}
