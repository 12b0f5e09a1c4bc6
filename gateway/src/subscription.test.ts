// The seat subscription over a real graphql-ws client, with pushes on the real NATS and snapshots
// in the real Redis (the table record is written by the test; no workflow runs here).
import { subjects } from '@spielcenter/proto';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  eventually,
  removeTable,
  SEAT_QUERY,
  seatPlayers,
  snapshotFor,
  startTestGateway,
  storeSnapshot,
  type TestGateway,
  testTableId,
} from './gateway.test-util.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

type Result = ExecutionResult<{ seat: Record<string, unknown> }, { code?: string }>;

/** Subscribes and records every result; `done` resolves when the server completes. */
function record(token: string | undefined, tableId: string) {
  const results: Result[] = [];
  const client = t.ws(token);
  let completed = false;
  const done = new Promise<void>((resolve, reject) => {
    client.subscribe<Result['data'], Result['extensions']>(
      { query: SEAT_QUERY, variables: { tableId } },
      {
        next: (r) => void results.push(r as Result),
        error: reject,
        complete: () => {
          completed = true;
          resolve();
        },
      },
    );
  });
  return { results, done, client, isCompleted: () => completed };
}

const versions = (results: Result[]) => results.map((r) => r.data?.seat.version);

describe('seat subscription', () => {
  it('sends the current snapshot, then only the caller’s own seat’s pushes, never another seat’s', async () => {
    const me = await t.guest();
    const other = await t.guest();
    const tableId = testTableId();
    await seatPlayers(
      t.deps.redis,
      tableId,
      [
        [0, me.playerId],
        [1, other.playerId],
      ],
      2,
    );
    await storeSnapshot(t.deps.redis, snapshotFor(tableId, 0, 1));
    const sub = record(me.token, tableId);
    await eventually(() => sub.results.length === 1, 10_000, 'the current snapshot');
    expect(sub.results[0]?.data?.seat).toMatchObject({
      tableId,
      seat: 0,
      version: 1,
      settings: { tempo: 'fast', clockSeconds: 60 },
    });

    const { nc } = t.deps;
    const publish = (seat: number, snapshot: unknown) =>
      nc.publish(subjects.seat(tableId, seat), JSON.stringify(snapshot));
    publish(1, snapshotFor(tableId, 1, 2));
    publish(0, snapshotFor(tableId, 0, 2));
    // A message on seat 0's subject that claims to be seat 1's view is dropped, and so is garbage.
    publish(0, snapshotFor(tableId, 1, 3));
    nc.publish(subjects.seat(tableId, 0), 'not json');
    publish(0, { tableId, seat: 0, version: 3 });
    publish(0, snapshotFor(tableId, 0, 2)); // a repeated version
    publish(1, snapshotFor(tableId, 1, 4));
    publish(0, snapshotFor(tableId, 0, 4));
    await nc.flush();
    await eventually(() => versions(sub.results).includes(4), 10_000, 'version 4');
    // Nothing of the above comes late: a later snapshot, published after all of it, is next.
    publish(0, snapshotFor(tableId, 0, 5));
    await eventually(() => versions(sub.results).includes(5), 10_000, 'version 5');

    expect(versions(sub.results)).toEqual([1, 2, 4, 5]);
    for (const r of sub.results) {
      expect(r.errors).toBeUndefined();
      expect(r.data?.seat.seat).toBe(0);
      expect(r.data?.seat.view).toEqual({ hand: ['secret-of-seat-0'] });
      expect(r.data?.seat.events).toEqual([{ type: 'public' }, { type: 'private', to: [0] }]);
    }
    expect(JSON.stringify(sub.results)).not.toContain('secret-of-seat-1');
    expect(t.gateway.live.size).toBe(1);

    // The client unsubscribes: the NATS subscription ends with it.
    await sub.client.dispose();
    await eventually(() => t.gateway.live.size === 0, 5000, 'the NATS subscription to end');
    await removeTable(t.deps.redis, tableId, 2);
  });

  it('refuses a caller who does not sit at the table, an unknown table and an unknown caller', async () => {
    const me = await t.guest();
    const tableId = testTableId();
    await seatPlayers(t.deps.redis, tableId, [[0, 'g_someoneElse']], 2);
    await storeSnapshot(t.deps.redis, snapshotFor(tableId, 0, 1));
    for (const [token, table, code] of [
      [me.token, tableId, 'GATEWAY_NOT_SEATED'],
      [me.token, testTableId(), 'GATEWAY_UNKNOWN_TABLE'],
      [undefined, tableId, 'GATEWAY_UNAUTHENTICATED'],
      ['v1.forged.token', tableId, 'GATEWAY_UNAUTHENTICATED'],
    ] as const) {
      const sub = record(token, table);
      await sub.done;
      expect(sub.results).toHaveLength(1);
      expect(sub.results[0]?.data ?? null).toBeNull();
      expect(sub.results[0]?.errors?.[0]).toMatchObject({
        extensions: { code, de: expect.any(String), en: expect.any(String) },
      });
    }
    expect(t.gateway.live.size).toBe(0);
    await removeTable(t.deps.redis, tableId, 2);
  });

  it('authenticates by the cookie on the upgrade request', async () => {
    const me = await t.guest();
    const tableId = testTableId();
    await seatPlayers(t.deps.redis, tableId, [[2, me.playerId]], 3);
    await storeSnapshot(t.deps.redis, snapshotFor(tableId, 2, 5));
    const client = t.ws(undefined, { cookie: `sc_guest=${me.token}` });
    const results: Result[] = [];
    client.subscribe(
      { query: SEAT_QUERY, variables: { tableId } },
      { next: (r) => void results.push(r as Result), error: () => {}, complete: () => {} },
    );
    await eventually(() => results.length === 1, 10_000, 'the snapshot');
    expect(results[0]?.data?.seat).toMatchObject({ seat: 2, version: 5 });
    await client.dispose();
    await eventually(() => t.gateway.live.size === 0, 5000, 'the NATS subscription to end');
    await removeTable(t.deps.redis, tableId, 3);
  });

  it('completes after a snapshot of a closed table, and codes validation errors like HTTP does', async () => {
    const me = await t.guest();
    const tableId = testTableId();
    await seatPlayers(t.deps.redis, tableId, [[0, me.playerId]], 2);
    const sub = record(me.token, tableId);
    await eventually(() => t.gateway.live.size === 1, 5000, 'the subscription');
    t.deps.nc.publish(
      subjects.seat(tableId, 0),
      JSON.stringify({ ...snapshotFor(tableId, 0, 9), closed: true }),
    );
    await sub.done;
    expect(sub.results.map((r) => r.data?.seat.closed)).toEqual([true]);
    await eventually(() => t.gateway.live.size === 0, 5000, 'the NATS subscription to end');

    const invalid = await new Promise<unknown>((resolve) => {
      t.ws(me.token).subscribe(
        { query: 'subscription { nope }' },
        {
          next: () => {},
          error: resolve,
          complete: () => resolve('complete'),
        },
      );
    });
    expect(invalid).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: 'GRAPHQL_VALIDATION_FAILED',
          de: expect.stringContaining('nope'),
        }),
      }),
    ]);
    await removeTable(t.deps.redis, tableId, 2);
  });

  it('refuses a WebSocket upgrade from a foreign origin', async () => {
    const status = await new Promise<number | string>((resolve) => {
      const socket = new WebSocket(t.wsUrl, 'graphql-transport-ws', {
        headers: { origin: 'https://evil.example' },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve('open');
      });
      socket.on('error', (e) => resolve(e.message));
    });
    expect(status).toBe(403);
  });
});
