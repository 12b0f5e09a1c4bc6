// Tables with people on two gateway instances (one process, two servers, each with its own NATS
// and Redis connections) against the real Temporal, NATS and Redis: the lobby, sitting down, seat
// streams, chat and its 2 s lock, the reconnect window, a short game and "Nochmal" with its hold.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { engine as coup } from '@spielcenter/coup';
import { connectNats, createLogger, loadConfig, serveEngine } from '@spielcenter/kit';
import type { SeatSnapshot } from '@spielcenter/proto';
import { redisKeys, subjects, tableMessages, tableWorkflowId } from '@spielcenter/proto';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  eventually,
  field,
  SEAT_QUERY,
  startTestGateway,
  type TestGateway,
} from './gateway.test-util.js';
import { rateLimits } from './limits.js';
import { LOBBY_ALIVE_MS, sweepLobby } from './lobby-sweep.js';
import { openTableInput } from './open-table.js';
import { presenceKey } from './presence.js';
import { CHAT_LOCK_MS, chatHistoryKey } from './resolvers/chat.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

const RECONNECT_MS = 1500;
const HOLD_MS = 1500;

let stack: TableStack;
let g1: TestGateway;
let g2: TestGateway;
/** A third instance with tight limits (counted in a namespace of its own, loopback included). */
let g3: TestGateway;
const TIGHT = {
  guest: { address: [5, 10_000] },
  act: { identity: [10, 1000], address: [1000, 1000] },
  chat: { identity: [3, 20_000] },
} as const;

beforeAll(async () => {
  stack = await startTableStack({ deps: { reconnectMs: RECONNECT_MS, rematchHoldMs: HOLD_MS } });
  g1 = stack.t;
  g2 = await startTestGateway({
    tablesTaskQueue: stack.taskQueue,
    deps: { reconnectMs: RECONNECT_MS, rematchHoldMs: HOLD_MS },
  });
  g3 = await startTestGateway({
    tablesTaskQueue: stack.taskQueue,
    deps: {
      limits: rateLimits({
        guest: { address: [...TIGHT.guest.address] },
        act: { identity: [...TIGHT.act.identity], address: [...TIGHT.act.address] },
        chat: { identity: [...TIGHT.chat.identity] },
      }),
      limitScope: `test-${randomUUID().slice(0, 8)}`,
      limitLoopback: true,
    },
  });
}, 60_000);

afterAll(async () => {
  await g3?.close();
  await g2?.close();
  await stack?.stop();
});

const OPEN = 'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId seat } }';
const JOIN = 'mutation($t: ID!) { joinTable(tableId: $t) { tableId seat } }';
const CHAT = 'mutation($t: ID!, $x: String!) { chat(tableId: $t, text: $x) }';
const CHAT_TO = 'mutation($t: ID!, $x: String!, $to: Int) { chat(tableId: $t, text: $x, to: $to) }';
const CHEER = 'mutation($t: ID!, $m: String!) { cheer(tableId: $t, mood: $m) }';
const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }';
const ACK = 'mutation($t: ID!) { acknowledge(tableId: $t) }';
const REMATCH = 'mutation($t: ID!) { rematch(tableId: $t) }';
const LOBBY_SUB = 'subscription($g: Game) { lobby(game: $g) { tableId entry } }';
const CHAT_SUB = 'subscription($t: ID!) { chat(tableId: $t) { id seat to name kind text at past } }';

interface Change {
  tableId: string;
  entry: { seats: ({ name: string; kind: string } | null)[]; host: string } | null;
}
interface Message {
  id: string;
  seat: number;
  to: number | null;
  past: boolean;
  name: string;
  kind: string;
  text: string;
}

/** Markers this test publishes to know a subscription is open (kept apart from the items). */
const MARKER = 'marker-';
const markerOf = (item: unknown): string | null => {
  const o = item as { id?: unknown; tableId?: unknown } | null;
  for (const v of [o?.id, o?.tableId]) if (typeof v === 'string' && v.startsWith(MARKER)) return v;
  return null;
};

