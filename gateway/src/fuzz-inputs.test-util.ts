/**
 * Bad inputs for the gateway's fuzz test, generated with fast-check from a fixed seed (the same
 * inputs every run): malformed JSON, wrong types, huge and deep payloads, bad cookies and tokens,
 * foreign tables, odd paths and methods (HTTP), and bad frames and operations (WebSocket).
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';

export interface HttpCase {
  readonly kind: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface WsOperation {
  readonly kind: string;
  readonly query: string;
  readonly variables?: unknown;
}

const SEED = 20_020;
export const sample = <T>(arb: fc.Arbitrary<T>, numRuns: number): T[] =>
  fc.sample(arb, { numRuns, seed: SEED });

/** Visible ASCII without `;` and `,`: what a header value may carry. */
const headerText = (max: number) =>
  fc
    .array(fc.integer({ min: 0x21, max: 0x7e }), { maxLength: max })
    .map((codes) => String.fromCharCode(...codes).replace(/[;,]/g, '%'));

const json = 'application/json';
const post = (kind: string, body: string, headers: Record<string, string> = {}): HttpCase => ({
  kind,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': json, ...headers },
  body,
});
const gql = (query: string, variables: unknown) => JSON.stringify({ query, variables });

function notJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

export function malformedJson(n: number): HttpCase[] {
  const good = gql('{ me { id } }', {});
  const truncated = fc.integer({ min: 1, max: good.length - 1 }).map((i) => good.slice(0, i));
  const junk = fc.oneof(fc.string({ minLength: 1 }), fc.string({ unit: 'binary', minLength: 1 }), truncated);
  return sample(junk.filter(notJson), n).map((body) => post('malformed JSON', body));
}

export function wrongShapes(n: number): HttpCase[] {
  const shape = fc.oneof(
    fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
    fc.record({ query: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string()), fc.constant(null)) }),
    fc.record({
      query: fc.constant('{ me { id } }'),
      variables: fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer())),
    }),
    fc.record({ query: fc.string() }),
  );
  return sample(shape, n).map((v) => post('wrong shape', JSON.stringify(v)));
}

const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version } }';
const START = 'mutation($i: QuickGameInput!) { startQuickGame(input: $i) { tableId } }';
const GUEST = 'mutation($n: String) { guest(name: $n) { token } }';
const TABLE = 'query($t: ID) { table(tableId: $t) }';
const ACK = 'mutation($t: ID!, $h: Boolean) { acknowledge(tableId: $t, hold: $h) }';
const TURBO = 'mutation($t: ID!, $o: Boolean!) { setTurbo(tableId: $t, on: $o) }';
const EXPLAIN = 'mutation($t: ID!, $a: JSON!) { explain(tableId: $t, action: $a) { code } }';
const BOARD =
  'query($g: Game!, $m: String, $f: Int) { leaderboard(game: $g, month: $m, first: $f) { total } }';
const DAILY_LIST = 'query($g: Game!, $d: String) { dailyList(game: $g, date: $d) { total } }';

