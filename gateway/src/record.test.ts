// The server decides what counts in Speedcoup (issue 32), through the gateway against the real
// Temporal, NATS, Redis and Postgres with the record service: a fresh player cannot start coup 2
// (a German message), the failed attempts of this evening lower the points of the next attempt,
// and the Tagescoup's attempt number is the server's count on every device, ending once made.
import { engine as coup, coupPoints } from '@spielcenter/coup';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { berlinDate, type GameRecord, redisKeys, type SeatSnapshot } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import { bearer, field, type GraphQLReply } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

let stack: TableStack;
let nc: NatsConnection;
let rules: JsonService;
const started: { token: string; tableId: string }[] = [];
const codeOf = (r: GraphQLReply) => r.body.errors?.[0]?.extensions?.code;
const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }';
type Attempt = { number: number; failedTonight: number; points: number; daily: boolean };

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'gateway-record-test' });
  rules = await serveEngine(nc, 'coup', coup, createLogger('gateway-record-test', 'silent'));
  stack = await startTableStack({ allowSeeds: false });
}, 60_000);

afterAll(async () => {
  for (const s of started)
    await stack?.t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: s.tableId }, bearer(s.token));
  await stack?.stop();
  await rules?.stop();
  await nc?.drain();
});

async function attemptOf(token: string, reply: GraphQLReply, name: string): Promise<Attempt> {
  const { tableId } = field<{ tableId: string }>(reply, name);
  started.push({ token, tableId });
  const got = await stack.t.post('query($t: ID!) { table(tableId: $t) }', { t: tableId }, bearer(token));
  return (field<SeatSnapshot>(got, 'table').view as { attempt: Attempt }).attempt;
}

const quick = (token: string, coupNo: number) =>
  stack.t.post(START, { i: { game: 'coup', computers: 3, options: { coup: coupNo } } }, bearer(token));

/** A finished attempt as the tables write it at the game's end. */
function finished(
  playerId: string,
  coupNo: number,
  success: boolean,
  at: number,
  daily: string | null = null,
): GameRecord {
  const tableId = `tr${Math.random().toString(36).slice(2, 10)}`;
  return {
    id: `${tableId}:40`,
    game: 'coup',
    tableId,
    at,
    seats: [
      { kind: 'human', playerId, name: 'Anna' },
      ...Array.from({ length: 3 }, () => ({ kind: 'computer' as const, level: 'normal' })),
    ],
    scores: [0, 0, 0, 0],
    ranks: [1, 1, 1, 1],
    points: [0, 0, 0, 0],
    details: { coup: coupNo, success, pfiff: false, humanSignal: false, daily: daily !== null },
    daily,
  };
}

async function write(...records: GameRecord[]) {
  for (const r of records)
    await stack.t.deps.redis.xadd(redisKeys.recordEvents, '*', 'record', JSON.stringify(r));
}

