// The soak test: 10,000 simulated staked games against the real Postgres, eight tables at a time,
// as the table workflow drives the ledger — people sit down (some twice, some without Taler), stand
// up, the start takes the stakes, some leave (forfeit), the game ends with ties, or the table
// closes without an outcome; some tables play a second game ("Nochmal"). Faults: the ledger writer
// crashes between two entries of a transaction (the activity retries), and the tables worker
// crashes after a booking before it learnt the answer (it runs the booking again, and its replay
// repeats earlier bookings with their keys). A model of every purse is kept from the answers alone.
// At the end: purses + escrows + the house = what was issued, every transaction balanced, no key
// booked twice, no purse below 0, every cached balance and every statement's running balance
// equal to the entries, and each player's purse what the model says.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Ledger, type Standing, stakeKey } from './ledger.js';
import { testSchema } from './test-db.test-util.js';

const GAMES = Number(process.env.LEDGER_GAMES ?? process.env.PROPERTY_RUNS ?? 10_000);
const PARALLEL = 8;
const PLAYERS = 40;
const STAKES = [10, 25, 50, 100];

let db: Awaited<ReturnType<typeof testSchema>>;
beforeAll(async () => {
  db = await testSchema('soak', PARALLEL + 2);
});
afterAll(() => db.drop());

