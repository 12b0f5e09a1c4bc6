// The ledger against the real Postgres: purses, top-ups, each stake movement, idempotency keys,
// the table's invariants (balanced, append-only), and one player at two staked tables at once.
import { createPool, loadConfig, type Pool } from '@spielcenter/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger, purseOf, stakeKey } from './ledger.js';
import { testSchema } from './test-db.test-util.js';

let db: Awaited<ReturnType<typeof testSchema>>;
let pool: Pool;
let day = new Date('2026-12-04T10:00:00Z');
let ledger: Ledger;

beforeAll(async () => {
  db = await testSchema('unit');
  pool = db.pool;
  ledger = new Ledger(pool, { schema: db.schema, now: () => day });
});
afterAll(() => db.drop());

const clean = (a: Awaited<ReturnType<Ledger['audit']>>) => ({
  unbalanced: a.unbalanced,
  cacheMismatches: a.cacheMismatches,
  chainBreaks: a.chainBreaks,
  negative: a.negative,
  escrowMismatches: a.escrowMismatches,
  sum: a.purses + a.escrows + a.house - a.issued,
});
const ZERO = { unbalanced: 0, cacheMismatches: 0, chainBreaks: 0, negative: 0, escrowMismatches: 0, sum: 0 };

async function seat(tableId: string, playerId: string, amount: number, gameNo = 1, at = 0) {
  return ledger.reserve({
    tableId,
    gameNo,
    playerId,
    amount,
    game: 'cruise',
    key: stakeKey(tableId, gameNo, 'reserve', playerId, at),
  });
}

describe('purses', () => {
  it('a new purse holds 1,000 Taler, booked once however often it is asked for', async () => {
    const all = await Promise.all([ledger.purse('anna'), ledger.purse('anna'), ledger.purse('anna')]);
    expect(all.map((p) => p.balance)).toEqual([1000, 1000, 1000]);
    const st = await ledger.statement('anna');
    expect(st).toMatchObject([{ reason: 'open', amount: 1000, balance: 1000 }]);
  });

  it('a purse below 100 is filled up to 100 once a Berlin day', async () => {
    await ledger.purse('bert');
    // Bert loses 950 at a table.
    expect(await seat('tb1', 'bert', 950)).toEqual({ ok: true, amount: 950 });
    await ledger.take({ tableId: 'tb1', gameNo: 1, players: ['bert'], key: stakeKey('tb1', 1, 'take') });
    await ledger.forfeit({
      tableId: 'tb1',
      gameNo: 1,
      playerId: 'bert',
      key: stakeKey('tb1', 1, 'forfeit', 'bert', 5),
    });
    await ledger.closeTable({ tableId: 'tb1', key: stakeKey('tb1', 1, 'close') });
    expect((await ledger.purse('bert')).balance).toBe(100);
    expect((await ledger.purse('bert')).balance).toBe(100);
    expect(await seat('tb2', 'bert', 60)).toMatchObject({ ok: true });
    expect((await ledger.purse('bert')).balance).toBe(40); // same day: no second top-up
    day = new Date('2026-12-05T10:00:00Z');
    expect((await ledger.purse('bert')).balance).toBe(100);
    const reasons = (await ledger.statement('bert')).map((e) => [e.reason, e.amount]);
    expect(reasons).toEqual([
      ['topup', 60],
      ['reserve', -60],
      ['topup', 50],
      ['reserve', -950],
      ['open', 1000],
    ]);
    expect(clean(await ledger.audit())).toEqual(ZERO);
  });
});

