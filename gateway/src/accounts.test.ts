// Issue 30 against two real gateways (NATS, Redis, Postgres; no table worker): Konto anlegen keeps
// the guest's player id, its Bestenliste place and its table; a login on another device (and the
// other gateway) is the same player; the session cookie; logout everywhere closes a WebSocket on
// the other gateway; wrong passwords back off and lock; login guessing under a flood is held.
import { spawn } from 'node:child_process';
import { SESSION_COOKIE } from '@spielcenter/accounts';
import { type Booking, redisKeys } from '@spielcenter/proto';
import { project } from '@spielcenter/ranking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  eventually,
  field,
  type GraphQLReply,
  removeTable,
  SEAT_QUERY,
  seatPlayers,
  setPlayerTable,
  snapshotFor,
  startTestGateway,
  storeSnapshot,
  type TestGateway,
  testTableId,
} from './gateway.test-util.js';

const run = `${process.pid % 10000}${Date.now() % 100000}`;
const uniq = (s: string) => `${s}${run}`.slice(0, 20);
let g1: TestGateway;
let g2: TestGateway;
let flood: TestGateway;
beforeAll(async () => {
  const lockout = { scope: `gw${run}`, backoffBaseMs: 30, lockSeconds: 120 };
  [g1, g2, flood] = await Promise.all([
    startTestGateway({ accounts: { lockout } }),
    startTestGateway({ accounts: { lockout } }),
    startTestGateway({
      accounts: { lockout: { scope: `fl${run}`, backoffBaseMs: 1000 } },
      deps: {
        limitScope: `acc${run}`,
        limitLoopback: true,
        limits: {
          guest: { address: [100, 60_000] },
          open: { identity: [6, 60_000] },
          join: { identity: [20, 60_000] },
          act: { identity: [10, 1000] },
          chat: { identity: [12, 60_000] },
          login: { identity: [10, 60_000], address: [30, 60_000] },
          register: { address: [5, 60_000] },
        },
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([g1?.close(), g2?.close(), flood?.close()]);
});

const REGISTER =
  'mutation($n: String!, $p: String!) { register(name: $n, password: $p) { player { id name account { name } } } }';
const LOGIN = 'mutation($n: String!, $p: String!) { login(name: $n, password: $p) { player { id name } } }';
const ME = 'query { me { id name tableId account { name createdAt sessions { id current agent } } } }';

function sessionFrom(r: GraphQLReply): string {
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie: ${JSON.stringify(r.body)}`);
  return cookie.slice(SESSION_COOKIE.length + 1).split(';')[0] as string;
}
const cookie = (session: string) => ({ cookie: `${SESSION_COOKIE}=${session}` });
const codeOf = (r: GraphQLReply) => String(r.body.errors?.[0]?.extensions?.code ?? 'ok');

describe('accounts through the gateway', () => {
  it('Konto anlegen keeps the guest: its id, Bestenliste place and table; another device logs in to the same', async () => {
    const guest = await g1.guest('Gast Lena');
    // What the guest earned: Bestenliste points (booked as the ranking service books them) and a table.
    const booking: Booking = {
      id: `acc-${run}:1:0:game`,
      playerId: guest.playerId,
      name: guest.name,
      game: 'cruise',
      points: 5,
      reason: 'game',
      tableId: `acc${run}`,
      at: Date.now(),
    };
    await project(g1.deps.redis, booking);
    const board = 'query { leaderboard(game: cruise, period: all) { mine { rank name points } } }';
    const before = (await g1.post(board, {}, bearer(guest.token))).body.data?.leaderboard as {
      mine: unknown;
    };
    const tableId = testTableId();
    await seatPlayers(g1.deps.redis, tableId, [[0, guest.playerId]]);
    await setPlayerTable(g1.deps.redis, guest.playerId, tableId);

    const name = uniq('Lena');
    const made = await g1.post(
      REGISTER,
      { n: name, p: 'Herz Ass sticht' },
      { ...bearer(guest.token), 'user-agent': 'Laptop' },
    );
    expect(made.body.data?.register).toEqual({ player: { id: guest.playerId, name, account: { name } } });
    const setCookies = made.headers.getSetCookie();
    const sc = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(sc).toMatch(/HttpOnly/);
    expect(sc).toMatch(/SameSite=Lax/);
    expect(sc).not.toMatch(/Secure/);
    expect(setCookies.some((c) => /^sc_guest=;.*Max-Age=0/.test(c))).toBe(true);
    const laptop = sessionFrom(made);
    // The guest's old token is the account's now: it no longer works on its own.
    expect(codeOf(await g1.post(ME, {}, bearer(guest.token)))).toBe('ACCOUNTS_SESSION_EXPIRED');

    // Another device, the other gateway: name and password bring back the same player.
    const phoneLogin = await g2.post(
      LOGIN,
      { n: name.toUpperCase(), p: 'Herz Ass sticht' },
      { 'user-agent': 'Telefon' },
    );
    expect(phoneLogin.body.data?.login).toEqual({ player: { id: guest.playerId, name } });
    const phone = sessionFrom(phoneLogin);
    expect(phone).not.toBe(laptop);
    const me = (await g2.post(ME, {}, cookie(phone))).body.data?.me as {
      id: string;
      tableId: string;
      account: { name: string; sessions: { current: boolean; agent: string }[] };
    };
    expect(me).toMatchObject({ id: guest.playerId, name, tableId, account: { name } });
    expect(me.account.sessions.map((s) => [s.agent, s.current]).sort()).toEqual([
      ['Laptop', false],
      ['Telefon', true],
    ]);
    // Its points and place, now under the account's name; the cookie of one gateway works on the other.
    const after = (await g2.post(board, {}, cookie(phone))).body.data?.leaderboard as {
      mine: { rank: number; name: string; points: number };
    };
    expect(after.mine).toEqual({ ...(before.mine as object), name });
    expect((await g2.post(ME, {}, cookie(laptop))).body.data?.me).toMatchObject({ id: guest.playerId });
    await removeTable(g1.deps.redis, tableId);
    await g1.deps.redis.del(redisKeys.playerTable(guest.playerId));
  });

  it('logout everywhere ends the sessions on every gateway and closes the other device’s WebSocket', async () => {
    const name = uniq('Paul');
    const a = sessionFrom(await g1.post(REGISTER, { n: name, p: 'Pik Sieben 77' }));
    const bLogin = await g2.post(LOGIN, { n: name, p: 'Pik Sieben 77' });
    const b = sessionFrom(bLogin);
    const playerId = field<{ player: { id: string } }>(bLogin, 'login').player.id;
    // The second device watches its table over a WebSocket of the other gateway (its cookie).
    const tableId = testTableId();
    await seatPlayers(g2.deps.redis, tableId, [[0, playerId]]);
    await storeSnapshot(g2.deps.redis, snapshotFor(tableId, 0, 1));
    const ws = g2.ws(undefined, cookie(b));
    let closeCode = 0;
    ws.on('closed', (event) => {
      closeCode = (event as { code: number }).code;
    });
    const seen: unknown[] = [];
    ws.subscribe(
      { query: SEAT_QUERY, variables: { tableId } },
      { next: (v) => void seen.push(v), error: () => {}, complete: () => {} },
    );
    await eventually(() => seen.length > 0, 10_000, 'the first snapshot over the WebSocket');

    const ended = await g1.post('mutation { logoutEverywhere }', {}, cookie(a));
    expect(ended.body.data).toEqual({ logoutEverywhere: 2 });
    expect(
      ended.headers.getSetCookie().some((c) => new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`).test(c)),
    ).toBe(true);
    await eventually(() => closeCode === 4401, 10_000, 'the WebSocket closed with 4401');
    for (const [g, s] of [
      [g1, a],
      [g2, b],
    ] as const) {
      const r = await g.post(ME, {}, cookie(s));
      expect(r.body.errors?.[0]?.extensions).toMatchObject({
        code: 'ACCOUNTS_SESSION_EXPIRED',
        de: expect.stringMatching(/melde dich neu an/),
      });
      // The dead cookie is removed, so the browser stops sending it.
      expect(
        r.headers.getSetCookie().some((c) => new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`).test(c)),
      ).toBe(true);
    }
    await removeTable(g2.deps.redis, tableId);
  });

  it('a new session id at every login (the old one of that browser ends); Secure behind TLS', async () => {
    const name = uniq('Ida');
    const first = sessionFrom(
      await g1.post(REGISTER, { n: name, p: 'Karo Dame 2024' }, { 'x-forwarded-proto': 'https' }),
    );
    const again = await g1.post(
      LOGIN,
      { n: name, p: 'Karo Dame 2024' },
      { ...cookie(first), 'x-forwarded-proto': 'https' },
    );
    const second = sessionFrom(again);
    expect(second).not.toBe(first);
    expect(again.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE))).toMatch(/; Secure/);
    expect(codeOf(await g1.post(ME, {}, cookie(first)))).toBe('ACCOUNTS_SESSION_EXPIRED');
    expect(codeOf(await g1.post(ME, {}, cookie(second)))).toBe('ok');
    // Logout ends it; the browser is then nobody (a guest again after `guest`).
    expect((await g1.post('mutation { logout }', {}, cookie(second))).body.data).toEqual({ logout: true });
    expect(codeOf(await g1.post(ME, {}, cookie(second)))).toBe('ACCOUNTS_SESSION_EXPIRED');
  });

  it('answers every refusal coded, in German and English', async () => {
    const name = uniq('Mia');
    await g1.post(REGISTER, { n: name, p: 'Kreuz Bube 10' });
    const cases: [string, Record<string, unknown>, string][] = [
      [REGISTER, { n: name.toLowerCase(), p: 'Kreuz Bube 10' }, 'ACCOUNTS_NAME_TAKEN'],
      [REGISTER, { n: uniq('Neu'), p: 'kurz' }, 'ACCOUNTS_WEAK_PASSWORD'],
      [REGISTER, { n: 'Gast 12', p: 'Kreuz Bube 10' }, 'ACCOUNTS_NAME_RESERVED'],
      [REGISTER, { n: 'Аnton', p: 'Kreuz Bube 10' }, 'ACCOUNTS_NAME_MIXED'],
      [REGISTER, { n: 'x', p: 'Kreuz Bube 10' }, 'ACCOUNTS_NAME_LENGTH'],
      [LOGIN, { n: name, p: 'Kreuz Bube 11' }, 'ACCOUNTS_WRONG_PASSWORD'],
      ['mutation { logoutEverywhere }', {}, 'ACCOUNTS_NOT_LOGGED_IN'],
      ['mutation { deleteAccount(password: "x") }', {}, 'ACCOUNTS_NOT_LOGGED_IN'],
    ];
    for (const [query, vars, code] of cases) {
      const e = (await g1.post(query, vars)).body.errors?.[0]?.extensions;
      expect(e, `${query} ${JSON.stringify(vars)}`).toMatchObject({
        code,
        de: expect.any(String),
        en: expect.any(String),
      });
    }
  });

  it('the tenth wrong password in a row locks the name and says so', async () => {
    const name = uniq('Ben');
    await g1.post(REGISTER, { n: name, p: 'Herz Neun 99x' });
    const answers: string[] = [];
    while (answers.length < 10) {
      const r = await g1.post(LOGIN, { n: name, p: `falsch ${answers.length}!` });
      const code = codeOf(r);
      if (code === 'ACCOUNTS_SLOW_DOWN') {
        await new Promise((res) => setTimeout(res, 100));
        continue;
      }
      answers.push(code);
      if (code === 'ACCOUNTS_LOCKED') {
        expect(r.body.errors?.[0]?.extensions?.de).toMatch(
          /Nach 10 falschen Passwörtern ist dieser Name für 2 min gesperrt/,
        );
      }
    }
    expect(answers).toEqual([...Array(9).fill('ACCOUNTS_WRONG_PASSWORD'), 'ACCOUNTS_LOCKED']);
    // The right password, too, waits for the lock's end, on the other gateway as well.
    expect(codeOf(await g2.post(LOGIN, { n: name, p: 'Herz Neun 99x' }))).toBe('ACCOUNTS_LOCKED');
  });

  it('deletes an account: its name is free, its session ends', async () => {
    const name = uniq('Zoe');
    const s = sessionFrom(await g1.post(REGISTER, { n: name, p: 'Pik Ass 2026' }));
    expect(
      codeOf(await g1.post('mutation { deleteAccount(password: "nicht richtig") }', {}, cookie(s))),
    ).toBe('ACCOUNTS_WRONG_PASSWORD');
    expect(
      (await g1.post('mutation { deleteAccount(password: "Pik Ass 2026") }', {}, cookie(s))).body.data,
    ).toEqual({
      deleteAccount: true,
    });
    expect(codeOf(await g1.post(ME, {}, cookie(s)))).toBe('ACCOUNTS_SESSION_EXPIRED');
    expect(codeOf(await g1.post(REGISTER, { n: name, p: 'Pik Ass 2026' }))).toBe('ok');
  });
});

/** `n` login guesses at once from a child process (a flooding client); each answer's code. */
function floodLogins(url: string, name: string, n: number): Promise<string[]> {
  const script = `
    const [url, name, n] = process.argv.slice(1);
    const query = ${JSON.stringify(LOGIN)};
    const codes = await Promise.all(Array.from({ length: Number(n) }, async (_, i) => {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { n: name, p: 'guess number ' + i } }),
      });
      const body = await r.json();
      return String(body.errors?.[0]?.extensions?.code ?? 'ok');
    }));
    process.stdout.write(JSON.stringify(codes) + '\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, url, name, String(n)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('[')) resolve(JSON.parse(last) as string[]);
      else reject(new Error(`the flooding process ended with ${code}: ${out}`));
    });
  });
}

