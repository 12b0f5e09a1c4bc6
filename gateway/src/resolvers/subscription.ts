/** The caller's seat, live: only a seated caller, only its own seat. */
import { type SeatSnapshot, tableIdSchema } from '@spielcenter/proto';
import { type GatewayContext, requireGuest } from '../context.js';
import { seatStream } from '../seat-stream.js';
import { seatedAt } from '../seating.js';
import { forSeat } from '../snapshot.js';
import { parseArg } from '../validate.js';
import { guard } from './guard.js';

async function subscribeSeat(args: { tableId: string }, ctx: GatewayContext) {
  const who = requireGuest(ctx);
  const tableId = parseArg(tableIdSchema, args.tableId, 'tableId');
  const { seat } = await seatedAt(ctx, who, tableId);
  ctx.deps.log.debug({ tableId, seat, playerId: who.playerId }, 'seat subscription');
  return seatStream(ctx.deps, ctx.live, who.playerId, tableId, seat);
}

export const subscriptionResolvers = {
  seat: {
    subscribe: guard('seat', subscribeSeat),
    resolve: (snapshot: SeatSnapshot) => forSeat(snapshot),
  },
};