describe('the server decides which coup a line-up may start', () => {
  it('a fresh player cannot start coup 2 before making coup 1, and is told so in German', async () => {
    const me = await stack.t.guest();
    const refused = await quick(me.token, 2);
    expect(codeOf(refused)).toBe('RECORD_COUP_LOCKED');
    expect(refused.body.errors?.[0]?.extensions?.de).toBe(
      'Coup 2 ist für diese Besetzung noch nicht freigeschaltet. Freigeschaltet ist immer der Coup nach dem höchsten geschafften – hier Coup 1.',
    );
    expect(await attemptOf(me.token, await quick(me.token, 1), 'startQuickGame')).toEqual({
      number: 1,
      failedTonight: 0,
      points: 6,
      daily: false,
    });
  }, 60_000);

  it('a coup that is no coup number is refused with a coded error, never started as coup 1', async () => {
    const me = await stack.t.guest();
    const OPEN = 'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId } }';
    for (const coup of ['1; drop', true, [1], { x: 1 }, 1.5]) {
      const replies = {
        quick: await stack.t.post(
          START,
          { i: { game: 'coup', computers: 3, options: { coup } } },
          bearer(me.token),
        ),
        open: await stack.t.post(
          OPEN,
          { i: { game: 'coup', seats: 3, fill: 'easy', options: { coup } } },
          bearer(me.token),
        ),
      };
      for (const [path, reply] of Object.entries(replies)) {
        expect(codeOf(reply), `${path} ${JSON.stringify(coup)}`).toBe('COMMON_BAD_CONFIG');
        expect(reply.body.errors?.[0]?.extensions).toMatchObject({
          de: expect.stringMatching(/^Die Tisch-Einstellungen sind ungültig: coup:/),
          en: expect.stringMatching(/^The table settings are invalid: coup:/),
        });
      }
    }
    // Nothing started: the player sits at no table.
    expect(await stack.t.deps.redis.get(redisKeys.playerTable(me.playerId))).toBeNull();
  }, 60_000);

  it('three failed attempts this evening, then the next attempt is worth 5 + coup − 3', async () => {
    const me = await stack.t.guest();
    const t = Date.now() - 60 * 60_000;
    await write(
      finished(me.playerId, 1, true, t),
      finished(me.playerId, 2, false, t + 60_000),
      finished(me.playerId, 2, false, t + 120_000),
      finished(me.playerId, 2, false, t + 180_000),
    );
    const a = await attemptOf(me.token, await quick(me.token, 2), 'startQuickGame');
    expect(a).toEqual({ number: 4, failedTonight: 3, points: 5 + 2 - 3, daily: false });
    expect(a.points).toBe(coupPoints(2, 3));
    // The Bandenbuch page says the same.
    const book = await stack.t.post('query { bandenbuch }', {}, bearer(me.token));
    const [page] = field<{ unlocked: number; failedTonight: Record<string, number> }[]>(book, 'bandenbuch');
    expect(page).toMatchObject({ unlocked: 2, failedTonight: { '2': 3 } });
  }, 60_000);

  it('„Feierabend“ ends the evening on the server: the next attempt is a new evening’s', async () => {
    const me = await stack.t.guest();
    const other = await stack.t.guest();
    const t = Date.now() - 60 * 60_000;
    await write(
      finished(me.playerId, 1, true, t),
      finished(me.playerId, 2, false, t + 60_000),
      finished(me.playerId, 2, false, t + 120_000),
    );
    const reply = await quick(me.token, 2);
    const { tableId } = field<{ tableId: string }>(reply, 'startQuickGame');
    expect(await attemptOf(me.token, reply, 'startQuickGame')).toMatchObject({ number: 3, failedTonight: 2 });
    const END = 'mutation($t: ID!) { endEvening(tableId: $t) }';
    // only someone of the table's line-up
    expect(codeOf(await stack.t.post(END, { t: tableId }, bearer(other.token)))).toBe('GATEWAY_NOT_SEATED');
    expect((await stack.t.post(END, { t: tableId }, bearer(me.token))).body.data).toEqual({ endEvening: true });
    const next = await attemptOf(me.token, await quick(me.token, 2), 'startQuickGame');
    expect(next).toEqual({ number: 1, failedTonight: 0, points: 5 + 2, daily: false });
  }, 60_000);
});

describe('the Tagescoup counts on the server', () => {
  it('the second start is attempt 2 whatever the device says; once made, Feierabend', async () => {
    const me = await stack.t.guest();
    const DAILY = 'mutation($a: Int) { startDaily(game: coup, tempo: fast, attempt: $a) { tableId } }';
    const first = await attemptOf(me.token, await stack.t.post(DAILY, {}, bearer(me.token)), 'startDaily');
    expect(first).toMatchObject({ number: 1, daily: true, points: 0 });
    // A second device with cleared storage would say "Versuch 1" again: the server counts.
    const second = await attemptOf(
      me.token,
      await stack.t.post(DAILY, { a: 1 }, bearer(me.token)),
      'startDaily',
    );
    expect(second).toMatchObject({ number: 2, daily: true });
    // The form asks the server how many starts there were (any device): the next is attempt 3.
    const STARTS = 'query { daily(game: coup) { attempts myStarts } }';
    expect(field(await stack.t.post(STARTS, {}, bearer(me.token)), 'daily')).toEqual({
      attempts: true,
      myStarts: 2,
    });
    const other = await stack.t.guest();
    expect(field(await stack.t.post(STARTS, {}, bearer(other.token)), 'daily')).toEqual({
      attempts: true,
      myStarts: 0,
    });
    expect(field(await stack.t.post(STARTS, {}), 'daily')).toEqual({ attempts: true, myStarts: null });
    await write(finished(me.playerId, 7, true, Date.now(), berlinDate(new Date())));
    const done = await stack.t.post(DAILY, {}, bearer(me.token));
    expect(codeOf(done)).toBe('RECORD_DAILY_DONE');
    expect(done.body.errors?.[0]?.extensions?.de).toContain('Feierabend');
  }, 60_000);
});