/** A quick-game input that is always refused: computers out of range, a seed, or unknown options. */
const badQuickGame = fc.oneof(
  fc.record({
    game: fc.constant('boss'),
    computers: fc.oneof(fc.integer({ min: 4 }), fc.integer({ max: 0 })),
  }),
  fc.record({
    game: fc.constant('boss'),
    computers: fc.constant(2),
    seed: fc.string({ minLength: 1, maxLength: 20 }),
  }),
  fc.record({
    game: fc.constant('boss'),
    computers: fc.constant(2),
    options: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue(), {
      minKeys: 1,
      maxKeys: 3,
    }),
  }),
  fc.record({ game: fc.jsonValue(), computers: fc.jsonValue() }),
  fc.jsonValue(),
);
const badName = fc.oneof(
  fc.constantFrom('   ', '\t'),
  fc.string({ minLength: 41, maxLength: 300 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0007`),
  fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string())),
);
const anyId = fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue());

export function wrongTypes(n: number, token: string): HttpCase[] {
  const op = fc.oneof(
    fc.tuple(fc.constant(ACT), fc.record({ t: anyId, a: fc.jsonValue(), c: anyId })),
    fc.tuple(fc.constant(START), fc.record({ i: badQuickGame })),
    fc.tuple(fc.constant(GUEST), fc.record({ n: badName })),
    fc.tuple(
      fc.constant(TABLE),
      fc.record({
        t: fc.oneof(
          fc.jsonValue().filter((v) => v !== null),
          fc.string({ minLength: 65 }),
        ),
      }),
    ),
    fc.tuple(fc.constant(ACK), fc.record({ t: anyId, h: fc.jsonValue() })),
    fc.tuple(fc.constant(TURBO), fc.record({ t: anyId, o: fc.jsonValue() })),
    // Always refused: a first of more than 100, or a date that is no date.
    fc.tuple(
      fc.constant(BOARD),
      fc.record({
        g: fc.oneof(fc.constant('boss'), fc.jsonValue()),
        m: fc.jsonValue(),
        f: fc.integer({ min: 101 }),
      }),
    ),
    fc.tuple(
      fc.constant(DAILY_LIST),
      fc.record({
        g: fc.oneof(fc.constant('krakau'), fc.jsonValue()),
        d: fc.oneof(
          fc.string({ maxLength: 12 }).filter((d) => !/^\d{4}-\d\d-\d\d$/.test(d)),
          fc.jsonValue().filter((v) => v !== null),
        ),
      }),
    ),
  );
  const auth = { authorization: `Bearer ${token}` };
  return sample(op, n).map(([query, variables]) => post('wrong types', gql(query, variables), auth));
}

export function hugeAndDeep(token: string): HttpCase[] {
  const auth = { authorization: `Bearer ${token}` };
  const deepAct = (depth: number) =>
    `{"query":${JSON.stringify(EXPLAIN)},"variables":{"t":"t1","a":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
  const wide = (n: number) =>
    gql(EXPLAIN, { t: 't1', a: { type: 'play', list: Array.from({ length: n }, (_, i) => i) } });
  const cases: HttpCase[] = [];
  for (const depth of [7, 8, 20, 100, 1000, 10_000, 30_000])
    cases.push(post('deep JSON', deepAct(depth), auth));
  for (const n of [4001, 8000, 15_000]) cases.push(post('wide JSON', wide(n), auth));
  for (const kb of [65, 100, 1024, 5 * 1024])
    cases.push(post('huge body', gql('{ me { id } }', { pad: 'x'.repeat(kb * 1024) }), auth));
  for (const n of [700, 2000, 5000]) {
    cases.push(
      post(
        'huge document',
        gql(`{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`, {}),
        auth,
      ),
    );
    cases.push(post('deep document', gql(`{ me ${'{ id '.repeat(n)}${'}'.repeat(n)} }`, {}), auth));
  }
  cases.push(post('long text', gql(EXPLAIN, { t: 't1', a: { type: 'x'.repeat(600) } }), auth));
  cases.push(post('long id', gql(TABLE, { t: 'x'.repeat(10_000) }), auth));
  return cases;
}

function signed(secret: string, payload: unknown): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `v1.${body}.${createHmac('sha256', secret).update(`v1.${body}`).digest('base64url')}`;
}

/** Tokens that must not identify anyone (with the gateway's real secret where it matters). */
export function badTokens(n: number, secret: string): string[] {
  const now = Math.floor(Date.now() / 1000);
  const claims = fc.record({
    sub: fc.constantFrom('g_victim', 'g_x'),
    name: fc.constant('Gast'),
    iat: fc.constant(now),
  });
  const token = fc.oneof(
    headerText(120),
    headerText(60).map((s) => `v1.${s}`),
    claims.map((c) => signed('another-secret-0123456789abcdefghij', { ...c, exp: now + 60 })),
    claims.map((c) => signed(secret, { ...c, exp: now - 1 })),
    claims.map((c) => signed(secret, c)),
    claims.map((c) => signed(secret, { ...c, exp: now + 10 * 365 * 86400 })),
    fc.jsonValue().map((v) => signed(secret, v)),
    claims.map((c) => {
      const [v, , sig] = signed(secret, { ...c, exp: now + 60 }).split('.');
      return `${v}.${Buffer.from(JSON.stringify({ ...c, sub: 'g_other', exp: now + 60 })).toString('base64url')}.${sig}`;
    }),
  );
  return sample(token, n);
}

export function badCredentials(n: number, secret: string): HttpCase[] {
  const me = gql('{ me { id } }', {});
  return badTokens(n, secret).map((token, i) => {
    const headers: Record<string, string> =
      i % 2 === 0 ? { cookie: `sc_guest=${token}` } : { authorization: `Bearer ${token}` };
    return post('bad credentials', me, headers);
  });
}

export function badCookieHeaders(n: number): HttpCase[] {
  const percent = fc.constantFrom('%E0%A4%A', '%', '%%', '%ZZ', '%C3%28', '%ED%A0%80', '%F0%90%80');
  const value = fc.tuple(headerText(20), percent, headerText(20)).map(([a, p, b]) => `${a}${p}${b}`);
  return sample(value, n).map((v) =>
    post('bad cookie', gql('{ me { id } }', {}), { cookie: `sc_guest=${v}` }),
  );
}

/** Operations at tables the caller does not sit at (another player's, or none at all). */
export function foreignTables(n: number, token: string, othersTable: string): HttpCase[] {
  const unknown = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/).map((s) => `zz${s}`);
  const table = fc.oneof(fc.constant(othersTable), unknown);
  const op = fc.oneof(
    table.map((t) => [ACT, { t, a: { type: 'bid', bid: 0 }, c: 'c1' }] as const),
    table.map((t) => [EXPLAIN, { t, a: { type: 'play', card: 'b5' } }] as const),
    table.map((t) => [TABLE, { t }] as const),
    table.map((t) => [ACK, { t, h: false }] as const),
    table.map((t) => [TURBO, { t, o: true }] as const),
  );
  const auth = { authorization: `Bearer ${token}` };
  return sample(op, n).map(([query, variables]) => post('foreign table', gql(query, variables), auth));
}

export function oddRequests(n: number): HttpCase[] {
  const path = headerText(30)
    .map((p) => `/${p.replace(/^\/+/, '')}`)
    .filter((p) => !p.startsWith('/graphql') && !p.startsWith('/healthz'));
  const method = fc.constantFrom('PUT', 'DELETE', 'PATCH');
  const cases: HttpCase[] = sample(path, n).map((p) => ({
    kind: 'odd path',
    method: 'GET',
    path: p,
    headers: {},
  }));
  for (const m of sample(method, 10))
    cases.push({ kind: 'odd method', method: m, path: '/graphql', headers: {}, body: '{}' });
  cases.push({ kind: 'csrf', method: 'GET', path: '/graphql?query=%7Bme%7Bid%7D%7D', headers: {} });
  cases.push({
    kind: 'bad url',
    method: 'GET',
    path: '/graphql?query=%E0%A4%A',
    headers: { 'apollo-require-preflight': '1' },
  });
  return cases;
}

/** Frames that break the graphql-ws protocol (each goes to a fresh connection). */
export function badFrames(n: number): { kind: string; init: boolean; frame: string }[] {
  const frame = fc.oneof(
    fc
      .string({ minLength: 1 })
      .filter(notJson)
      .map((f) => ({ kind: 'not JSON', init: true, frame: f })),
    fc
      .jsonValue()
      .map((v) => ({ kind: 'no type', init: true, frame: JSON.stringify(Array.isArray(v) ? v : { v }) })),
    fc.string().map((t) => ({ kind: 'unknown type', init: true, frame: JSON.stringify({ type: `x${t}` }) })),
    fc.constant({
      kind: 'subscribe before init',
      init: false,
      frame: JSON.stringify({ type: 'subscribe', id: '1', payload: { query: '{ me { id } }' } }),
    }),
    fc.constant({ kind: 'second init', init: true, frame: JSON.stringify({ type: 'connection_init' }) }),
    fc.jsonValue().map((p) => ({
      kind: 'bad payload',
      init: true,
      frame: JSON.stringify({ type: 'subscribe', id: 'p', payload: p }),
    })),
  );
  return sample(frame, n);
}

const SEAT = 'subscription($t: ID!) { seat(tableId: $t) }';

/** Operations over a good connection that must each end in a coded error. */
export function badWsOperations(n: number, othersTable: string): WsOperation[] {
  const op = fc.oneof(
    fc.string({ maxLength: 40 }).map((q) => ({ kind: 'junk document', query: `subscription ${q} {` })),
    anyId.map((t) => ({ kind: 'bad table id', query: SEAT, variables: { t } })),
    fc.constant({ kind: 'others table', query: SEAT, variables: { t: othersTable } }),
    fc
      .stringMatching(/^[A-Za-z0-9]{1,20}$/)
      .map((s) => ({ kind: 'unknown table', query: SEAT, variables: { t: `zz${s}` } })),
    fc
      .record({ t: anyId, a: fc.jsonValue(), c: anyId })
      .map((v) => ({ kind: 'act over ws', query: ACT, variables: v })),
    fc.constant({ kind: 'unknown field', query: 'subscription { nothing }' }),
  );
  return sample(op, n);
}

const REGISTER = 'mutation($n: String!, $p: String!) { register(name: $n, password: $p) { player { id } } }';
const LOGIN = 'mutation($n: String!, $p: String!) { login(name: $n, password: $p) { player { id } } }';
const SESSION_OPS = [
  'mutation { logoutEverywhere }',
  'mutation($i: ID!) { endSession(id: $i) }',
  'mutation($o: String!, $p: String!) { changePassword(oldPassword: $o, newPassword: $p) }',
  'mutation($p: String!) { deleteAccount(password: $p) }',
  '{ me { id account { name sessions { id } } } }',
];

/**
 * Account operations that are always refused, and cheaply (no password is hashed): registrations
 * with a bad name or a weak password, logins with a wrong type or an oversized argument, and the
 * session's operations without a session or with a made-up session cookie. `logins`: real login
 * attempts of made-up names (each costs one password check; refused ACCOUNTS_WRONG_PASSWORD or
 * held by the lockout). `locked`: an account's name that is taken and locked (its look-alikes are
 * refused ACCOUNTS_NAME_TAKEN, its logins ACCOUNTS_LOCKED).
 */
export function accountInputs(n: number, token: string, logins: number, locked: string): HttpCase[] {
  const badName = fc.oneof(
    fc.string({ maxLength: 2 }),
    fc.string({ minLength: 21, maxLength: 200 }),
    fc.string({ minLength: 3, maxLength: 10 }).map((s) => `${s}\u0000!`),
    fc.constantFrom('Аnna', 'Gast 1', 'Computer', 'ANTON', '-x-', '💥💥💥'),
  );
  const weak = fc.oneof(fc.string({ maxLength: 9 }), fc.constantFrom('1234567890', 'aaaaaaaaaaaa'));
  const wrongType = fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string()), fc.constant(null));
  const badCookie = headerText(60).map((v) => ({ cookie: `sc_session=${v}` }));
  const op = fc.oneof(
    fc.tuple(
      fc.constant(REGISTER),
      fc.record({ n: badName, p: fc.string({ maxLength: 40 }) }),
      fc.constant({}),
    ),
    fc.tuple(
      fc.constant(REGISTER),
      fc.record({ n: fc.stringMatching(/^[A-Za-z]{3,12}$/), p: weak }),
      fc.constant({ authorization: `Bearer ${token}` }),
    ),
    fc.tuple(fc.constant(REGISTER), fc.record({ n: wrongType, p: wrongType }), fc.constant({})),
    fc.tuple(fc.constant(LOGIN), fc.record({ n: wrongType, p: fc.string() }), fc.constant({})),
    fc.tuple(
      fc.constant(LOGIN),
      fc.record({ n: fc.string({ minLength: 1001, maxLength: 1100 }), p: fc.string() }),
      fc.constant({}),
    ),
    fc.tuple(
      fc.constant(REGISTER),
      fc.record({
        n: fc.constantFrom(locked, locked.toUpperCase(), locked.toLowerCase()),
        p: fc.constant('Herz Ass sticht'),
      }),
      fc.constant({}),
    ),
    fc.tuple(fc.constant(LOGIN), fc.record({ n: fc.constant(locked), p: fc.string() }), fc.constant({})),
    fc.tuple(
      fc.constantFrom(...SESSION_OPS),
      fc.record({ i: fc.string({ maxLength: 120 }), o: fc.string(), p: fc.string() }),
      fc.oneof(fc.constant({}), badCookie),
    ),
  );
  const guesses = fc.tuple(
    fc.constant(LOGIN),
    fc.record({ n: fc.stringMatching(/^[A-Za-z]{3,15}$/), p: fc.string({ minLength: 10, maxLength: 30 }) }),
    fc.constant({}),
  );
  return [...sample(op, n), ...sample(guesses, logins)].map(([query, variables, headers]) =>
    post('account', gql(query, variables), headers as Record<string, string>),
  );
}
