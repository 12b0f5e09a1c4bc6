// Accounts against the real Postgres (schemas of this run's own) and Redis (a scope of its own).
import { createPool, loadConfig, type Pool } from '@spielcenter/kit';
import { berlinDate, leaderboardKeys } from '@spielcenter/proto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from './accounts.js';
import { migrateAll } from './migrate.js';
import { Sessions } from './sessions.js';
import { DELETED_NAME } from './store.js';

const run = `${process.pid}_${Date.now()}`;
const schemas = { ledger: `acc_ledger_${run}`, accounts: `acc_${run}`, record: `acc_record_${run}` };
let pool: Pool;
let redis: Redis;
let accounts: Accounts;
const ended: string[][] = [];
const dailyKey = () => leaderboardKeys.dailyInfo('krakau', berlinDate(new Date()));
const uniq = (s: string) => `${s}${run.slice(-6).replace(/_/g, '')}`.slice(0, 20);

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

beforeAll(async () => {
  const env = loadConfig();
  pool = createPool(env.DATABASE_URL, 4);
  redis = new Redis(env.REDIS_URL);
  await migrateAll(pool, schemas);
  accounts = new Accounts(pool, redis, {
    schema: schemas.accounts,
    ledgerSchema: schemas.ledger,
    recordSchema: schemas.record,
    scope: run,
    lockout: { scope: run, backoffFrom: 5, backoffBaseMs: 20, lockSeconds: 60 },
    reservedNames: ['Anton'],
    onSessionsEnded: (hashes) => void ended.push(hashes),
  });
});
afterAll(async () => {
  await pool.query(`drop schema if exists "${schemas.accounts}" cascade`);
  await pool.query(`drop schema if exists "${schemas.ledger}" cascade`);
  await pool.query(`drop schema if exists "${schemas.record}" cascade`);
  await pool.end();
  redis.disconnect();
});