function collect<T>(client: WsClient, query: string, variables: Record<string, unknown>, key: string) {
  const items: T[] = [];
  const marks = new Set<string>();
  const stop = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (r) => {
        const item = r.data?.[key];
        if (!item) return;
        const mark = markerOf(item);
        if (mark) marks.add(mark);
        else items.push(item as T);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return { items, marks, stop };
}

/**
 * Waits until a lobby feed is open, by the event itself: a marker (the removal of a table that
 * never was) is published on the game's lobby subject until the feed passes it on.
 */
async function lobbyFeedOpen(t: TestGateway, lobby: { marks: Set<string> }, what: string): Promise<void> {
  const marker = `${MARKER}${randomUUID()}`;
  await eventually(
    () => {
      if (lobby.marks.has(marker)) return true;
      t.deps.nc.publish(subjects.lobby('boss'), JSON.stringify({ tableId: marker, entry: null }));
      return false;
    },
    10_000,
    what,
  );
}

/**
 * A marker chat message on the table's subject, as the gateway publishes one (never stored, so no
 * history has it), published until every collector got it. Used both to know the subscriptions
 * are open and to prove an absence: what went out before the marker and is not there, never comes.
 */
async function chatPassed(t: TestGateway, tableId: string, chats: { marks: Set<string> }[], what: string) {
  const id = `${MARKER}${randomUUID()}`;
  const marker = {
    id,
    tableId,
    seat: 0,
    name: 'marker',
    kind: 'text',
    text: 'marker',
    at: Date.now(),
    to: null,
  };
  await eventually(
    () => {
      if (chats.every((c) => c.marks.has(id))) return true;
      t.deps.nc.publish(subjects.chat(tableId), JSON.stringify(marker));
      return false;
    },
    10_000,
    what,
  );
}

async function seatOfRecord(t: TestGateway, tableId: string, seat: number): Promise<string | null> {
  return t.deps.redis.hget(redisKeys.table(tableId), `seat:${seat}`);
}

async function snapshot(t: TestGateway, tableId: string, seat: number): Promise<SeatSnapshot | null> {
  const text = await t.deps.redis.get(redisKeys.seatView(tableId, seat));
  return text ? (JSON.parse(text) as SeatSnapshot) : null;
}

describe('a table with people across two gateway instances', () => {
  it('lobby, join, seat streams, chat, reconnect window, a short game and Nochmal', async () => {
    const anna = await g1.guest('Anna');
    const bruno = await g2.guest('Bruno');
    const carla = await g2.guest('Carla');

    // Bruno watches the lobby on instance 2.
    const brunoWs = g2.ws(bruno.token);
    const lobby = collect<Change>(brunoWs, LOBBY_SUB, { g: 'boss' }, 'lobby');

    // Anna opens a Speedboss table for three on instance 1 (one round: a short game).
    const opened = await g1.post(
      OPEN,
      {
        i: { game: 'boss', seats: 3, fill: null, clockSeconds: null, tempo: 'fast', options: { rounds: 1 } },
      },
      bearer(anna.token),
    );
    const { tableId, seat } = field<{ tableId: string; seat: number }>(opened, 'openTable');
    expect(seat).toBe(0);
    await eventually(
      () => lobby.items.some((c) => c.tableId === tableId && c.entry?.host === 'Anna'),
      10_000,
      'the table in the lobby on instance 2',
    );
    const listed = await g1.post('query { lobby(game: boss) }');
    expect(field<{ tableId: string }[]>(listed, 'lobby').some((e) => e.tableId === tableId)).toBe(true);

    // A bad table: the game's seat limits, in German and English.
    const tooMany = await g1.post(OPEN, { i: { game: 'boss', seats: 5, tempo: 'fast' } }, bearer(anna.token));
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({
      code: 'GATEWAY_BAD_SEATS',
      de: 'Speedboss spielt man an einem Tisch mit 2 bis 4 Plätzen.',
    });

    // Bruno sits down through instance 2, Carla through instance 1: the table is full and starts.
    const joinedB = await g2.post(JOIN, { t: tableId }, bearer(bruno.token));
    expect(field<{ seat: number }>(joinedB, 'joinTable').seat).toBe(1);
    const again = await g2.post(JOIN, { t: tableId }, bearer(bruno.token));
    expect(again.body.errors?.[0]?.extensions?.code).toBe('COMMON_ALREADY_SEATED');
    const joinedC = await g1.post(JOIN, { t: tableId }, bearer(carla.token));
    expect(field<{ seat: number }>(joinedC, 'joinTable').seat).toBe(2);
    await eventually(
      () => lobby.items.some((c) => c.tableId === tableId && c.entry === null),
      15_000,
      'the started table to leave the lobby',
    );

    // Seat streams on both instances; chat subscriptions on both.
    const annaWs = g1.ws(anna.token);
    const annaSeat = collect<SeatSnapshot>(annaWs, SEAT_QUERY, { tableId }, 'seat');
    const annaChat = collect<Message>(annaWs, CHAT_SUB, { t: tableId }, 'chat');
    const carlaWs = g1.ws(carla.token);
    const carlaSeat = collect<SeatSnapshot>(carlaWs, SEAT_QUERY, { tableId }, 'seat');
    const brunoSeatWs = g2.ws(bruno.token);
    const brunoSeat = collect<SeatSnapshot>(brunoSeatWs, SEAT_QUERY, { tableId }, 'seat');
    const brunoChat = collect<Message>(brunoSeatWs, CHAT_SUB, { t: tableId }, 'chat');
    await eventually(
      () => annaSeat.items.some((s) => s.view !== null) && brunoSeat.items.some((s) => s.view !== null),
      15_000,
      'the game on both instances',
    );
    expect(annaSeat.items.every((s) => s.seat === 0)).toBe(true);
    expect(brunoSeat.items.every((s) => s.seat === 1)).toBe(true);

    // Chat crosses instances; the sender's 2 s lock holds on the server, on every instance.
    const sent = await g2.post(CHAT, { t: tableId, x: '  Hallo <b>Anna</b>\u0007 ' }, bearer(bruno.token));
    expect(sent.body.data).toEqual({ chat: true });
    await eventually(() => annaChat.items.length > 0, 5000, 'the message on instance 1');
    expect(annaChat.items[0]).toMatchObject({
      seat: 1,
      name: 'Bruno',
      kind: 'text',
      text: 'Hallo <b>Anna</b>',
    });
    const tooFast = await g1.post(CHAT, { t: tableId, x: 'noch was' }, bearer(bruno.token));
    expect(tooFast.body.errors?.[0]?.extensions).toMatchObject({ code: 'GATEWAY_CHAT_TOO_FAST' });
    expect(String(tooFast.body.errors?.[0]?.extensions?.de)).toContain('2 Sekunden gesperrt');
    const long = await g1.post(CHAT, { t: tableId, x: 'x'.repeat(201) }, bearer(anna.token));
    expect(long.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_CHAT_TOO_LONG');
    const cheered = await g1.post(CHEER, { t: tableId, m: 'joy' }, bearer(anna.token));
    expect(cheered.body.data).toEqual({ cheer: true });
    await eventually(() => brunoChat.items.some((m) => m.kind === 'joy'), 5000, 'the cheer on instance 2');
    const stranger = await g1.guest('Fremd');
    const notSeated = await g1.post(CHAT, { t: tableId, x: 'hi' }, bearer(stranger.token));
    expect(notSeated.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_NOT_SEATED');

    // Bruno's browser closes on instance 2 and comes back on instance 1 within the window: he keeps
    // his seat.
    await brunoSeatWs.dispose();
    await new Promise((r) => setTimeout(r, RECONNECT_MS / 3));
    const brunoBackWs = g1.ws(bruno.token);
    const brunoBack = collect<SeatSnapshot>(brunoBackWs, SEAT_QUERY, { tableId }, 'seat');
    await eventually(() => brunoBack.items.length > 0, 5000, 'Bruno back on instance 1');
    await new Promise((r) => setTimeout(r, RECONNECT_MS * 1.5));
    expect(await seatOfRecord(g1, tableId, 1)).toBe(bruno.playerId);

    // Now he is gone for good: after the window a computer takes his seat; the others see it.
    await brunoBackWs.dispose();
    await eventually(
      () => annaSeat.items.some((s) => s.events.some((e) => e.type === 'seatLeft')),
      RECONNECT_MS + 8000,
      'a computer on Bruno’s seat',
    );
    expect(annaSeat.items.at(-1)?.seats[1]?.kind).toBe('computer');
    expect(await seatOfRecord(g1, tableId, 1)).toBeNull();

    // Anna and Carla play the one round to its end (the first legal action each time).
    const players = [
      { g: g1, who: anna, seat: 0 },
      { g: g1, who: carla, seat: 2 },
    ];
    const deadline = Date.now() + 60_000;
    let n = 0;
    for (;;) {
      expect(Date.now()).toBeLessThan(deadline);
      const snaps = await Promise.all(players.map((p) => snapshot(p.g, tableId, p.seat)));
      if (snaps.some((s) => s?.outcome)) break;
      let acted = false;
      for (const [i, p] of players.entries()) {
        const s = snaps[i];
        if (!s) continue;
        if (s.waiting?.seats.includes(p.seat)) {
          await p.g.post(ACK, { t: tableId }, bearer(p.who.token));
          acted = true;
        } else if (s.toAct.includes(p.seat) && s.legal[0]) {
          await p.g.post(ACT, { t: tableId, a: s.legal[0], c: `c${n++}` }, bearer(p.who.token));
          acted = true;
        }
      }
      if (!acted) await new Promise((r) => setTimeout(r, 100));
    }
    await eventually(() => carlaSeat.items.some((s) => s.rematch !== null), 10_000, 'the Nochmal hold');

    // Nochmal: Anna is back, Carla is not; after the hold Carla's seat is free and the table is in
    // the lobby again, with Anna on her seat.
    const before = lobby.items.length;
    expect((await g1.post(REMATCH, { t: tableId }, bearer(anna.token))).body.data).toEqual({ rematch: true });
    await eventually(
      () => lobby.items.slice(before).some((c) => c.tableId === tableId && c.entry !== null),
      HOLD_MS + 10_000,
      'the table in the lobby again',
    );
    const entry = lobby.items.filter((c) => c.tableId === tableId).at(-1)?.entry;
    expect(entry?.seats.map((s) => s?.name ?? null)).toEqual(['Anna', null, null]);
    expect(await seatOfRecord(g1, tableId, 2)).toBeNull();
    lobby.stop();
  }, 120_000);
});

describe('the lobby lists only live tables', () => {
  it('a terminated table leaves the lobby; an open table whose players lost their gateway is swept', async () => {
    const dora = await g1.guest('Dora');
    const emil = await g2.guest('Emil');
    const watcherWs = g2.ws(emil.token);
    const lobby = collect<Change>(watcherWs, LOBBY_SUB, { g: null }, 'lobby');
    const open = async (t: TestGateway, token: string) =>
      field<{ tableId: string }>(
        await t.post(OPEN, { i: { game: 'boss', seats: 3, tempo: 'fast' } }, bearer(token)),
        'openTable',
      ).tableId;
    const listed = async (t: TestGateway) =>
      field<{ tableId: string }[]>(await t.post('query { lobby }'), 'lobby').map((e) => e.tableId);

    // 1. Dora's table: its workflow is terminated (it says nothing on its way out), so the entry
    // stays in Redis; the lobby finds the workflow gone, removes it and tells the open lobbies.
    await lobbyFeedOpen(g2, lobby, 'the lobby feed open before the table is');
    const dead = await open(g1, dora.token);
    await eventually(
      () => lobby.items.some((c) => c.tableId === dead && c.entry !== null),
      10_000,
      'Dora’s table listed',
    );
    await g1.deps.temporal.workflow.getHandle(tableWorkflowId(dead)).terminate('test: a dead table');
    expect(await g1.deps.redis.hget(redisKeys.lobby, dead)).not.toBeNull();
    // (A table found alive is not asked again for LOBBY_ALIVE_MS: the feed's first list may have.)
    await eventually(
      async () => !(await listed(g2)).includes(dead),
      LOBBY_ALIVE_MS + 5000,
      'Dora’s table unlisted',
    );
    expect(await g1.deps.redis.hget(redisKeys.lobby, dead)).toBeNull();
    await eventually(
      () => lobby.items.some((c) => c.tableId === dead && c.entry === null),
      5000,
      'the removal on the lobby feed',
    );

    // 2. Emil opens a table and watches it through his seat stream on a fourth instance, which then
    // stops without a word (as a crashed one would: no reconnect window starts). After two windows
    // without a mark, the sweep lets him leave; the table, left by all, closes and leaves the lobby.
    const g4 = await startTestGateway({
      tablesTaskQueue: stack.taskQueue,
      deps: { reconnectMs: RECONNECT_MS, rematchHoldMs: HOLD_MS },
    });
    const orphan = await open(g4, emil.token);
    const seatWs = g4.ws(emil.token);
    const seat = collect<SeatSnapshot>(seatWs, SEAT_QUERY, { tableId: orphan }, 'seat');
    await eventually(() => seat.items.length > 0, 10_000, 'Emil’s seat stream');
    await eventually(
      async () => (await g1.deps.redis.hget(presenceKey(orphan), emil.playerId)) !== null,
      5000,
      'Emil marked present',
    );
    const only = new Set([orphan]);
    // While he is present, nothing happens.
    expect(await sweepLobby(g1.deps, { only })).toEqual({ listed: 1, removed: 0, left: 0 });
    await g4.close();
    await new Promise((r) => setTimeout(r, 2 * RECONNECT_MS + 200));
    expect(await listed(g1)).toContain(orphan); // still there: the workflow runs, nobody swept yet
    expect(await sweepLobby(g1.deps, { only })).toEqual({ listed: 1, removed: 0, left: 1 });
    await eventually(
      () => lobby.items.some((c) => c.tableId === orphan && c.entry === null),
      10_000,
      'the abandoned table gone from the lobby',
    );
    expect(await listed(g1)).not.toContain(orphan);

    // 3. A running table workflow on a task queue that no tables worker polls (its worker gone for
    // good; here: never there): nobody could sit down, so it is not listed either. Its entry is
    // written as the worker would have written it before it went.
    const nobody = `no-worker-${randomUUID().slice(0, 8)}`;
    const input = openTableInput({ playerId: dora.playerId, name: 'Dora' }, { game: 'boss', seats: 2 });
    await g1.deps.temporal.workflow.start(tableMessages.workflow, {
      args: [input],
      workflowId: tableWorkflowId(input.tableId),
      taskQueue: nobody,
    });
    const entry = { tableId: input.tableId, game: 'boss', seats: [{ name: 'Dora', kind: 'human' }, null] };
    await g1.deps.redis.hset(
      redisKeys.lobby,
      input.tableId,
      JSON.stringify({
        ...entry,
        host: 'Dora',
        fill: null,
        clockSeconds: null,
        tempo: 'normal',
        options: {},
      }),
    );
    expect(await listed(g2)).not.toContain(input.tableId);
    expect(await g1.deps.redis.hget(redisKeys.lobby, input.tableId)).toBeNull();
    await g1.deps.temporal.workflow.getHandle(tableWorkflowId(input.tableId)).terminate('test: done');
    lobby.stop();
  }, 60_000);
});

describe('chat history and private messages', () => {
  it('a reload replays the recent messages; a private message reaches only its recipient', async () => {
    const fritz = await g1.guest('Fritz');
    const gerda = await g2.guest('Gerda');
    const hans = await g1.guest('Hans');
    const opened = await g1.post(OPEN, { i: { game: 'boss', seats: 4, tempo: 'fast' } }, bearer(fritz.token));
    const { tableId } = field<{ tableId: string }>(opened, 'openTable');
    expect(
      field<{ seat: number }>(await g2.post(JOIN, { t: tableId }, bearer(gerda.token)), 'joinTable').seat,
    ).toBe(1);
    expect(
      field<{ seat: number }>(await g1.post(JOIN, { t: tableId }, bearer(hans.token)), 'joinTable').seat,
    ).toBe(2);

    const fritzChat = collect<Message>(g1.ws(fritz.token), CHAT_SUB, { t: tableId }, 'chat');
    const gerdaWs = g2.ws(gerda.token);
    const gerdaChat = collect<Message>(gerdaWs, CHAT_SUB, { t: tableId }, 'chat');
    const hansChat = collect<Message>(g1.ws(hans.token), CHAT_SUB, { t: tableId }, 'chat');
    await chatPassed(g1, tableId, [fritzChat, gerdaChat, hansChat], 'the chat subscriptions open');

    // To the table, then Fritz whispers to Gerda (seat 1), on another instance.
    expect((await g1.post(CHAT, { t: tableId, x: 'Hallo Tisch' }, bearer(fritz.token))).body.data).toEqual({
      chat: true,
    });
    expect(
      (await g2.post(CHAT_TO, { t: tableId, x: 'Nur für dich', to: 0 }, bearer(gerda.token))).body.data,
    ).toEqual({
      chat: true,
    });
    await eventually(() => fritzChat.items.length >= 2 && gerdaChat.items.length >= 2, 5000, 'both messages');
    expect(fritzChat.items.at(-1)).toMatchObject({ seat: 1, to: 0, text: 'Nur für dich' });
    expect(gerdaChat.items.at(-1)).toMatchObject({ seat: 1, to: 0, text: 'Nur für dich' });
    await eventually(() => hansChat.items.length >= 1, 5000, 'the table message at Hans');
    // Gerda's private message went out before this marker: Hans has it by now, or never.
    await chatPassed(g1, tableId, [hansChat], 'a marker after the private message at Hans');
    expect(hansChat.items.map((m) => m.text)).toEqual(['Hallo Tisch']);

    // A private message only to another person at the table: not to oneself, a free seat, nobody.
    for (const to of [1, 3, 9]) {
      const bad = await g2.post(CHAT_TO, { t: tableId, x: 'hm', to }, bearer(gerda.token));
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({
        code: 'GATEWAY_CHAT_BAD_RECIPIENT',
        de: 'Eine private Nachricht geht nur an einen anderen Menschen an diesem Tisch.',
      });
    }
    // The 2 s lock holds for private messages as for the table.
    const fast = await g1.post(CHAT_TO, { t: tableId, x: 'schnell', to: 1 }, bearer(fritz.token));
    expect(fast.body.errors?.[0]?.extensions?.code).toBe('GATEWAY_CHAT_TOO_FAST');

    // Gerda reloads (a new connection, on the other instance): the history first, marked past,
    // with her private message; Hans after a reload: only the table's.
    await gerdaWs.dispose();
    const again = collect<Message>(g1.ws(gerda.token), CHAT_SUB, { t: tableId }, 'chat');
    await eventually(() => again.items.length >= 2, 5000, 'Gerda’s history');
    expect(again.items.map((m) => [m.text, m.to, m.past])).toEqual([
      ['Hallo Tisch', null, true],
      ['Nur für dich', 0, true],
    ]);
    const hansAgain = collect<Message>(g2.ws(hans.token), CHAT_SUB, { t: tableId }, 'chat');
    await eventually(() => hansAgain.items.length >= 1, 5000, 'Hans’ history');
    // The whole history comes before anything live, so before the marker.
    await chatPassed(g2, tableId, [hansAgain], 'a marker after Hans’ history');
    expect(hansAgain.items.map((m) => m.text)).toEqual(['Hallo Tisch']);
    // New messages follow the history, each once; Fritz writes again when his lock has run out.
    await eventually(
      async () => (await g1.deps.redis.exists(`chat:${tableId}:${fritz.playerId}:lock`)) === 0,
      CHAT_LOCK_MS + 5000,
      'Fritz’s chat lock over',
    );
    await g1.post(CHAT, { t: tableId, x: 'Weiter gehts' }, bearer(fritz.token));
    await eventually(() => again.items.length >= 3, 5000, 'the new message after the history');
    expect(again.items.at(-1)).toMatchObject({ text: 'Weiter gehts', past: false });
    expect(new Set(again.items.map((m) => m.id)).size).toBe(again.items.length);

    // The history in Redis: the three messages, kept a day after the last one.
    expect(await g1.deps.redis.llen(chatHistoryKey(tableId))).toBe(3);
    expect(await g1.deps.redis.ttl(chatHistoryKey(tableId))).toBeGreaterThan(3600);
    for (const who of [fritz, gerda, hans])
      await g1.post('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, bearer(who.token));
  }, 60_000);
});

describe('Speedcoup: no chat during an attempt, private messages included', () => {
  it('chat in the lobby; during the attempt every message is refused on the server', async () => {
    // „Während eines Versuchs ist der Chat gesperrt, auch private Nachrichten an die Mitspieler.“
    const env = loadConfig();
    const nc = await connectNats({ url: env.NATS_URL, name: 'gateway-coup-test' });
    const coupService = await serveEngine(nc, 'coup', coup, createLogger('coup-test', 'silent'));
    try {
      const ida = await g1.guest('Ida');
      const jan = await g2.guest('Jan');
      const opened = await g1.post(OPEN, { i: { game: 'coup', seats: 2, tempo: 'fast' } }, bearer(ida.token));
      const { tableId } = field<{ tableId: string }>(opened, 'openTable');
      // In the lobby the chat is open.
      expect((await g1.post(CHAT, { t: tableId, x: 'Viel Glück!' }, bearer(ida.token))).body.data).toEqual({
        chat: true,
      });
      expect(
        field<{ seat: number }>(await g2.post(JOIN, { t: tableId }, bearer(jan.token)), 'joinTable').seat,
      ).toBe(1);
      await eventually(
        async () => (await g1.deps.redis.hget(redisKeys.table(tableId), 'status')) === 'running',
        15_000,
        'the attempt running',
      );
      const refused = [
        await g2.post(CHAT, { t: tableId, x: 'Los gehts' }, bearer(jan.token)),
        await g2.post(CHAT_TO, { t: tableId, x: 'Nimm die Juwelen', to: 0 }, bearer(jan.token)),
        await g2.post(CHEER, { t: tableId, m: 'joy' }, bearer(jan.token)),
        await g1.post(CHAT_TO, { t: tableId, x: 'Psst', to: 1 }, bearer(ida.token)),
      ];
      for (const r of refused) {
        expect(r.body.errors?.[0]?.extensions).toMatchObject({
          code: 'GATEWAY_CHAT_LOCKED',
          de: 'Während eines Versuchs ist der Chat gesperrt.',
        });
      }
      // Nothing of it was kept: Jan's chat shows only the lobby's message.
      const janChat = collect<Message>(g2.ws(jan.token), CHAT_SUB, { t: tableId }, 'chat');
      await eventually(() => janChat.items.length >= 1, 5000, 'the history');
      await chatPassed(g2, tableId, [janChat], 'a marker after the history');
      expect(janChat.items.map((m) => [m.text, m.past])).toEqual([['Viel Glück!', true]]);
      for (const [t, who] of [
        [g1, ida],
        [g2, jan],
      ] as const)
        await t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, bearer(who.token));
    } finally {
      await coupService.stop();
      await nc.drain();
    }
  }, 60_000);
});

/**
 * `n` act mutations at once from a child process (plain fetch); `started` when it begins sending,
 * `done` with each answer's code ("ok" for an answer without errors).
 */
function floodActs(url: string, token: string, tableId: string, n: number) {
  const script = `
    const [url, token, t, n] = process.argv.slice(1);
    const query = ${JSON.stringify(ACT)};
    process.stdout.write('go\\n');
    const codes = await Promise.all(Array.from({ length: Number(n) }, async (_, i) => {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
        body: JSON.stringify({ query, variables: { t, a: { type: 'bid', bid: 0 }, c: 'flood-' + i } }),
      });
      const body = await r.json();
      return String(body.errors?.[0]?.extensions?.code ?? 'ok');
    }));
    process.stdout.write(JSON.stringify(codes) + '\\n');
  `;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, url, token, tableId, String(n)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  let resolveStart: () => void = () => {};
  const started = new Promise<void>((r) => {
    resolveStart = r;
  });
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('go\n')) resolveStart();
  });
  const done = new Promise<string[]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      resolveStart();
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('[')) resolve(JSON.parse(last) as string[]);
      else reject(new Error(`the flooding process ended with ${code}: ${out}`));
    });
  });
  return { started, done };
}

