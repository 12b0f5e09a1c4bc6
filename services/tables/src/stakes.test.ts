// Staked tables against the real Temporal dev server, NATS, Redis and Postgres (the ledger in a
// schema of its own): sitting down reserves the stake (a short purse is refused with a coded
// error), standing up releases it, the start takes it, the end pays the pot by the outcome,
// "Nochmal" stakes again, a leaver forfeits, a lone human gets the stake back, the close refunds;
// a tables worker that dies mid-game books nothing twice.
import { createPool, loadConfig } from '@spielcenter/kit';
import { Ledger, migrateTaler } from '@spielcenter/ledger';
import type { SeatInfo, SeatSnapshot } from '@spielcenter/proto';
import type { WorkflowHandle } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stack } from './stack.test-util.js';

const env = loadConfig();
const pool = createPool(env.DATABASE_URL, 4);
const schema = `ledger_tables_${process.pid}`;
const ledger = new Ledger(pool, { schema });
const stack = new Stack();
beforeAll(async () => {
  await pool.query(`drop schema if exists "${schema}" cascade`);
  await migrateTaler(pool, schema);
  stack.ledger = ledger;
  await stack.start();
}, 120_000);
afterAll(async () => {
  await stack.stop();
  await pool.query(`drop schema if exists "${schema}" cascade`);
  await pool.end();
});

const run = Date.now().toString(36);
/** A two-seat classic Speedcruise that ends in a tie when both play their first legal action. */
const TIE_SEED = 'tie-111';
const person = (name: string): SeatInfo & { playerId: string; name: string } => ({
  kind: 'human',
  playerId: `${name.toLowerCase()}-${run}`,
  name,
});
const balance = async (p: { playerId: string }) => (await ledger.purse(p.playerId)).balance;

async function playToEnd(
  tableId: string,
  handle: WorkflowHandle,
  seats: number[],
  onStep?: (i: number) => Promise<void>,
): Promise<SeatSnapshot> {
  for (let i = 0; i < 4000; i++) {
    await onStep?.(i);
    const snaps = await Promise.all(seats.map((s) => stack.snapshot(tableId, s)));
    const done = snaps.find((s) => s?.outcome && s.pot);
    if (done) return done;
    const turn = snaps.find(
      (s) => s && !s.outcome && s.toAct.includes(s.seat) && s.legal.length > 0 && !s.waiting,
    );
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

async function clean() {
  const a = await ledger.audit();
  expect(a).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    chainBreaks: 0,
    negative: 0,
    escrowMismatches: 0,
  });
  expect(a.purses + a.escrows + a.house).toBe(a.issued);
  return a;
}

const STAKED = (host: { playerId: string }, stake: number, fill: 'normal' | null = null) => ({
  game: 'cruise' as const,
  config: { players: 2, mode: 'classic' },
  open: { host: host.playerId, fill, stake, hostAccount: true },
});

