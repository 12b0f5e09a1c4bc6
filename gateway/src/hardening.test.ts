// Issue 20 against a real gateway (NATS and Redis; no table is started): client-chosen deals
// (item 5), size and subscription limits (item 6), bad cookies, internal messages and origins
// (item 9).
import { connect } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  eventually,
  type GraphQLReply,
  removeTable,
  SEAT_QUERY,
  seatPlayers,
  snapshotFor,
  startTestGateway,
  storeSnapshot,
  type TestGateway,
  testTableId,
} from './gateway.test-util.js';
import { openRaw } from './raw-ws.test-util.js';
import { formatWsError, MAX_SUBSCRIPTIONS, MAX_WS_MESSAGE } from './ws.js';

let t: TestGateway;
let publicGateway: TestGateway;
beforeAll(async () => {
  [t, publicGateway] = await Promise.all([
    startTestGateway({ allowSeeds: false }),
    startTestGateway({
      allowSeeds: false,
      webOrigins: ['https://spiel.example'],
      allowLocalhostOrigins: false,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), publicGateway?.close()]);
});

const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }';
const extensionsOf = (r: GraphQLReply) => r.body.errors?.[0]?.extensions;

describe('item 5: a player does not choose his own cards', () => {
  it('refuses `seed`, a fixed deck and any option the game does not declare', async () => {
    const g = await t.guest();
    const start = (extra: Record<string, unknown>) =>
      t.post(START, { i: { game: 'boss', computers: 3, ...extra } }, bearer(g.token));
    expect(extensionsOf(await start({ seed: 'four-ceos' }))).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
      en: expect.stringContaining('input.seed'),
    });
    expect(extensionsOf(await start({ options: { deck: [['C1', 'C2', 'C3', 'C4']] } }))).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
      en: expect.stringContaining('options.deck'),
    });
    expect(extensionsOf(await start({ options: { firstDealer: 2 } }))).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
      en: expect.stringContaining('options.firstDealer'),
    });
    expect(await t.deps.redis.get(`player:${g.playerId}:table`)).toBeNull();
  });
});