describe('stakes', () => {
  it('reserve, stand up, sit again, take, settle: every key books once', async () => {
    const t = 'ts1';
    expect(await seat(t, 'cora', 50, 1, 1)).toMatchObject({ ok: true });
    expect(await seat(t, 'cora', 50, 1, 1)).toMatchObject({ ok: true }); // a retry
    expect((await ledger.purse('cora')).balance).toBe(950);
    expect(
      await ledger.release({
        tableId: t,
        gameNo: 1,
        playerId: 'cora',
        key: stakeKey(t, 1, 'release', 'cora', 2),
      }),
    ).toBe(50);
    expect(
      await ledger.release({
        tableId: t,
        gameNo: 1,
        playerId: 'cora',
        key: stakeKey(t, 1, 'release', 'cora', 2),
      }),
    ).toBe(50);
    expect((await ledger.purse('cora')).balance).toBe(1000);
    expect((await ledger.statement('cora'))[0]).toMatchObject({
      reason: 'release',
      amount: 50,
      tableId: t,
      game: 'cruise',
    });
    // The replay of the first reservation (its key was booked) books nothing.
    expect(await seat(t, 'cora', 50, 1, 1)).toMatchObject({ ok: true });
    expect((await ledger.purse('cora')).balance).toBe(1000);
    await seat(t, 'cora', 50, 1, 3);
    await seat(t, 'dora', 50, 1, 4);
    await seat(t, 'emil', 50, 1, 5);
    // Emil's seat went to somebody else before the start: his stake goes back.
    expect(
      await ledger.take({ tableId: t, gameNo: 1, players: ['cora', 'dora'], key: stakeKey(t, 1, 'take') }),
    ).toEqual(['cora', 'dora']);
    expect((await ledger.purse('emil')).balance).toBe(1000);
    // Taken stakes do not go back by standing up.
    expect(
      await ledger.release({
        tableId: t,
        gameNo: 1,
        playerId: 'dora',
        key: stakeKey(t, 1, 'release', 'dora', 9),
      }),
    ).toBe(0);
    const standings = [
      { playerId: 'cora', seat: 0, rank: 2 },
      { playerId: 'dora', seat: 1, rank: 1 },
    ];
    const s = await ledger.settle({ tableId: t, gameNo: 1, standings, key: stakeKey(t, 1, 'pot') });
    expect(s).toEqual({ pot: 100, winners: [{ playerId: 'dora', seat: 1, amount: 100 }], house: 0 });
    expect(await ledger.settle({ tableId: t, gameNo: 1, standings, key: stakeKey(t, 1, 'pot') })).toEqual(s);
    expect((await ledger.purse('dora')).balance).toBe(1050);
    expect((await ledger.purse('cora')).balance).toBe(950);
    expect(clean(await ledger.audit())).toEqual(ZERO);
  });

  it('a tie splits the pot; the indivisible remainder goes one Taler each in seat order; a leaver forfeits', async () => {
    const t = 'ts2';
    for (const [i, p] of ['f1', 'f2', 'f3', 'f4'].entries()) await seat(t, p, 25, 1, i);
    await ledger.take({
      tableId: t,
      gameNo: 1,
      players: ['f1', 'f2', 'f3', 'f4'],
      key: stakeKey(t, 1, 'take'),
    });
    expect(
      await ledger.forfeit({
        tableId: t,
        gameNo: 1,
        playerId: 'f4',
        key: stakeKey(t, 1, 'forfeit', 'f4', 7),
      }),
    ).toBe(true);
    // f4's seat is a computer's now; it is not among the standings (and could not win anyway).
    const s = await ledger.settle({
      tableId: t,
      gameNo: 1,
      standings: [
        { playerId: 'f3', seat: 2, rank: 1 },
        { playerId: 'f1', seat: 0, rank: 1 },
        { playerId: 'f2', seat: 1, rank: 1 },
        { playerId: 'f4', seat: 3, rank: 1 },
      ],
      key: stakeKey(t, 1, 'pot'),
    });
    expect(s.pot).toBe(100);
    expect(s.winners).toEqual([
      { playerId: 'f1', seat: 0, amount: 34 },
      { playerId: 'f2', seat: 1, amount: 33 },
      { playerId: 'f3', seat: 2, amount: 33 },
    ]);
    expect((await ledger.purse('f4')).balance).toBe(975);
  });

  it('a lone human gets the stake back; a guest (no stake) never wins the pot', async () => {
    const t = 'ts3';
    await seat(t, 'gina', 100);
    await ledger.take({ tableId: t, gameNo: 1, players: ['gina', 'g_guest'], key: stakeKey(t, 1, 'take') });
    const s = await ledger.settle({
      tableId: t,
      gameNo: 1,
      standings: [
        { playerId: 'g_guest', seat: 0, rank: 1 },
        { playerId: 'gina', seat: 1, rank: 2 },
      ],
      key: stakeKey(t, 1, 'pot'),
    });
    expect(s.winners).toEqual([{ playerId: 'gina', seat: 1, amount: 100 }]);
    expect((await ledger.statement('gina'))[0]).toMatchObject({
      reason: 'refund',
      amount: 100,
      tableId: t,
      game: 'cruise',
    });
  });

  it('a table closing without an outcome refunds what was not forfeited; forfeits go to the house', async () => {
    const t = 'ts4';
    const house = (await ledger.audit()).house;
    await seat(t, 'h1', 10);
    await seat(t, 'h2', 10);
    await ledger.take({ tableId: t, gameNo: 1, players: ['h1', 'h2'], key: stakeKey(t, 1, 'take') });
    await ledger.forfeit({ tableId: t, gameNo: 1, playerId: 'h1', key: stakeKey(t, 1, 'forfeit', 'h1', 3) });
    await seat(t, 'h3', 10, 2); // sat down for the next game already
    const c = await ledger.closeTable({ tableId: t, key: stakeKey(t, 1, 'close') });
    expect(c).toEqual({
      refunded: [
        { playerId: 'h2', amount: 10 },
        { playerId: 'h3', amount: 10 },
      ],
      house: 10,
    });
    expect((await ledger.audit()).house).toBe(house + 10);
    expect((await ledger.purse('h1')).balance).toBe(990);
    expect((await ledger.purse('h2')).balance).toBe(1000);
    expect((await ledger.purse('h3')).balance).toBe(1000);
    expect(clean(await ledger.audit())).toEqual(ZERO);
  });

  it('a purse short of the stake is refused with a coded German/English error and nothing booked', async () => {
    await ledger.purse('ida');
    const r = await seat('ts5', 'ida', 1001);
    expect(r).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'LEDGER_SHORT',
        de: 'Für diesen Tisch fehlen dir Taler: Einsatz 1001 Taler, in deinem Beutel sind 1000.',
        en: 'You are short of Taler for this table: the stake is 1001 Taler, your purse holds 1000.',
      }),
    });
    expect(await ledger.statement('ida')).toHaveLength(1);
  });
});

