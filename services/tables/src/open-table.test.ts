// A table with people against the real Temporal dev server, NATS and Redis: the lobby (joining,
// the listing of open tables and its NATS feed, the start when every seat is taken), a game, "Nochmal"
// with held seats freed after the (here short) hold, the host's start, leaving mid-game.
import { type LobbyEntry, redisKeys, type SeatInfo, type SeatSnapshot, subjects } from '@spielcenter/proto';
import type { WorkflowHandle } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humans, Stack } from './stack.test-util.js';

const stack = new Stack();
beforeAll(() => stack.start(), 120_000);
afterAll(() => stack.stop());

const [p0, p1, p2] = humans(3, `open-${Date.now()}-`) as [
  SeatInfo & { playerId: string },
  SeatInfo & { playerId: string },
  SeatInfo & { playerId: string },
];

async function playToEnd(tableId: string, handle: WorkflowHandle, seats: number[]): Promise<SeatSnapshot> {
  for (let i = 0; i < 2000; i++) {
    const snaps = await Promise.all(seats.map((s) => stack.snapshot(tableId, s)));
    const done = snaps.find((s) => s?.outcome);
    if (done) return done;
    const turn = snaps.find((s) => s && s.toAct.includes(s.seat) && s.legal.length > 0 && !s.waiting);
    if (turn) {
      await handle
        .executeUpdate('act', {
          args: [{ seat: turn.seat, action: turn.legal[0], clientId: `g${turn.version}` }],
        })
        .catch(() => {});
    } else await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the game did not end');
}

describe('a table with people (Temporal dev server)', () => {
  it('fills from the lobby, plays; the host\'s "Nochmal" starts the next attempt with the same seats', async () => {
    const feed = stack.nc.subscribe(subjects.lobby('coup'));
    const listed: { tableId: string; entry: LobbyEntry | null }[] = [];
    void (async () => {
      for await (const m of feed) listed.push(m.json());
    })();
    const { tableId, handle } = await stack.startTable([p0, null, null], {
      game: 'coup',
      config: { coup: 1 },
      open: { host: p0.playerId, fill: null },
      timing: { rematchHoldMs: 1500 },
    });
    const lobby = await stack.waitFor(tableId, 0, (s) => s.lobby !== null);
    expect(lobby.view).toBeNull();
    expect(lobby.lobby).toMatchObject({ host: 0, canStart: false, seats: [{ name: p0.name }, null, null] });
    const entry = JSON.parse((await stack.redis.hget(redisKeys.lobby, tableId)) ?? 'null') as LobbyEntry;
    expect(entry).toMatchObject({ tableId, game: 'coup', host: p0.name, fill: null });
    expect(await stack.redis.get(redisKeys.playerTable(p0.playerId))).toBe(tableId);

    // Not the host, not yet enough people: no start.
    await expect(handle.executeUpdate('start', { args: [{ seat: 0 }] })).rejects.toThrow();
    const joined = await handle.executeUpdate<{ seat: number }, [unknown]>('join', {
      args: [{ playerId: p1.playerId, name: p1.name }],
    });
    expect(joined.seat).toBe(1);
    await expect(
      handle.executeUpdate('join', { args: [{ playerId: p1.playerId, name: p1.name }] }),
    ).rejects.toThrow();
    expect(
      (await stack.waitFor(tableId, 1, (s) => s.lobby?.canStart === true)).lobby?.seats[1],
    ).toMatchObject({ name: p1.name });
    // The last free seat taken: the game starts by itself and leaves the lobby's list.
    await handle.executeUpdate('join', { args: [{ playerId: p2.playerId, name: p2.name, seat: 2 }] });
    const started = await stack.waitFor(tableId, 2, (s) => s.lobby === null && s.view !== null);
    expect(started.seats.map((s) => s.name)).toEqual([p0.name, p1.name, p2.name]);
    expect(await stack.redis.hget(redisKeys.lobby, tableId)).toBeNull();
    expect(listed.map((l) => l.entry === null)).toContain(true);
    expect(listed.at(-1)).toEqual({ tableId, entry: null });

    const end = await playToEnd(tableId, handle, [0, 1, 2]);
    expect(end.outcome?.ranks).toHaveLength(3);
    // „Danach entscheidet ihr“: at a Speedcoup table the host decides for everybody (its
    // declaration's nextByHost; every-person "Nochmal" with held seats: lobby.test.ts and the
    // gateway's people test). A non-host's "Nochmal" is refused; the host's starts the next attempt
    // at once, at the same table with the same three.
    await stack.waitFor(tableId, 1, (s) => s.rematch?.host === 0);
    const refused = await handle.executeUpdate('rematch', { args: [{ seat: 1 }] }).catch((e: Error) => e);
    expect((refused as { cause?: { type?: string } }).cause?.type).toBe('COMMON_NOT_HOST_NEXT');
    await handle.executeUpdate('rematch', { args: [{ seat: 0 }] });
    const second = await stack.waitFor(
      tableId,
      1,
      (s) => s.rematch === null && s.outcome === null && s.view !== null,
      10_000,
    );
    expect(second.seats.map((s) => s.name)).toEqual([p0.name, p1.name, p2.name]);
    expect(second.lobby).toBeNull();

    // One of them leaves: a computer takes the seat.
    // The computer may move at once, so its step's snapshot can be the first one seen: the leave is
    // in one of the snapshots since.
    const since = stack.collect(tableId, 0);
    await stack.nc.flush();
    await handle.signal('leave', { seat: 1 });
    await stack.waitFor(tableId, 0, (s) => s.seats[1]?.kind === 'computer');
    await expect
      .poll(() => since.messages.flatMap((m) => m.events), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ type: 'seatLeft', seat: 1 }));
    since.stop();
    feed.unsubscribe();
    await handle.terminate('test done');
  }, 180_000);
});