describe('accounts (real Postgres and Redis)', () => {
  it('turns a guest into an account with the same player id; its name is unique by key', async () => {
    const guest = { playerId: `g_guest${run}`, name: 'Gast 4711' };
    const name = uniq('Lena');
    // The guest's entry in today's Tagesrangliste (as the ranking projects it).
    const today = dailyKey();
    await redis.hset(today, guest.playerId, JSON.stringify({ name: guest.name, score: 120, rank: 1 }));
    const r = await accounts.register(guest, name, 'Herz Ass sticht', 'test');
    expect(r.account).toMatchObject({ playerId: guest.playerId, name });
    expect(r.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await redis.hget(leaderboardKeys.names, guest.playerId)).toBe(name);
    expect(JSON.parse((await redis.hget(today, guest.playerId)) ?? '{}')).toEqual({
      name,
      score: 120,
      rank: 1,
    });
    await redis.hdel(today, guest.playerId);
    expect(await accounts.isClaimed(guest.playerId)).toBe(true);
    expect(await code(accounts.register(null, name.toUpperCase(), 'Herz Ass sticht', 't'))).toBe(
      'ACCOUNTS_NAME_TAKEN',
    );
    expect(await code(accounts.register(null, name.replace('e', 'е'), 'Herz Ass sticht', 't'))).toBe(
      'ACCOUNTS_NAME_MIXED',
    );
    expect(await code(accounts.register(guest, uniq('Other'), 'Herz Ass sticht', 't'))).toBe(
      'ACCOUNTS_ALREADY_LOGGED_IN',
    );
    expect(await code(accounts.register(null, 'Anton', 'Herz Ass sticht', 't'))).toBe(
      'ACCOUNTS_NAME_RESERVED',
    );
    expect(await code(accounts.register(null, uniq('Weak'), 'kurz', 't'))).toBe('ACCOUNTS_WEAK_PASSWORD');
  });

  it('logs in to the same player with a new session each time; a wrong password is refused', async () => {
    const name = uniq('Paul');
    const made = await accounts.register(null, name, 'Pik Sieben 77', 'a');
    const again = await accounts.login(name.toLowerCase(), 'Pik Sieben 77', 'b');
    expect(again.account.playerId).toBe(made.account.playerId);
    expect(again.sessionId).not.toBe(made.sessionId);
    const s = await accounts.session(again.sessionId);
    expect(s).toMatchObject({ playerId: made.account.playerId, name, agent: 'b' });
    expect(await accounts.session('made-up')).toBeNull();
    expect(await code(accounts.login(name, 'Pik Sieben 78', 'c'))).toBe('ACCOUNTS_WRONG_PASSWORD');
    expect(await code(accounts.login(uniq('Nobody'), 'Pik Sieben 77', 'c'))).toBe('ACCOUNTS_WRONG_PASSWORD');
    // Sessions are listed and ended; "überall abmelden" ends all and announces them.
    expect((await accounts.sessions.list(made.account.playerId)).length).toBe(2);
    expect(await accounts.logoutEverywhere(made.account.playerId)).toBe(2);
    expect(ended.at(-1)?.length).toBe(2);
    expect(await accounts.session(made.sessionId)).toBeNull();
    expect(await accounts.session(again.sessionId)).toBeNull();
  });

  it('backs off after wrong passwords and locks the name at the tenth in a row, saying so', async () => {
    const name = uniq('Mia');
    await accounts.register(null, name, 'Karo König 12', 'a');
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      let c = await code(accounts.login(name, `falsch ${i} xyz`, 'x'));
      while (c === 'ACCOUNTS_SLOW_DOWN') {
        await new Promise((r) => setTimeout(r, 25 * 2 ** Math.max(0, i - 4)));
        c = await code(accounts.login(name, `falsch ${i} xyz`, 'x'));
      }
      codes.push(c);
    }
    expect(codes.slice(0, 9)).toEqual(Array(9).fill('ACCOUNTS_WRONG_PASSWORD'));
    expect(codes[9]).toBe('ACCOUNTS_LOCKED');
    // Locked: also the right password is refused, with the message that says how long.
    try {
      await accounts.login(name, 'Karo König 12', 'x');
      expect.unreachable();
    } catch (error) {
      expect((error as { code: string; de: string }).code).toBe('ACCOUNTS_LOCKED');
      expect((error as { de: string }).de).toMatch(/10 falschen Passwörtern .* 1 min gesperrt/);
    }
  });

  it('holds parallel guesses of one name to one at a time', async () => {
    const name = uniq('Ben');
    await accounts.register(null, name, 'Kreuz Zehn 10', 'a');
    const codes = await Promise.all(
      Array.from({ length: 8 }, () => code(accounts.login(name, 'wrong one!', 'x'))),
    );
    expect(codes.filter((c) => c === 'ACCOUNTS_WRONG_PASSWORD').length).toBeLessThanOrEqual(2);
    expect(codes.filter((c) => c === 'ACCOUNTS_SLOW_DOWN').length).toBeGreaterThanOrEqual(6);
  });

  it('changes the password (the other sessions end) and deletes the account (name freed, ledger anonymised)', async () => {
    const name = uniq('Ida');
    const a = await accounts.register(null, name, 'Herz Dame 2024', 'a');
    const b = await accounts.login(name, 'Herz Dame 2024', 'b');
    const sa = await accounts.session(a.sessionId);
    if (!sa) throw new Error('no session');
    expect(await code(accounts.changePassword(sa, 'falsch falsch', 'Pik Bube 2025'))).toBe(
      'ACCOUNTS_WRONG_PASSWORD',
    );
    await accounts.changePassword(sa, 'Herz Dame 2024', 'Pik Bube 2025');
    expect(await accounts.session(b.sessionId)).toBeNull();
    expect(await accounts.session(a.sessionId)).not.toBeNull();
    expect(await code(accounts.login(name, 'Herz Dame 2024', 'c'))).toBe('ACCOUNTS_WRONG_PASSWORD');
    await accounts.login(name, 'Pik Bube 2025', 'c');

    const id = a.account.playerId;
    await pool.query(
      `insert into "${schemas.ledger}".bookings (id, player_id, name, game, points, reason, table_id, at)
       values ($1, $2, $3, 'boss', 7, 'game', 't1', now()), ($4, $2, $3, 'boss', 5, 'game', 't2', now())`,
      [`b1${run}`, id, name, `b2${run}`],
    );
    // A game with another person in the record: it stays theirs, without the deleted name.
    const seats = [
      { kind: 'human', playerId: id, name },
      { kind: 'human', playerId: 'p-other', name: 'Olga' },
      null,
    ];
    await pool.query(
      `insert into "${schemas.record}".games (id, game, table_id, at, seats, players, lineup, scores, ranks, points, details)
       values ($1, 'coup', 't3', now(), $2, $3, $4, '[]', '[]', '[]', '{}')`,
      [`g1${run}`, JSON.stringify(seats), [id, 'p-other'], [id, 'p-other'].sort().join(',') + '#3'],
    );
    const sum = async () =>
      (await pool.query(`select coalesce(sum(points), 0)::int as s from "${schemas.ledger}".bookings`))
        .rows[0].s;
    const before = await sum();
    expect(await code(accounts.deleteAccount(sa, 'falsch falsch'))).toBe('ACCOUNTS_WRONG_PASSWORD');
    await accounts.deleteAccount(sa, 'Pik Bube 2025');
    expect(await sum()).toBe(before);
    const rows = (
      await pool.query(`select player_id, name from "${schemas.ledger}".bookings where id like $1`, [
        `b_${run}`,
      ])
    ).rows;
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(r).toMatchObject({ name: DELETED_NAME, player_id: expect.stringMatching(/^d_/) });
    const [game] = (
      await pool.query(`select seats, players, lineup from "${schemas.record}".games where id = $1`, [
        `g1${run}`,
      ])
    ).rows;
    const anonymous = (rows[0] as { player_id: string }).player_id;
    expect(game.players).toEqual([anonymous, 'p-other']);
    expect(game.lineup).not.toContain(id);
    expect(game.lineup).toContain(anonymous);
    expect(game.seats).toEqual([
      { kind: 'human', playerId: anonymous, name: DELETED_NAME },
      { kind: 'human', playerId: 'p-other', name: 'Olga' },
      null,
    ]);
    expect(JSON.stringify(game)).not.toContain(name);
    expect(await redis.hget(leaderboardKeys.names, id)).toBe(DELETED_NAME);
    expect(await accounts.session(a.sessionId)).toBeNull();
    expect(await accounts.isClaimed(id)).toBe(true);
    // The name is free again, for a new player.
    const fresh = await accounts.register(null, name, 'Neu und anders 1', 'd');
    expect(fresh.account.playerId).not.toBe(id);
    // The deleted player's id cannot become an account again (its old guest tokens are dead).
    expect(
      await code(accounts.register({ playerId: id, name: 'x' }, uniq('Zoe'), 'Neu und anders 1', 'e')),
    ).toBe('ACCOUNTS_ALREADY_LOGGED_IN');
  });

  it('ends a session after its idle time; every use moves the end (at most once a minute)', async () => {
    let now = Date.now();
    const sessions = new Sessions(redis, { idleSeconds: 2, now: () => now });
    const { id } = await sessions.create(`g_idle${run}`, 'Idle', 'x');
    now += 61_000; // a use a minute later writes its time and moves the expiry
    expect(await sessions.get(id)).toMatchObject({ playerId: `g_idle${run}`, seenAt: now - 61_000 });
    expect(await redis.ttl(`sess:${(await sessions.list(`g_idle${run}`))[0]?.hash}`)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 2200));
    expect(await sessions.get(id)).toBeNull();
    expect(await sessions.list(`g_idle${run}`)).toEqual([]);
  });
});