describe('login guessing under a flood (tight limits, loopback limited)', () => {
  it('holds password checks of one name to one at a time and the limit, and registrations per address', async () => {
    // Registration: at most 5 a minute from one address here.
    const regs = await Promise.all(
      Array.from({ length: 7 }, (_, i) => flood.post(REGISTER, { n: uniq(`R${i}x`), p: 'Herz Sieben 7x' })),
    );
    const regCodes = regs.map(codeOf);
    expect(regCodes.filter((c) => c === 'GATEWAY_RATE_LIMITED').length).toBeGreaterThanOrEqual(2);
    expect(regCodes.filter((c) => c === 'ok').length).toBeLessThanOrEqual(5);
    const target = regCodes.indexOf('ok');
    const victim = uniq(`R${target}x`);

    const t0 = Date.now();
    const codes = await floodLogins(flood.url, victim, 200);
    const ms = Date.now() - t0;
    const tally = Object.fromEntries(
      [...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length]),
    );
    console.log(JSON.stringify({ flood: 'login', requests: 200, ms, answers: tally }));
    // Passwords actually checked: at most the per-name limit (10 a minute), one at a time.
    const checked = (tally.ACCOUNTS_WRONG_PASSWORD ?? 0) + (tally.ACCOUNTS_LOCKED ?? 0);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(10);
    expect(tally.ok ?? 0).toBe(0);
    expect((tally.GATEWAY_RATE_LIMITED ?? 0) + (tally.ACCOUNTS_SLOW_DOWN ?? 0)).toBeGreaterThanOrEqual(190);
  }, 60_000);
});
