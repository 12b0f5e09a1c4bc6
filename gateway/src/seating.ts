/** Where the caller sits: the one check in front of every table operation. */

import type { GatewayContext } from './context.js';
import { gatewayError } from './errors.js';
import type { Guest } from './identity.js';
import { readTableMeta, seatOf, type TableMeta } from './table-meta.js';

export interface Seating {
  readonly meta: TableMeta;
  readonly seat: number;
}

/** The caller's seat at a table; unknown table or not seated there → a coded error. */
export async function seatedAt(ctx: GatewayContext, guest: Guest, tableId: string): Promise<Seating> {
  const meta = await readTableMeta(ctx.deps.redis, tableId);
  if (!meta) throw gatewayError('GATEWAY_UNKNOWN_TABLE');
  const seat = seatOf(meta, guest.playerId);
  if (seat === null) throw gatewayError('GATEWAY_NOT_SEATED');
  return { meta, seat };
}
