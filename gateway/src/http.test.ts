// The gateway over real HTTP, against the real NATS and Redis (Temporal is not reached here).
import { redisKeys } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  field,
  removeTable,
  seatPlayers,
  setPlayerTable,
  snapshotFor,
  startTestGateway,
  storeSnapshot,
  type TestGateway,
  testTableId,
} from './gateway.test-util.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ allowSeeds: false });
});
afterAll(async () => {
  await t?.close();
});

const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }';
const TABLE = 'query($t: ID) { table(tableId: $t) }';

function codeOf(reply: Awaited<ReturnType<TestGateway['post']>>) {
  return reply.body.errors?.[0]?.extensions;
}

describe('guest identity over HTTP', () => {
  it('issues a guest with a token and the sc_guest cookie, and `me` knows it by Bearer or cookie', async () => {
    const r = await t.post('mutation { guest { token player { id name tableId } } }');
    expect(r.status).toBe(200);
    const g = r.body.data?.guest as { token: string; player: { id: string; name: string; tableId: null } };
    expect(g.player.name).toMatch(/^Gast \d{4}$/);
    expect(g.player.tableId).toBeNull();
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`sc_guest=${g.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const byBearer = await t.post('{ me { id name tableId } }', {}, bearer(g.token));
    expect(byBearer.body.data?.me).toEqual({ id: g.player.id, name: g.player.name, tableId: null });
    const byCookie = await t.post('{ me { id } }', {}, { cookie: `sc_guest=${g.token}` });
    expect(byCookie.body.data?.me).toEqual({ id: g.player.id });
  });

  it('takes a chosen name and refuses an empty one with a coded error', async () => {
    expect((await t.guest('Hildegard')).name).toBe('Hildegard');
    const r = await t.post('mutation { guest(name: "   ") { token } }');
    expect(codeOf(r)).toMatchObject({ code: 'GATEWAY_BAD_INPUT', de: expect.stringContaining('ungültig') });
  });

  it('answers unauthenticated calls with GATEWAY_UNAUTHENTICATED in German and English', async () => {
    const me = await t.post('{ me { id } }');
    expect(codeOf(me)).toEqual({
      code: 'GATEWAY_UNAUTHENTICATED',
      de: 'Du bist nicht angemeldet. Bitte lade die Seite neu.',
      en: 'You are not signed in. Please reload the page.',
    });
    const act = await t.post(ACT, { t: 'whatever', a: { type: 'bid', bid: 0 }, c: 'c1' });
    expect(act.body.data).toBeNull();
    expect(codeOf(act)).toMatchObject({ code: 'GATEWAY_UNAUTHENTICATED' });
    const forged = await t.post(
      ACT,
      { t: 'whatever', a: { type: 'bid', bid: 0 }, c: 'c1' },
      bearer('v1.e30.AAAA'),
    );
    expect(codeOf(forged)).toMatchObject({ code: 'GATEWAY_UNAUTHENTICATED' });
  });
});

describe('HTTP protections', () => {
  it('refuses a GET query as a possible CSRF (and runs it with a preflight header)', async () => {
    const g = await t.guest();
    const res = await fetch(`${t.url}?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: bearer(g.token),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect(body.errors[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      de: expect.any(String),
      en: expect.any(String),
    });
    const ok = await fetch(`${t.url}?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { ...bearer(g.token), 'apollo-require-preflight': 'true' },
    });
    expect(((await ok.json()) as { data: unknown }).data).toEqual({ me: { id: g.playerId } });
  });

  it('allows credentials from the local web origin only', async () => {
    const preflight = (origin: string) =>
      fetch(t.url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const local = await preflight('http://127.0.0.1:3000');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(local.headers.get('access-control-allow-credentials')).toBe('true');
    expect(local.headers.get('access-control-allow-headers')).toContain('content-type');
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    );
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers /healthz on the main port and 404 elsewhere', async () => {
    const base = t.url.replace(/\/graphql$/, '');
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ alive: true });
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
  });

  it('answers every too-large body (1 MB, ten times) with the coded 413, never a reset (issue 36.7)', async () => {
    const body = JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    for (let i = 0; i < 10; i++) {
      const res = await fetch(t.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(413);
      const reply = (await res.json()) as { errors?: { extensions?: { code?: string; de?: string } }[] };
      expect(reply.errors?.[0]?.extensions).toMatchObject({
        code: 'GATEWAY_BAD_REQUEST',
        de: expect.any(String),
      });
    }
  });

  it('answers a body that is not JSON with a coded 400', async () => {
    const res = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions.code).toBe('GATEWAY_BAD_REQUEST');
  });
});

describe('tables over HTTP (Redis only)', () => {
  it('refuses act at an unknown table and at a table the caller does not sit at', async () => {
    const g = await t.guest();
    const unknown = await t.post(
      ACT,
      { t: testTableId(), a: { type: 'bid', bid: 0 }, c: 'c1' },
      bearer(g.token),
    );
    expect(codeOf(unknown)).toMatchObject({
      code: 'GATEWAY_UNKNOWN_TABLE',
      de: expect.any(String),
      en: expect.any(String),
    });
    const tableId = testTableId();
    await seatPlayers(t.deps.redis, tableId, [[0, 'g_someoneElse']]);
    const notSeated = await t.post(ACT, { t: tableId, a: { type: 'bid', bid: 0 }, c: 'c1' }, bearer(g.token));
    expect(codeOf(notSeated)).toMatchObject({
      code: 'GATEWAY_NOT_SEATED',
      de: 'Du sitzt nicht an diesem Tisch.',
    });
    const badId = await t.post(ACT, { t: 'a.b', a: { type: 'bid' }, c: 'c1' }, bearer(g.token));
    expect(codeOf(badId)).toMatchObject({ code: 'GATEWAY_BAD_INPUT' });
    const badAction = await t.post(ACT, { t: tableId, a: { bid: 1 }, c: 'c1' }, bearer(g.token));
    expect(codeOf(badAction)).toMatchObject({ code: 'GATEWAY_BAD_INPUT' });
    await removeTable(t.deps.redis, tableId);
  });

  it('validates a quick game before any table is started', async () => {
    const g = await t.guest();
    const start = (input: Record<string, unknown>) =>
      t.post(
        'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }',
        { i: input },
        bearer(g.token),
      );
    expect(codeOf(await start({ game: 'boss', computers: 4 }))).toMatchObject({ code: 'GATEWAY_BAD_INPUT' });
    expect(codeOf(await start({ game: 'boss', computers: 0 }))).toMatchObject({ code: 'GATEWAY_BAD_INPUT' });
    expect(codeOf(await start({ game: 'boss', computers: 2, clockSeconds: 45 }))).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
    });
    expect(codeOf(await start({ game: 'boss', computers: 2, level: 'master' }))).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
    });
    expect(codeOf(await start({ game: 'boss', computers: 2, options: { deck: [] } }))).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
      en: expect.stringContaining('options.deck'),
    });
    // Computers' names: one per computer, no control characters.
    for (const computerNames of [['Anna'], ['Anna', 'Bert', 'Cleo'], ['Anna', 'B\u0007']]) {
      expect(codeOf(await start({ game: 'boss', computers: 2, computerNames }))).toMatchObject({
        code: 'GATEWAY_BAD_INPUT',
        en: expect.stringContaining('computerNames'),
      });
    }
    // A GraphQL validation error (unknown enum value) is coded as well.
    expect(codeOf(await start({ game: 'chess', computers: 2 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      de: expect.any(String),
    });
  });

  it('returns only the caller’s own seat snapshot, as proto defines it', async () => {
    const me = await t.guest();
    const other = await t.guest();
    const tableId = testTableId();
    await seatPlayers(
      t.deps.redis,
      tableId,
      [
        [0, other.playerId],
        [1, me.playerId],
      ],
      2,
    );
    await storeSnapshot(t.deps.redis, snapshotFor(tableId, 0, 7));
    await storeSnapshot(t.deps.redis, snapshotFor(tableId, 1, 7));
    await setPlayerTable(t.deps.redis, me.playerId, tableId);

    const r = await t.post(TABLE, { t: tableId }, bearer(me.token));
    const table = r.body.data?.table as Record<string, unknown>;
    expect(table).toMatchObject({
      tableId,
      seat: 1,
      version: 7,
      settings: { clockSeconds: 60, tempo: 'fast' },
      closed: false,
    });
    expect(table.view).toEqual({ hand: ['secret-of-seat-1'] });
    expect(JSON.stringify(table)).not.toContain('secret-of-seat-0');
    // Events addressed to another seat never pass.
    expect(table.events).toEqual([{ type: 'public' }, { type: 'private', to: [1] }]);
    expect(table.seats).toEqual([
      { name: 'Gast', kind: 'human' },
      { name: 'Anton', kind: 'computer', level: 'easy' },
    ]);
    // Without a table id: the caller's current table.
    const current = await t.post(TABLE, {}, bearer(me.token));
    expect(field<{ seat: number }>(current, 'table').seat).toBe(1);
    expect((await t.post('{ me { tableId } }', {}, bearer(me.token))).body.data?.me).toEqual({ tableId });
    // A stranger gets a coded error, not a view.
    const stranger = await t.guest();
    const refused = await t.post(TABLE, { t: tableId }, bearer(stranger.token));
    expect(refused.body.data?.table).toBeNull();
    expect(codeOf(refused)).toMatchObject({ code: 'GATEWAY_NOT_SEATED' });
    expect((await t.post(TABLE, {}, bearer(stranger.token))).body.data?.table).toBeNull();
    await removeTable(t.deps.redis, tableId, 2);
  });
});

describe('advice at a daily table', () => {
  it('refuses the lamp at the Tagesvorstellung („einen Rat gibt es hier nicht“), not at a free show', async () => {
    const me = await t.guest();
    const tableId = testTableId();
    await seatPlayers(t.deps.redis, tableId, [[0, me.playerId]], 5);
    await t.deps.redis.hset(redisKeys.table(tableId), 'game', 'hokus');
    const snap = snapshotFor(tableId, 0, 1);
    const store = (options: Record<string, unknown>) =>
      storeSnapshot(t.deps.redis, {
        ...snap,
        game: 'hokus',
        toAct: [],
        settings: { ...snap.settings, options },
      });
    const ADVICE = 'query($t: ID!) { advice(tableId: $t) { reason } }';
    await store({ players: 5, daily: '2026-12-03' });
    const refused = await t.post(ADVICE, { t: tableId }, bearer(me.token));
    expect(codeOf(refused)).toMatchObject({
      code: 'GATEWAY_ADVICE_DAILY',
      de: 'Bei der Tagesvorstellung gibt es keinen Rat.',
    });
    // A free show with nothing to decide now: no refusal, no advice.
    await store({ players: 5 });
    const free = await t.post(ADVICE, { t: tableId }, bearer(me.token));
    expect(free.body.errors).toBeUndefined();
    expect(free.body.data?.advice).toBeNull();
    await removeTable(t.deps.redis, tableId, 5);
  });
});