describe('a staked Speedcruise table', () => {
  it('reserves at sitting down, refuses a short purse, pays the pot by the outcome, stakes again at "Nochmal", a leaver forfeits', async () => {
    const anna = person('Anna');
    const bert = person('Bert');
    const cleo = person('Cleo');
    await ledger.purse(anna.playerId);
    // Cleo has 40 Taler left and had today's top-up (to 100) already: the stake of 50 is refused.
    await ledger.purse(cleo.playerId);
    await ledger.reserve({
      tableId: `spend-${run}`,
      gameNo: 1,
      playerId: cleo.playerId,
      amount: 980,
      game: 'cruise',
      key: `spend1-${run}`,
    });
    expect(await balance(cleo)).toBe(100);
    await ledger.reserve({
      tableId: `spend-${run}`,
      gameNo: 2,
      playerId: cleo.playerId,
      amount: 60,
      game: 'cruise',
      key: `spend2-${run}`,
    });
    expect(await balance(cleo)).toBe(40);
    const { tableId, handle } = await stack.startTable([anna, null, null], {
      ...STAKED(anna, 50),
      config: { players: 3, mode: 'classic' },
    });
    await stack.waitFor(tableId, 0, (s) => s.lobby !== null);
    expect(await balance(anna)).toBe(950);
    const refused = await handle
      .executeUpdate('join', { args: [{ playerId: cleo.playerId, name: cleo.name, account: true }] })
      .then(
        () => null,
        (e) => e.cause,
      );
    expect(refused).toMatchObject({ type: 'LEDGER_SHORT' });
    expect(refused.details[0]).toMatchObject({
      code: 'LEDGER_SHORT',
      de: expect.stringContaining('Einsatz 50 Taler'),
    });
    // Bert sits down, stands up (his stake comes back), sits down again; the host starts.
    await handle.executeUpdate('join', {
      args: [{ playerId: bert.playerId, name: bert.name, account: true }],
    });
    expect(await balance(bert)).toBe(950);
    await handle.signal('leave', { seat: 1 });
    await stack.waitFor(tableId, 0, (s) => s.lobby?.seats[1] === null);
    expect(await balance(bert)).toBe(1000);
    await handle.executeUpdate('join', {
      args: [{ playerId: bert.playerId, name: bert.name, account: true, seat: 1 }],
    });
    expect(await balance(bert)).toBe(950);
    await handle.executeUpdate('start', { args: [{ seat: 0 }] });
    const started = await stack.waitFor(tableId, 0, (s) => s.lobby === null && s.view !== null);
    expect(started.settings.stake).toBe(50);

    const end = await playToEnd(tableId, handle, [0, 1]);
    const ranks = end.outcome?.ranks as number[];
    const pot = end.pot;
    if (ranks[0] === ranks[1]) {
      expect(pot?.winners).toEqual([
        { seat: 0, name: 'Anna', amount: 50 },
        { seat: 1, name: 'Bert', amount: 50 },
      ]);
      expect([await balance(anna), await balance(bert)]).toEqual([1000, 1000]);
    } else {
      const w = ranks[0] < ranks[1] ? 0 : 1;
      expect(pot).toEqual({
        amount: 100,
        house: 0,
        winners: [{ seat: w, name: w === 0 ? 'Anna' : 'Bert', amount: 100 }],
      });
      expect([await balance(anna), await balance(bert)]).toEqual(w === 0 ? [1050, 950] : [950, 1050]);
    }
    const afterOne = [await balance(anna), await balance(bert)] as [number, number];

    // "Nochmal": both stake again; Bert leaves the second game and forfeits; Anna, the only
    // human left, takes the pot of 100.
    await stack.waitFor(tableId, 0, (s) => s.rematch !== null);
    await handle.executeUpdate('rematch', { args: [{ seat: 0 }] });
    await handle.executeUpdate('rematch', { args: [{ seat: 1 }] });
    expect([await balance(anna), await balance(bert)]).toEqual([afterOne[0] - 50, afterOne[1] - 50]);
    await stack.waitFor(tableId, 0, (s) => s.outcome === null && s.view !== null && s.rematch === null);
    await handle.signal('leave', { seat: 1 });
    await stack.waitFor(tableId, 0, (s) => s.seats[1]?.kind === 'computer');
    const second = await playToEnd(tableId, handle, [0]);
    expect(second.pot).toEqual({ amount: 100, house: 0, winners: [{ seat: 0, name: 'Anna', amount: 100 }] });
    expect([await balance(anna), await balance(bert)]).toEqual([afterOne[0] + 50, afterOne[1] - 50]);
    // Anna leaves: the table closes; nothing is left in its escrow.
    await handle.signal('leave', { seat: 0 });
    await handle.result();
    await clean();
    const escrow = await pool.query(`select balance from "${schema}".accounts where id = $1`, [
      `escrow:${tableId}`,
    ]);
    expect(Number(escrow.rows[0].balance)).toBe(0);
    const reasons = (await ledger.statement(bert.playerId)).map((e) => [e.reason, e.amount]).reverse();
    expect(reasons.slice(0, 4)).toEqual([
      ['open', 1000],
      ['reserve', -50],
      ['release', 50],
      ['reserve', -50],
    ]);
  }, 240_000);

  it('a lone human with computers gets the stake back; a table closed in the lobby refunds', async () => {
    const dora = person('Dora');
    const emil = person('Emil');
    const { tableId, handle } = await stack.startTable([dora, null, null], {
      ...STAKED(dora, 25, 'normal'),
      config: { players: 3, mode: 'classic' },
    });
    await stack.waitFor(tableId, 0, (s) => s.lobby !== null);
    expect(await balance(dora)).toBe(975);
    await handle.executeUpdate('start', { args: [{ seat: 0 }] });
    const end = await playToEnd(tableId, handle, [0]);
    expect(end.pot).toEqual({ amount: 25, house: 0, winners: [{ seat: 0, name: 'Dora', amount: 25 }] });
    expect(await balance(dora)).toBe(1000);
    expect((await ledger.statement(dora.playerId))[0]).toMatchObject({
      reason: 'refund',
      amount: 25,
      tableId,
    });
    await handle.signal('leave', { seat: 0 });
    await handle.result();

    // Emil opens a table and nobody comes: he leaves, the table closes, the stake is back.
    const t2 = await stack.startTable([emil, null], STAKED(emil, 100));
    await stack.waitFor(t2.tableId, 0, (s) => s.lobby !== null);
    expect(await balance(emil)).toBe(900);
    await t2.handle.signal('leave', { seat: 0 });
    await t2.handle.result();
    expect(await balance(emil)).toBe(1000);
    await clean();
  }, 240_000);

  it('one player joins two staked tables at once with Taler for one: one table seats, the other refuses', async () => {
    const ida = person('Ida');
    const [h1, h2] = [person('Hosta'), person('Hostb')];
    await ledger.purse(ida.playerId);
    // 50 Taler left, filled up to the floor of 100 by today's one top-up: one stake of 100 fits,
    // and no second top-up comes today (otherwise the second join could be paid by it).
    await ledger.reserve({
      tableId: `ida-${run}`,
      gameNo: 1,
      playerId: ida.playerId,
      amount: 950,
      game: 'cruise',
      key: `ida-${run}`,
    });
    expect((await ledger.purse(ida.playerId)).balance).toBe(100);
    const tables = await Promise.all(
      [h1, h2].map((h) =>
        stack.startTable([h, null, null], { ...STAKED(h, 100), config: { players: 3, mode: 'classic' } }),
      ),
    );
    await Promise.all(tables.map((t) => stack.waitFor(t.tableId, 0, (s) => s.lobby !== null)));
    const results = await Promise.all(
      tables.map((t) =>
        t.handle
          .executeUpdate('join', { args: [{ playerId: ida.playerId, name: ida.name, account: true }] })
          .then(
            () => 'seated',
            (e) => (e.cause as { type?: string }).type ?? String(e),
          ),
      ),
    );
    expect([...results].sort()).toEqual(['LEDGER_SHORT', 'seated']);
    const last = (await ledger.statement(ida.playerId))[0];
    expect(last).toMatchObject({ reason: 'reserve', amount: -100, balance: 0 });
    const seatedAt = tables[results.indexOf('seated')];
    expect((await stack.snapshot(seatedAt?.tableId ?? '', 0))?.lobby?.seats[1]).toMatchObject({
      name: 'Ida',
    });
    for (const t of tables) {
      await t.handle.signal('leave', { seat: 0 });
    }
    await seatedAt?.handle.signal('leave', { seat: 1 });
    await Promise.all(tables.map((t) => t.handle.result()));
    expect((await ledger.statement(ida.playerId))[0]).toMatchObject({
      reason: 'release',
      amount: 100,
      balance: 100,
    });
    await clean();
  }, 120_000);

  it('a tie for the best place splits the pot in equal parts, in both seats’ end boards', async () => {
    // "teilen sich mehrere Menschen diesen Platz (gleiche Punktzahl), wird er zu gleichen Teilen
    // geteilt": the seed TIE_SEED is a two-seat classic game in which both playing their first
    // legal action end level (found with the pure engine; the test checks the tie itself).
    const hana = person('Hana');
    const ivo = person('Ivo');
    const { tableId, handle } = await stack.startTable([hana, null], {
      ...STAKED(hana, 50),
      seed: TIE_SEED,
    });
    await stack.waitFor(tableId, 0, (s) => s.lobby !== null);
    await handle.executeUpdate('join', { args: [{ playerId: ivo.playerId, name: ivo.name, account: true }] });
    await stack.waitFor(tableId, 0, (s) => s.lobby === null && s.view !== null);
    expect([await balance(hana), await balance(ivo)]).toEqual([950, 950]);
    const end = await playToEnd(tableId, handle, [0, 1]);
    expect(end.outcome?.ranks).toEqual([1, 1]);
    const split = {
      amount: 100,
      house: 0,
      winners: [
        { seat: 0, name: 'Hana', amount: 50 },
        { seat: 1, name: 'Ivo', amount: 50 },
      ],
    };
    expect(end.pot).toEqual(split);
    expect((await stack.waitFor(tableId, 1, (s) => Boolean(s.pot))).pot).toEqual(split);
    expect([await balance(hana), await balance(ivo)]).toEqual([1000, 1000]);
    expect((await ledger.statement(ivo.playerId))[0]).toMatchObject({ reason: 'pot', amount: 50, tableId });
    await handle.terminate('test done');
    await clean();
  }, 240_000);

  it('a tables worker that dies mid-game books nothing twice', async () => {
    const fina = person('Fina');
    const gust = person('Gust');
    const { tableId, handle } = await stack.startTable([fina, null], STAKED(fina, 10));
    await stack.waitFor(tableId, 0, (s) => s.lobby !== null);
    await handle.executeUpdate('join', {
      args: [{ playerId: gust.playerId, name: gust.name, account: true }],
    });
    await stack.waitFor(tableId, 0, (s) => s.lobby === null && s.view !== null);
    const before = (await ledger.audit()).transactions;
    const end = await playToEnd(tableId, handle, [0, 1], async (i) => {
      if (i === 15) {
        await stack.stopWorker();
        await stack.startWorker();
      }
    });
    expect(end.pot?.amount).toBe(20);
    expect([await balance(fina), await balance(gust)].reduce((x, y) => x + y)).toBe(2000);
    // The pot was booked once.
    const pots = await pool.query(
      `select count(*)::int as n from "${schema}".transactions where table_id = $1 and reason in ('pot', 'refund')`,
      [tableId],
    );
    expect(pots.rows[0].n).toBe(1);
    expect((await ledger.audit()).transactions).toBe(before + 1);
    await handle.terminate('test done');
    await clean();
  }, 240_000);
});