/** Waits until at least `needMs` are left in the current window of `windowMs` (fixed windows). */
async function freshWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 20));
}

const codes = (replies: { body: { errors?: { extensions?: Record<string, unknown> }[] } }[]) =>
  replies.map((r) => String(r.body.errors?.[0]?.extensions?.code ?? 'ok'));
const count = (list: string[], code: string) => list.filter((c) => c === code).length;

describe('abuse limits under a flood (third instance, tight limits)', () => {
  it('guests per address, act and chat per identity hold, and the gateway stays responsive', async () => {
    // Guests: at most 5 in 10 s from one address. The limiter counts in fixed windows of 10 s:
    // the eight requests count as one window's only when they were sent and answered in one (on a
    // loaded machine they may straddle its end; then the next window is tried).
    let guests: Awaited<ReturnType<typeof g3.post>>[] = [];
    for (let attempt = 0; ; attempt++) {
      await freshWindow(10_000, 5000);
      const sent = Date.now();
      guests = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          g3.post('mutation($n: String) { guest(name: $n) { token player { id } } }', {
            n: `Flut ${attempt}.${i}`,
          }),
        ),
      );
      if (Math.floor(sent / 10_000) === Math.floor(Date.now() / 10_000)) break;
      if (attempt === 2) throw new Error('three tries of eight guest requests each straddled a window');
      await freshWindow(10_000, 10_000 - 1);
    }
    const guestCodes = codes(guests);
    expect(count(guestCodes, 'ok')).toBe(5);
    expect(count(guestCodes, 'GATEWAY_RATE_LIMITED')).toBe(3);
    const refused = guests.find((r) => r.body.errors)?.body.errors?.[0]?.extensions;
    expect(String(refused?.de)).toMatch(/^Zu viele Anfragen \(Gäste\)\. Bitte warte \d+ s/);
    expect(String(refused?.en)).toMatch(/^Too many requests \(guest\)/);

    // A quick game for the flooder (its guest from another instance: the token works everywhere).
    const flooder = await g1.guest('Flut');
    const other = await g1.guest('Ruhig');
    const started = await g3.post(
      'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
      {
        i: {
          game: 'boss',
          computers: 1,
          tempo: 'fast',
          seed: 'flood',
          options: { firstDealer: 1, deck: [['b5', 'g3', 'r7']] },
        },
      },
      bearer(flooder.token),
    );
    const { tableId } = field<{ tableId: string }>(started, 'startQuickGame');
    await eventually(async () => ((await snapshot(g3, tableId, 0))?.legal.length ?? 0) > 0, 20_000, 'a bid');

    // The act flood: 200 at once, from another process (as a flooding client would: the test's own
    // 200 fetches would otherwise share this process's event loop with the gateway it measures).
    // At most 10 a second get past the limiter, and of those at most one per seat is on its way to
    // the table at a time (the others are refused at once, GATEWAY_ACT_PENDING, instead of queueing
    // as Temporal updates). Meanwhile another player asks who he is, one request after the other,
    // until the flood is answered: his answers stay quick.
    await freshWindow(1000, 600);
    const t0 = Date.now();
    const flood = floodActs(g3.url, flooder.token, tableId, 200);
    await flood.started;
    const latencies: number[] = [];
    let flooding = true;
    void flood.done.finally(() => {
      flooding = false;
    });
    while (flooding || latencies.length < 5) {
      const s = Date.now();
      const me = await g3.post('query { me { id } }', {}, bearer(other.token));
      latencies.push(Date.now() - s);
      expect(field<{ id: string }>(me, 'me').id).toBe(other.playerId);
    }
    const actCodes = await flood.done;
    const t1 = Date.now();
    const floodMs = t1 - t0;
    const limited = count(actCodes, 'GATEWAY_RATE_LIMITED');
    const pending = count(actCodes, 'GATEWAY_ACT_PENDING');
    // Fixed windows of a second: at most 10 per window the flood spanned got past the limiter.
    const windows = Math.floor(t1 / 1000) - Math.floor(t0 / 1000) + 1;
    expect(200 - limited).toBeLessThanOrEqual(10 * windows);
    expect(limited).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] as number;
    console.log(
      JSON.stringify({
        flood: 'act',
        requests: 200,
        limited,
        pending,
        reachedTable: 200 - limited - pending,
        floodMs,
        meRequests: latencies.length,
        meP50Ms: sorted[Math.floor(sorted.length / 2)],
        meP95Ms: p95,
        meMaxMs: sorted.at(-1),
      }),
    );
    expect(count(actCodes, 'ok')).toBeGreaterThanOrEqual(1); // the one bid (the rest: not your turn …)
    // The other player is answered meanwhile, not queued behind the flood: his requests keep coming
    // back while it lasts (the measured p95 is 40–250 ms on two loaded cores, printed above; a
    // bound in milliseconds would measure the shared machine, not the gateway).
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(p95).toBeLessThan(floodMs);

    // After the window, acting works again (here: a retry of an applied client id).
    await new Promise((r) => setTimeout(r, 1100));
    const okId = actCodes.indexOf('ok');
    const retry = await g3.post(
      ACT,
      { t: tableId, a: { type: 'bid', bid: 0 }, c: `flood-${okId}` },
      bearer(flooder.token),
    );
    expect(retry.body.errors).toBeUndefined();

    // The chat flood: 50 at once, one gets through (the 2 s lock); then the per-identity limit
    // (3 in 20 s here) refuses the fourth message even after the lock is free.
    await freshWindow(20_000, 9000);
    const chats = codes(
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          g3.post(CHAT, { t: tableId, x: `Flut ${i}` }, bearer(flooder.token)),
        ),
      ),
    );
    expect(count(chats, 'ok')).toBe(1);
    expect(count(chats, 'GATEWAY_CHAT_TOO_FAST')).toBe(49);
    const later: string[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 2050));
      later.push(...codes([await g3.post(CHAT, { t: tableId, x: `später ${i}` }, bearer(flooder.token))]));
    }
    expect(later).toEqual(['ok', 'ok', 'GATEWAY_RATE_LIMITED']);
    await g3.post('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, bearer(flooder.token));
  }, 90_000);
});