describe('item 6: limits', () => {
  it('closes a WebSocket with 1009 for a message over the limit, before it is read whole', async () => {
    const raw = await openRaw(t.wsUrl);
    await raw.init();
    const big = JSON.stringify({
      type: 'subscribe',
      id: 'x',
      payload: { query: `{ me { id } }${' '.repeat(10 * 1024 * 1024)}` },
    });
    raw.send(big);
    expect((await raw.closed).code).toBe(1009);
    // Just under the limit is still a message (a coded error for its id, the socket stays open).
    const fine = await openRaw(t.wsUrl);
    await fine.init();
    fine.send({
      type: 'subscribe',
      id: 'y',
      payload: { query: `{ me { id } }${' '.repeat(MAX_WS_MESSAGE - 200)}` },
    });
    const reply = await fine.next((m) => m.id === 'y' && m.type === 'next');
    expect(JSON.stringify(reply)).toContain('GATEWAY_UNAUTHENTICATED');
    fine.socket.close();
  });

  it(`holds at most ${MAX_SUBSCRIPTIONS} subscriptions per connection`, async () => {
    const g = await t.guest();
    const tableId = testTableId();
    await seatPlayers(t.deps.redis, tableId, [[0, g.playerId]]);
    // A stored snapshot: every subscription taken answers with it first, so each one's fate shows.
    await storeSnapshot(t.deps.redis, snapshotFor(tableId, 0, 1));
    const raw = await openRaw(t.wsUrl);
    await raw.init({ token: g.token });
    const subscribe = (id: string) =>
      raw.send({ type: 'subscribe', id, payload: { query: SEAT_QUERY, variables: { tableId } } });
    const ids = Array.from({ length: MAX_SUBSCRIPTIONS + 5 }, (_, i) => `s${i}`);
    for (const id of ids) subscribe(id);
    const first = (id: string) => raw.next((m) => m.id === id && (m.type === 'next' || m.type === 'error'));
    const answers = await Promise.all(ids.map(first));
    expect(answers.map((m) => m.type)).toEqual([
      ...Array.from({ length: MAX_SUBSCRIPTIONS }, () => 'next'),
      ...Array.from({ length: 5 }, () => 'error'),
    ]);
    expect(JSON.stringify(answers.at(-1))).toContain('GATEWAY_TOO_MANY_SUBSCRIPTIONS');
    const errors = raw.received.filter((m) => (m as { type?: string }).type === 'error');
    expect(errors).toHaveLength(5);
    expect(t.gateway.live.size).toBeGreaterThanOrEqual(MAX_SUBSCRIPTIONS);
    // One ends (its NATS subscription with it), so a new one is taken: it answers with the snapshot.
    const live = t.gateway.live.size;
    raw.send({ type: 'complete', id: 's0' });
    await eventually(() => t.gateway.live.size === live - 1, 5000, 's0 ended');
    subscribe('late');
    const late = await raw.next((m) => m.id === 'late');
    expect(late.type).toBe('next');
    raw.socket.close();
    await removeTable(t.deps.redis, tableId);
  });

  it('refuses an HTTP body over 64 KB, a deep JSON input and a huge document with coded errors', async () => {
    const g = await t.guest();
    const big = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(70_000) } }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as GraphQLReply['body']).errors?.[0]?.extensions?.code).toBe(
      'GATEWAY_BAD_REQUEST',
    );
    // 30,000 levels (written as text: JSON.stringify itself would overflow the stack).
    const act = 'mutation($a: JSON!) { act(tableId: \\"t1\\", action: $a, clientId: \\"c\\") { version } }';
    const deep = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(g.token) },
      body: `{"query":"${act}","variables":{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}}`,
    });
    expect(((await deep.json()) as GraphQLReply['body']).errors?.[0]?.extensions).toMatchObject({
      code: 'GATEWAY_BAD_INPUT',
      en: expect.stringContaining('deeper'),
    });
    const huge = `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect(extensionsOf(await t.post(huge, {}, bearer(g.token)))).toMatchObject({
      code: 'GRAPHQL_PARSE_FAILED',
    });
  });
});

describe('item 9: bad input never becomes an internal error', () => {
  const BAD_COOKIE = { cookie: 'sc_guest=%E0%A4%A' };

  it('takes a malformed sc_guest cookie as no cookie over HTTP', async () => {
    const me = await t.post('{ me { id } }', {}, BAD_COOKIE);
    expect(me.status).toBe(200);
    expect(extensionsOf(me)).toMatchObject({ code: 'GATEWAY_UNAUTHENTICATED', de: expect.any(String) });
    const guest = await t.post('mutation { guest { token } }', {}, BAD_COOKIE);
    expect(guest.body.data?.guest).toBeTruthy();
  });

  it('takes a malformed sc_guest cookie as no cookie over WebSocket (no close 4500)', async () => {
    const raw = await openRaw(t.wsUrl, BAD_COOKIE);
    await raw.init();
    raw.send({ type: 'subscribe', id: '1', payload: { query: SEAT_QUERY, variables: { tableId: 't1' } } });
    const reply = await raw.next((m) => m.id === '1');
    expect(JSON.stringify(reply)).toContain('GATEWAY_UNAUTHENTICATED');
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.socket.close();
  });

  it('answers a syntax error over WebSocket as a coded error of that operation', async () => {
    const raw = await openRaw(t.wsUrl);
    await raw.init();
    raw.send({ type: 'subscribe', id: 'bad', payload: { query: 'subscription { seat(' } });
    const reply = (await raw.next((m) => m.id === 'bad')) as {
      type: string;
      payload: { extensions: { code: string } }[];
    };
    expect(reply.type).toBe('error');
    expect(reply.payload[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_PARSE_FAILED',
      de: expect.any(String),
    });
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.socket.close();
  });

  it('never shows a failing stream’s own message', () => {
    const failure = new GraphQLError("Cannot read properties of undefined (reading 'seat')", {
      originalError: new TypeError("Cannot read properties of undefined (reading 'seat')"),
    });
    expect(formatWsError(failure)).toMatchObject({
      message: 'Internal error. Please try again.',
      extensions: { code: 'COMMON_INTERNAL', de: 'Interner Fehler. Bitte versuche es noch einmal.' },
    });
  });

  it('answers a request line it cannot parse as a URL with a coded 400, not a 500', async () => {
    const port = t.gateway.port;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET //[::1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let out = '';
      socket.on('data', (d) => (out += String(d)));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text).toContain('"code":"GATEWAY_BAD_REQUEST"');
  });

  it('trusts localhost origins only while the gateway is local; the web origin always', async () => {
    const preflight = (origin: string) =>
      fetch(publicGateway.url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://127.0.0.1:3000')).headers.get('access-control-allow-origin')).toBeNull();
    const web = await preflight('https://spiel.example');
    expect(web.headers.get('access-control-allow-origin')).toBe('https://spiel.example');
    expect(web.headers.get('access-control-allow-credentials')).toBe('true');
    await expect(openRaw(publicGateway.wsUrl, { origin: 'http://localhost:5173' })).rejects.toThrow(/403/);
    const ok = await openRaw(publicGateway.wsUrl, { origin: 'https://spiel.example' });
    ok.socket.close();
    // A page of the gateway's own host (one ingress for web and gateway) is the same origin.
    const host = new URL(publicGateway.wsUrl).host;
    const own = await openRaw(publicGateway.wsUrl, { origin: `https://${host}` });
    own.socket.close();
    await expect(openRaw(publicGateway.wsUrl, { origin: `https://${host}.evil.example` })).rejects.toThrow(
      /403/,
    );
  });
});
