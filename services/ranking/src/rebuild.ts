/**
 * Rebuilds the Redis projection from the ledger: drops the lists and the seen marks, then applies
 * every booking in the order it was recorded. The daily starts (the gateway's) are kept.
 */
import type { Pool } from '@spielcenter/kit';
import type { Redis } from 'ioredis';
import { allBookings, SCHEMA } from './ledger.js';
import { project } from './projection.js';

async function dropMatching(redis: Redis, pattern: string, keep: (key: string) => boolean): Promise<number> {
  let cursor = '0';
  let dropped = 0;
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    const drop = found.filter((k) => !keep(k));
    if (drop.length > 0) dropped += await redis.unlink(...drop);
  } while (cursor !== '0');
  return dropped;
}

export async function rebuild(redis: Redis, pool: Pool, schema = SCHEMA): Promise<{ bookings: number }> {
  await dropMatching(redis, 'lb:*', () => false);
  await dropMatching(redis, 'daily:*', (k) => k.endsWith(':starts'));
  let bookings = 0;
  for await (const b of allBookings(pool, schema)) {
    await project(redis, b);
    bookings += 1;
  }
  return { bookings };
}