describe('the tables of the ledger', () => {
  it('refuse an unbalanced transaction and any change to an entry', async () => {
    const s = `"${db.schema}"`;
    const c = await pool.connect();
    try {
      await c.query('begin');
      const { rows } = await c.query(
        `insert into ${s}.transactions (key, reason) values ('bad', 'x') returning id`,
      );
      await c.query(
        `insert into ${s}.entries (tx_id, account_id, amount, balance_after) values ($1, 'house', 5, 5)`,
        [rows[0].id],
      );
      await expect(c.query('commit')).rejects.toThrow(/not balanced/);
    } finally {
      c.release();
    }
    await expect(pool.query(`update ${s}.entries set amount = amount + 1`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`delete from ${s}.entries`)).rejects.toThrow(/append-only/);
    await expect(
      pool.query(`update ${s}.accounts set balance = -1 where id = $1`, [purseOf('anna')]),
    ).rejects.toThrow(/accounts_not_negative/);
  });
});

describe('one player at two staked tables at once with Taler for one', () => {
  it('exactly one table gets the stake, over two writers (pools), 25 times', async () => {
    // Two writers as two processes would be; no daily top-up here (it would fill the purse up
    // between the two tries and blur what is tested).
    const one = new Ledger(pool, { schema: db.schema, floor: 0 });
    const other = new Ledger(createPool(loadConfig().DATABASE_URL, 4), { schema: db.schema, floor: 0 });
    const results: string[] = [];
    for (let i = 0; i < 25; i++) {
      const p = `conc${i}`;
      await ledger.purse(p);
      // Spend down to 200: a stake of 150 fits once.
      await seat(`cx${i}`, p, 800);
      const [a, b] = await Promise.all([
        one.reserve({
          tableId: `ca${i}`,
          gameNo: 1,
          playerId: p,
          amount: 150,
          game: 'cruise',
          key: `ca${i}:1:reserve:${p}`,
        }),
        other.reserve({
          tableId: `cb${i}`,
          gameNo: 1,
          playerId: p,
          amount: 150,
          game: 'cruise',
          key: `cb${i}:1:reserve:${p}`,
        }),
      ]);
      results.push([a, b].map((r) => (r.ok ? 'ok' : r.error.code)).join('+'));
      const { rows } = await pool.query(`select balance from "${db.schema}".accounts where id = $1`, [
        purseOf(p),
      ]);
      expect(Number(rows[0].balance)).toBe(50);
    }
    expect(results.every((r) => r === 'ok+LEDGER_SHORT' || r === 'LEDGER_SHORT+ok')).toBe(true);
    console.log(
      JSON.stringify({
        concurrency: { rounds: 25, firstWon: results.filter((r) => r.startsWith('ok')).length, bothOk: 0 },
      }),
    );
    await other.pool.end();
    expect(clean(await ledger.audit())).toEqual(ZERO);
  });
});