/** A small seeded PRNG (mulberry32), so a failure can be replayed with LEDGER_SEED. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    chance: (p: number) => next() < p,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
  };
}

class Crash extends Error {}

it(`${GAMES} staked games keep every Taler`, { timeout: Math.max(60_000, GAMES * 120) }, async () => {
  const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
  const r = rng(seed);
  const stats = {
    topups: 0,
    games: 0,
    tables: 0,
    seatings: 0,
    refusals: 0,
    releases: 0,
    forfeits: 0,
    ties: 0,
    settled: 0,
    closedEarly: 0,
    lone: 0,
    writerCrashes: 0,
    workerCrashes: 0,
    replays: 0,
    rematches: 0,
    guests: 0,
  };
  let day = Date.parse('2026-12-04T10:00:00Z');
  let crashArmed = false;
  // Small purses, so people run short (refusals) and get their daily top-ups.
  const ledger = new Ledger(db.pool, {
    schema: db.schema,
    startPurse: 300,
    now: () => new Date(day),
    fault: () => {
      if (crashArmed && r.chance(0.5)) {
        crashArmed = false;
        stats.writerCrashes++;
        throw new Crash('the ledger writer crashed');
      }
    },
  });
  /** What each purse must hold besides what was issued to it: the model, from the answers. */
  const delta = new Map<string, number>();
  const add = (p: string, n: number) => delta.set(p, (delta.get(p) ?? 0) + n);
  const players = Array.from({ length: PLAYERS }, (_, i) => `p${i}`);

  /** One booking as an activity does it: retried after a writer crash; a worker crash runs it again. */
  /** An activity: retried while the ledger writer crashes (each crash rolled back a transaction). */
  async function retried<T>(fn: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await fn();
      } catch (e) {
        if (!(e instanceof Crash)) throw e;
      }
    }
  }

  /** One booking as the workflow does it; a worker crash after it runs it again and replays earlier ones. */
  async function book<T>(fn: () => Promise<T>, history: (() => Promise<unknown>)[]): Promise<T> {
    if (r.chance(0.03)) crashArmed = true;
    const out = await retried(fn);
    history.push(fn);
    if (r.chance(0.03)) {
      // The worker died after the booking: the new worker books it again, and the workflow's
      // replay repeats a few earlier bookings of the table with their keys.
      stats.workerCrashes++;
      expect(await retried(fn)).toEqual(out);
      for (const earlier of history.slice(-3)) {
        stats.replays++;
        await retried(earlier);
      }
    }
    return out;
  }

  async function table(n: number): Promise<void> {
    const tableId = `t${n}`;
    const stake = r.pick(STAKES);
    const seats = 2 + r.int(3);
    const games = r.chance(0.15) ? 2 : 1;
    const history: (() => Promise<unknown>)[] = [];
    let version = 0;
    /** Forfeited stakes of the running game (the house's at a close without an outcome). */
    let forfeited = 0;
    stats.tables++;
    let seated: { playerId: string; paying: boolean }[] = [];
    for (let g = 1; g <= games; g++) {
      if (g > 1) stats.rematches++;
      // The lobby: people sit down and stand up.
      const free = players.filter((p) => !seated.some((s) => s.playerId === p));
      let moves = 0;
      while ((seated.length < seats || r.chance(0.2)) && moves++ < 10) {
        if (seated.length > 0 && r.chance(0.2)) {
          const i = r.int(seated.length);
          const who = seated[i] as { playerId: string; paying: boolean };
          seated.splice(i, 1);
          if (who.paying) {
            const v = ++version;
            const back = await book(
              () =>
                ledger.release({
                  tableId,
                  gameNo: g,
                  playerId: who.playerId,
                  key: stakeKey(tableId, g, 'release', who.playerId, v),
                }),
              history,
            );
            expect(back).toBe(stake);
            add(who.playerId, stake);
            stats.releases++;
          }
          free.push(who.playerId);
          continue;
        }
        if (seated.length >= seats || free.length === 0) break;
        if (r.chance(0.1)) {
          stats.guests++;
          seated.push({ playerId: `g_${tableId}_${version}`, paying: false });
          version++;
          continue;
        }
        const p = free.splice(r.int(free.length), 1)[0] as string;
        const v = ++version;
        const res = await book(
          () =>
            ledger.reserve({
              tableId,
              gameNo: g,
              playerId: p,
              amount: stake,
              game: 'cruise',
              key: stakeKey(tableId, g, 'reserve', p, v),
            }),
          history,
        );
        stats.seatings++;
        if (res.ok) {
          add(p, -stake);
          seated.push({ playerId: p, paying: true });
        } else {
          expect(res.error.code).toBe('LEDGER_SHORT');
          stats.refusals++;
        }
      }
      if (seated.length === 0 || r.chance(0.05)) {
        // Idle in the lobby: the table closes and refunds.
        break;
      }
      // The start.
      const paying = await book(
        () =>
          ledger.take({
            tableId,
            gameNo: g,
            players: seated.map((s) => s.playerId),
            key: stakeKey(tableId, g, 'take'),
          }),
        history,
      );
      expect([...paying].sort()).toEqual(
        seated
          .filter((s) => s.paying)
          .map((s) => s.playerId)
          .sort(),
      );
      stats.games++;
      const pot = paying.length * stake;
      // Leavers forfeit.
      const present = seated.map((s, seat) => ({ ...s, seat }));
      const stays = present.filter(() => !r.chance(0.15));
      for (const left of present.filter((s) => !stays.includes(s))) {
        const v = ++version;
        if (left.paying) {
          await book(
            () =>
              ledger.forfeit({
                tableId,
                gameNo: g,
                playerId: left.playerId,
                key: stakeKey(tableId, g, 'forfeit', left.playerId, v),
              }),
            history,
          );
          stats.forfeits++;
          forfeited += stake;
        }
      }
      if (stays.length === 0 || r.chance(0.05)) {
        // Every human left (or the table stood idle): refunds of the not forfeited, the rest to the house.
        seated = stays.map(({ playerId, paying }) => ({ playerId, paying }));
        stats.closedEarly++;
        break;
      }
      // The outcome: ranks 1..3 (ties often); computers may hold rank 1 too.
      const standings: Standing[] = stays.map((s) => ({
        playerId: s.playerId,
        seat: s.seat,
        rank: 1 + r.int(3),
      }));
      const s = await book(
        () => ledger.settle({ tableId, gameNo: g, standings, key: stakeKey(tableId, g, 'pot') }),
        history,
      );
      expect(s.pot).toBe(pot);
      // The model's winners: the best rank among paying humans still there, remainder by seat.
      const payers = standings.filter((x) => stays.find((y) => y.seat === x.seat)?.paying);
      const best = Math.min(...payers.map((x) => x.rank));
      const winners = payers.filter((x) => x.rank === best).sort((a, b) => a.seat - b.seat);
      if (winners.length > 1) stats.ties++;
      if (paying.length === 1 && winners.length === 1) stats.lone++;
      const share = winners.length ? Math.floor(pot / winners.length) : 0;
      const expected = winners.map((w, i) => ({
        playerId: w.playerId,
        seat: w.seat,
        amount: share + (i < pot - share * winners.length ? 1 : 0),
      }));
      expect(s.winners).toEqual(pot > 0 ? expected : []);
      for (const w of s.winners) add(w.playerId, w.amount);
      expect(s.house).toBe(winners.length === 0 ? pot : 0);
      forfeited = 0;
      stats.settled++;
      // "Nochmal": those still there stay seated for the next game (they sit down again, paying anew).
      seated = [];
    }
    const c = await book(() => ledger.closeTable({ tableId, key: stakeKey(tableId, 0, 'close') }), history);
    // What was not forfeited goes back to who is still seated; the forfeits to the house.
    expect(c.refunded.map((x) => x.playerId).sort()).toEqual(
      seated
        .filter((x) => x.paying)
        .map((x) => x.playerId)
        .sort(),
    );
    expect(c.refunded.every((x) => x.amount === stake)).toBe(true);
    expect(c.house).toBe(forfeited);
    for (const back of c.refunded) add(back.playerId, back.amount);
  }

  const started = performance.now();
  // Tables until GAMES games were played (some close in the lobby, some play twice).
  for (let n = 0; stats.games < GAMES; ) {
    const batch: Promise<void>[] = [];
    for (let k = 0; k < PARALLEL; k++, n++) batch.push(table(n));
    await Promise.all(batch);
    if (n % 400 === 0) day += 24 * 3600_000; // a new Berlin day now and then: top-ups again
  }
  const ms = performance.now() - started;

  const a = await ledger.audit();
  const issuedTo = await db.pool.query<{ owner: string; issued: string; balance: string }>(
    `select a.owner, a.balance,
       (select coalesce(sum(e.amount), 0) from "${db.schema}".entries e join "${db.schema}".transactions t on t.id = e.tx_id
        where e.account_id = a.id and t.reason in ('open', 'topup')) as issued
     from "${db.schema}".accounts a where a.kind = 'purse'`,
  );
  const dupKeys = await db.pool.query(
    `select table_id, game_no, reason, count(*) from "${db.schema}".transactions
     where reason in ('take', 'pot', 'refund', 'close') group by 1, 2, 3 having count(*) > 1`,
  );
  const topups = await db.pool.query(
    `select count(*)::int as n from "${db.schema}".transactions where reason = 'topup'`,
  );
  stats.topups = topups.rows[0].n;
  const openEscrow = await db.pool.query(
    `select count(*)::int as n from "${db.schema}".accounts where kind = 'escrow' and balance <> 0`,
  );
  const mismatches = issuedTo.rows.filter(
    (row) => Number(row.balance) !== Number(row.issued) + (delta.get(row.owner) ?? 0),
  );
  console.log(
    JSON.stringify({
      ledgerSoak: {
        seed,
        ms: Math.round(ms),
        ...stats,
        audit: a,
        openEscrows: openEscrow.rows[0].n,
      },
    }),
  );
  expect(mismatches).toEqual([]);
  expect(dupKeys.rows).toEqual([]);
  expect(openEscrow.rows[0].n).toBe(0);
  expect(a).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    chainBreaks: 0,
    negative: 0,
    escrowMismatches: 0,
    escrows: 0,
  });
  expect(a.purses + a.escrows + a.house).toBe(a.issued);
  expect(stats.games).toBeGreaterThanOrEqual(GAMES);
  if (GAMES >= 1000) {
    // The run did meet what it is about.
    for (const k of [
      'refusals',
      'topups',
      'releases',
      'forfeits',
      'ties',
      'closedEarly',
      'lone',
      'writerCrashes',
      'workerCrashes',
      'rematches',
    ] as const)
      expect(stats[k], k).toBeGreaterThan(0);
  }
});
