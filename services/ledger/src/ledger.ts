/**
 * Taler, double entry, in Postgres (schema `ledger`). Accounts: a purse per player with an
 * account, one escrow per staked table, the house, and `issue` (where Taler come from). Every
 * movement is one database transaction of entries that sum to 0 (checked at commit), recorded under
 * an idempotency key: the same key again books nothing and answers what the first booking answered,
 * so an activity's retry or a workflow's replay never books twice. Balances are cached on the
 * account rows (each update under the row's lock, so no purse goes below 0 and two tables cannot
 * spend the same Taler) and checked against the entries by `audit`.
 *
 * A stake goes from the purse into the table's escrow when its player sits down (`reserve`), back
 * when they stand up before the start (`release`), is taken at the start (`take`: it can no longer
 * go back), stays in the pot when its player leaves the game (`forfeit`), and the pot goes to the
 * best paying human(s) at the end (`settle`); a table that closes without an outcome refunds what
 * was not forfeited and gives the forfeits to the house (`closeTable`).
 */
import { fileURLToPath } from 'node:url';
import { migrate, type Pool } from '@spielcenter/kit';
import { berlinDate, type RuleErrorData } from '@spielcenter/proto';
import type pg from 'pg';
import { ledgerErrors } from './errors.js';

export const SCHEMA = 'ledger';
/** A new account's purse. */
export const START_PURSE = 1000;
/** A purse below this is filled up to it once a Berlin day. */
export const TOP_UP_FLOOR = 100;

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Brings the ledger's schema up to date. */
export function migrateTaler(pool: Pool, schema = SCHEMA): Promise<string[]> {
  return migrate(pool, { dir: MIGRATIONS_DIR, schema });
}

export const purseOf = (playerId: string) => `purse:${playerId}`;
export const escrowOf = (tableId: string) => `escrow:${tableId}`;

/** The idempotency key of a stake movement: table, game, reason, player and the table's version. */
export function stakeKey(
  tableId: string,
  gameNo: number,
  reason: string,
  playerId?: string,
  at?: number,
): string {
  return [tableId, gameNo, reason, ...(playerId ? [playerId] : []), ...(at !== undefined ? [at] : [])].join(
    ':',
  );
}

export interface LedgerOptions {
  readonly schema?: string;
  readonly startPurse?: number;
  readonly floor?: number;
  /** The clock (the day of a top-up). */
  readonly now?: () => Date;
  /**
   * Called before each entry is written and before the commit (tests crash the writer there: the
   * transaction rolls back and nothing of it stays).
   */
  readonly fault?: (point: 'entry' | 'commit') => void;
}

export interface StakeRef {
  readonly tableId: string;
  readonly gameNo: number;
  readonly playerId: string;
  readonly key: string;
}

export interface Standing {
  readonly playerId: string;
  readonly seat: number;
  /** 1 = best; equal results share a rank. */
  readonly rank: number;
}

export interface Payout {
  readonly playerId: string;
  readonly seat: number;
  readonly amount: number;
}

export interface Settlement {
  /** Every stake of the game (taken and forfeited). */
  readonly pot: number;
  /** Who got what, in seat order (empty when no paying human was left). */
  readonly winners: readonly Payout[];
  /** What went to the house (a pot without a paying human at the end). */
  readonly house: number;
}

export interface Closing {
  readonly refunded: readonly { readonly playerId: string; readonly amount: number }[];
  readonly house: number;
}

export type Reserved =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly error: RuleErrorData };

export interface StatementEntry {
  readonly id: number;
  readonly at: number;
  readonly reason: string;
  readonly tableId: string | null;
  readonly game: string | null;
  readonly gameNo: number | null;
  readonly amount: number;
  readonly balance: number;
}

export interface Audit {
  /** Everything issued (starting purses, top-ups). */
  readonly issued: number;
  readonly purses: number;
  readonly escrows: number;
  readonly house: number;
  readonly transactions: number;
  readonly entries: number;
  /** Transactions whose entries do not sum to 0. */
  readonly unbalanced: number;
  /** Accounts whose cached balance differs from the sum of their entries. */
  readonly cacheMismatches: number;
  /** Entries whose balance_after is not the running sum of their account. */
  readonly chainBreaks: number;
  /** Accounts other than `issue` below 0. */
  readonly negative: number;
  /** Escrows that differ from the open stakes of their table. */
  readonly escrowMismatches: number;
}

interface TxMeta {
  readonly reason: string;
  readonly tableId?: string;
  readonly game?: string;
  readonly gameNo?: number;
}

/** The entries of one transaction being built: a delta per account. */
class Posting {
  readonly deltas = new Map<string, { amount: number; kind: string; owner: string | null }>();
  reason: string | null = null;

  add(
    account: string,
    amount: number,
    kind: 'purse' | 'escrow' | 'house' | 'issue',
    owner: string | null = null,
  ) {
    if (!Number.isSafeInteger(amount)) throw new Error(`bad amount ${amount}`);
    const d = this.deltas.get(account);
    if (d) d.amount += amount;
    else this.deltas.set(account, { amount, kind, owner });
  }
}

const NOOP = Symbol('noop');
type Body<T> = (c: pg.PoolClient, p: Posting) => Promise<T | typeof NOOP>;

function isShort(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string };
  return err.code === '23514' && err.constraint === 'accounts_not_negative';
}

function retryable(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === '40P01' || code === '40001';
}

export class Ledger {
  readonly schema: string;
  private readonly startPurse: number;
  private readonly floor: number;
  private readonly now: () => Date;
  private readonly fault: LedgerOptions['fault'];

  constructor(
    readonly pool: Pool,
    o: LedgerOptions = {},
  ) {
    this.schema = o.schema ?? SCHEMA;
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(this.schema)) throw new Error(`invalid schema ${this.schema}`);
    this.startPurse = o.startPurse ?? START_PURSE;
    this.floor = o.floor ?? TOP_UP_FLOOR;
    this.now = o.now ?? (() => new Date());
    this.fault = o.fault;
  }

  private t(name: string): string {
    return `"${this.schema}".${name}`;
  }

  /**
   * One transaction under `key`: a key booked before answers its recorded result (duplicate), a
   * no-op and a refusal included; `body` returning NOOP books nothing (the key stays free: only the
   * daily top-up, whose key is the day's).
   */
  private async tx<T>(
    key: string,
    meta: TxMeta,
    body: Body<T>,
  ): Promise<{ result: T | null; duplicate: boolean }> {
    for (let attempt = 0; ; attempt++) {
      const c = await this.pool.connect();
      try {
        await c.query('begin');
        const ins = await c.query<{ id: string }>(
          `insert into ${this.t('transactions')} (key, reason, table_id, game, game_no)
           values ($1, $2, $3, $4, $5) on conflict (key) do nothing returning id`,
          [key, meta.reason, meta.tableId ?? null, meta.game ?? null, meta.gameNo ?? null],
        );
        const id = ins.rows[0]?.id;
        if (id === undefined) {
          const prev = await c.query<{ result: T | null }>(
            `select result from ${this.t('transactions')} where key = $1`,
            [key],
          );
          await c.query('commit');
          return { result: prev.rows[0]?.result ?? null, duplicate: true };
        }
        const p = new Posting();
        const result = await body(c, p);
        if (result === NOOP) {
          await c.query('rollback');
          return { result: null, duplicate: false };
        }
        await this.post(c, id, p);
        // The game of a table's movement is its stakes' (the Kontoauszug names it).
        await c.query(
          `update ${this.t('transactions')} t set result = $2, reason = coalesce($3, t.reason),
             game = coalesce(t.game, (select s.game from ${this.t('stakes')} s where s.table_id = t.table_id limit 1))
           where t.id = $1`,
          [id, JSON.stringify(result ?? null), p.reason],
        );
        this.fault?.('commit');
        await c.query('commit');
        return { result, duplicate: false };
      } catch (e) {
        await c.query('rollback').catch(() => {});
        if (retryable(e) && attempt < 8) continue;
        throw e;
      } finally {
        c.release();
      }
    }
  }

  /** Writes the entries, accounts in id order (no two transactions wait for each other in a circle). */
  private async post(c: pg.PoolClient, txId: string, p: Posting): Promise<void> {
    const deltas = [...p.deltas.entries()]
      .filter(([, d]) => d.amount !== 0)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [account, d] of deltas) {
      if (d.kind === 'escrow')
        await c.query(
          `insert into ${this.t('accounts')} (id, kind, owner) values ($1, 'escrow', $2) on conflict (id) do nothing`,
          [account, d.owner],
        );
      this.fault?.('entry');
      const u = await c.query<{ balance: string }>(
        `update ${this.t('accounts')} set balance = balance + $2 where id = $1 returning balance`,
        [account, d.amount],
      );
      const balance = u.rows[0]?.balance;
      if (balance === undefined) throw new Error(`no ledger account ${account}`);
      await c.query(
        `insert into ${this.t('entries')} (tx_id, account_id, amount, balance_after) values ($1, $2, $3, $4)`,
        [txId, account, d.amount, balance],
      );
    }
  }

  /**
   * The purse of a player with an account: opened with the starting purse on first use, filled up to
   * the floor once a Berlin day when below it. Idempotent (keys `open:<player>`, `topup:<player>:<day>`).
   */
  async ensurePurse(playerId: string): Promise<void> {
    const purse = purseOf(playerId);
    const { rows } = await this.pool.query<{ balance: string }>(
      `select balance from ${this.t('accounts')} where id = $1`,
      [purse],
    );
    if (rows.length === 0) {
      await this.tx(`open:${playerId}`, { reason: 'open' }, async (c, p) => {
        await c.query(
          `insert into ${this.t('accounts')} (id, kind, owner) values ($1, 'purse', $2) on conflict (id) do nothing`,
          [purse, playerId],
        );
        p.add('issue', -this.startPurse, 'issue');
        p.add(purse, this.startPurse, 'purse', playerId);
        return { amount: this.startPurse };
      });
      return;
    }
    if (Number(rows[0]?.balance) >= this.floor) return;
    const day = berlinDate(this.now());
    await this.tx(`topup:${playerId}:${day}`, { reason: 'topup' }, async (c, p) => {
      const r = await c.query<{ balance: string }>(
        `select balance from ${this.t('accounts')} where id = $1 for update`,
        [purse],
      );
      const up = this.floor - Number(r.rows[0]?.balance ?? this.floor);
      if (up <= 0) return NOOP;
      p.add('issue', -up, 'issue');
      p.add(purse, up, 'purse', playerId);
      return { amount: up, day };
    });
  }

  /** The purse's balance (opened and topped up as needed) and what its player has on tables. */
  async purse(playerId: string): Promise<{ balance: number; onTables: number }> {
    await this.ensurePurse(playerId);
    const { rows } = await this.pool.query<{ balance: string; on_tables: string }>(
      `select a.balance,
              (select coalesce(sum(amount), 0) from ${this.t('stakes')}
               where player_id = $2 and state in ('reserved', 'taken')) as on_tables
       from ${this.t('accounts')} a where a.id = $1`,
      [purseOf(playerId), playerId],
    );
    return { balance: Number(rows[0]?.balance ?? 0), onTables: Number(rows[0]?.on_tables ?? 0) };
  }

  /** The stake goes from the purse into the table's escrow; refused when the purse is short. */
  async reserve(r: StakeRef & { readonly game: string; readonly amount: number }): Promise<Reserved> {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new Error(`bad stake ${r.amount}`);
    await this.ensurePurse(r.playerId);
    try {
      const { result } = await this.tx(
        r.key,
        { reason: 'reserve', tableId: r.tableId, game: r.game, gameNo: r.gameNo },
        async (c, p) => {
          const row = await this.stake(c, r.tableId, r.gameNo, r.playerId);
          if (row && row.state !== 'released') return null; // reserved already (or played)
          await c.query(
            `insert into ${this.t('stakes')} (table_id, game_no, player_id, game, amount, state)
           values ($1, $2, $3, $4, $5, 'reserved')
           on conflict (table_id, game_no, player_id)
           do update set state = 'reserved', amount = excluded.amount, updated_at = now()`,
            [r.tableId, r.gameNo, r.playerId, r.game, r.amount],
          );
          p.add(purseOf(r.playerId), -r.amount, 'purse', r.playerId);
          p.add(escrowOf(r.tableId), r.amount, 'escrow', r.tableId);
          return { amount: r.amount };
        },
      );
      // A refusal is recorded under the key too: a replay gets the same answer.
      const refused = (result as { refused?: RuleErrorData } | null)?.refused;
      return refused ? { ok: false, error: refused } : { ok: true, amount: r.amount };
    } catch (e) {
      if (!isShort(e)) throw e;
      const { rows } = await this.pool.query<{ balance: string }>(
        `select balance from ${this.t('accounts')} where id = $1`,
        [purseOf(r.playerId)],
      );
      const error = ledgerErrors.data('LEDGER_SHORT', {
        amount: r.amount,
        balance: Number(rows[0]?.balance ?? 0),
      });
      const { result } = await this.tx(
        r.key,
        { reason: 'refused', tableId: r.tableId, game: r.game, gameNo: r.gameNo },
        async () => ({
          refused: error,
        }),
      );
      const refused = (result as { refused?: RuleErrorData } | null)?.refused;
      return refused ? { ok: false, error: refused } : { ok: true, amount: r.amount };
    }
  }

  private async stake(
    c: pg.PoolClient,
    tableId: string,
    gameNo: number,
    playerId: string,
  ): Promise<{ state: string; amount: number; game: string } | null> {
    const { rows } = await c.query<{ state: string; amount: string; game: string }>(
      `select state, amount, game from ${this.t('stakes')}
       where table_id = $1 and game_no = $2 and player_id = $3 for update`,
      [tableId, gameNo, playerId],
    );
    const row = rows[0];
    return row ? { state: row.state, amount: Number(row.amount), game: row.game } : null;
  }

  /** Standing up before the start: a reserved stake goes back to the purse (nothing else moves). */
  async release(r: StakeRef): Promise<number> {
    const { result } = await this.tx(
      r.key,
      { reason: 'release', tableId: r.tableId, gameNo: r.gameNo },
      async (c, p) => {
        const row = await this.stake(c, r.tableId, r.gameNo, r.playerId);
        if (row?.state !== 'reserved') return null;
        await this.setState(c, r.tableId, r.gameNo, r.playerId, 'released');
        p.add(escrowOf(r.tableId), -row.amount, 'escrow', r.tableId);
        p.add(purseOf(r.playerId), row.amount, 'purse', r.playerId);
        return { amount: row.amount };
      },
    );
    return (result as { amount: number } | null)?.amount ?? 0;
  }

  private async setState(c: pg.PoolClient, tableId: string, gameNo: number, playerId: string, state: string) {
    await c.query(
      `update ${this.t('stakes')} set state = $4, updated_at = now()
       where table_id = $1 and game_no = $2 and player_id = $3`,
      [tableId, gameNo, playerId, state],
    );
  }

  /**
   * The game starts: the reserved stakes of the people who play it are taken (no longer released
   * by standing up); a reserved stake of anybody else goes back. Returns who pays.
   */
  async take(r: {
    tableId: string;
    gameNo: number;
    players: readonly string[];
    key: string;
  }): Promise<string[]> {
    const { result } = await this.tx(
      r.key,
      { reason: 'take', tableId: r.tableId, gameNo: r.gameNo },
      async (c, p) => {
        const { rows } = await c.query<{ player_id: string; amount: string }>(
          `select player_id, amount from ${this.t('stakes')}
         where table_id = $1 and game_no = $2 and state = 'reserved' order by player_id for update`,
          [r.tableId, r.gameNo],
        );
        const paying: string[] = [];
        for (const row of rows) {
          if (r.players.includes(row.player_id)) {
            paying.push(row.player_id);
            await this.setState(c, r.tableId, r.gameNo, row.player_id, 'taken');
          } else {
            await this.setState(c, r.tableId, r.gameNo, row.player_id, 'released');
            p.add(escrowOf(r.tableId), -Number(row.amount), 'escrow', r.tableId);
            p.add(purseOf(row.player_id), Number(row.amount), 'purse', row.player_id);
          }
        }
        return { paying };
      },
    );
    return (result as { paying: string[] } | null)?.paying ?? [];
  }

  /** The player left the running game: the stake stays in the pot. */
  async forfeit(r: StakeRef): Promise<boolean> {
    const { result } = await this.tx(
      r.key,
      { reason: 'forfeit', tableId: r.tableId, gameNo: r.gameNo },
      async (c) => {
        const row = await this.stake(c, r.tableId, r.gameNo, r.playerId);
        if (row?.state !== 'taken') return null;
        await this.setState(c, r.tableId, r.gameNo, r.playerId, 'forfeited');
        return { amount: row.amount };
      },
    );
    return result !== null;
  }

  /**
   * The game's end: the pot (every stake taken, forfeits included) goes to the paying human(s)
   * with the best rank among those still at the table, split equally; the indivisible remainder
   * goes one Taler each to the winners in seat order. No paying human left: the house takes it.
   */
  async settle(r: {
    tableId: string;
    gameNo: number;
    standings: readonly Standing[];
    key: string;
  }): Promise<Settlement> {
    const empty: Settlement = { pot: 0, winners: [], house: 0 };
    const { result } = await this.tx(
      r.key,
      { reason: 'pot', tableId: r.tableId, gameNo: r.gameNo },
      async (c, p) => {
        const { rows } = await c.query<{ player_id: string; amount: string; state: string; game: string }>(
          `select player_id, amount, state, game from ${this.t('stakes')}
         where table_id = $1 and game_no = $2 and state in ('taken', 'forfeited') order by player_id for update`,
          [r.tableId, r.gameNo],
        );
        if (rows.length === 0) return empty;
        const pot = rows.reduce((s, row) => s + Number(row.amount), 0);
        const taken = new Set(rows.filter((row) => row.state === 'taken').map((row) => row.player_id));
        const payers = r.standings.filter((s) => taken.has(s.playerId));
        const best = Math.min(...payers.map((s) => s.rank));
        const winners = payers.filter((s) => s.rank === best).sort((a, b) => a.seat - b.seat);
        for (const row of rows)
          await this.setState(
            c,
            r.tableId,
            r.gameNo,
            row.player_id,
            row.state === 'taken' ? 'settled' : 'lost',
          );
        await c.query(`update ${this.t('transactions')} set game = $2 where key = $1`, [
          r.key,
          rows[0]?.game,
        ]);
        p.add(escrowOf(r.tableId), -pot, 'escrow', r.tableId);
        if (winners.length === 0) {
          p.add('house', pot, 'house');
          return { pot, winners: [], house: pot };
        }
        const share = Math.floor(pot / winners.length);
        const rest = pot - share * winners.length;
        const payouts = winners.map((w, i) => ({
          playerId: w.playerId,
          seat: w.seat,
          amount: share + (i < rest ? 1 : 0),
        }));
        for (const w of payouts) p.add(purseOf(w.playerId), w.amount, 'purse', w.playerId);
        // A lone paying human gets the own stake back.
        if (rows.length === 1 && payouts.length === 1) p.reason = 'refund';
        return { pot, winners: payouts, house: 0 };
      },
    );
    return (result as Settlement | null) ?? empty;
  }

  /**
   * The table closes without an outcome (every human left, idle) or between games: what was not
   * forfeited goes back to its purse, the forfeits to the house. Every open stake of the table.
   */
  async closeTable(r: { tableId: string; key: string }): Promise<Closing> {
    const { result } = await this.tx(r.key, { reason: 'close', tableId: r.tableId }, async (c, p) => {
      const { rows } = await c.query<{
        player_id: string;
        game_no: number;
        amount: string;
        state: string;
        game: string;
      }>(
        `select player_id, game_no, amount, state, game from ${this.t('stakes')}
         where table_id = $1 and state in ('reserved', 'taken', 'forfeited') order by game_no, player_id for update`,
        [r.tableId],
      );
      if (rows.length === 0) return { refunded: [], house: 0 };
      const refunded: { playerId: string; amount: number }[] = [];
      let house = 0;
      for (const row of rows) {
        const amount = Number(row.amount);
        p.add(escrowOf(r.tableId), -amount, 'escrow', r.tableId);
        if (row.state === 'forfeited') {
          house += amount;
          p.add('house', amount, 'house');
          await this.setState(c, r.tableId, row.game_no, row.player_id, 'lost');
        } else {
          refunded.push({ playerId: row.player_id, amount });
          p.add(purseOf(row.player_id), amount, 'purse', row.player_id);
          await this.setState(c, r.tableId, row.game_no, row.player_id, 'refunded');
        }
      }
      await c.query(`update ${this.t('transactions')} set game = $2, game_no = $3 where key = $1`, [
        r.key,
        rows[0]?.game,
        rows.at(-1)?.game_no,
      ]);
      return { refunded, house };
    });
    return (result as Closing | null) ?? { refunded: [], house: 0 };
  }

  /** The Kontoauszug: the purse's entries, newest first, with the balance after each. */
  async statement(playerId: string, o: { limit?: number; before?: number } = {}): Promise<StatementEntry[]> {
    const { rows } = await this.pool.query<{
      id: string;
      at_ms: string;
      reason: string;
      table_id: string | null;
      game: string | null;
      game_no: number | null;
      amount: string;
      balance_after: string;
    }>(
      `select e.id, (extract(epoch from t.at) * 1000)::bigint as at_ms, t.reason, t.table_id, t.game,
              t.game_no, e.amount, e.balance_after
       from ${this.t('entries')} e join ${this.t('transactions')} t on t.id = e.tx_id
       where e.account_id = $1 and ($3::bigint is null or e.id < $3)
       order by e.id desc limit $2`,
      [purseOf(playerId), Math.min(Math.max(o.limit ?? 100, 1), 500), o.before ?? null],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      at: Number(r.at_ms),
      reason: r.reason,
      tableId: r.table_id,
      game: r.game,
      gameNo: r.game_no,
      amount: Number(r.amount),
      balance: Number(r.balance_after),
    }));
  }

  /** Every invariant of the ledger, counted (all counts 0 and purses + escrows + house = issued). */
  async audit(): Promise<Audit> {
    const one = async (sql: string) => Number((await this.pool.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
    const a = this.t('accounts');
    const e = this.t('entries');
    const sums = await this.pool.query<{ kind: string; total: string }>(
      `select kind, sum(balance) as total from ${a} group by kind`,
    );
    const total = (kind: string) => Number(sums.rows.find((r) => r.kind === kind)?.total ?? 0);
    return {
      issued: -total('issue'),
      purses: total('purse'),
      escrows: total('escrow'),
      house: total('house'),
      transactions: await one(`select count(*) as n from ${this.t('transactions')}`),
      entries: await one(`select count(*) as n from ${e}`),
      unbalanced: await one(
        `select count(*) as n from (select tx_id from ${e} group by tx_id having sum(amount) <> 0) x`,
      ),
      cacheMismatches: await one(
        `select count(*) as n from ${a} a left join (select account_id, sum(amount) s from ${e} group by account_id) x
         on x.account_id = a.id where a.balance <> coalesce(x.s, 0)`,
      ),
      chainBreaks: await one(
        `select count(*) as n from (select balance_after,
           sum(amount) over (partition by account_id order by id) as running from ${e}) x
         where balance_after <> running`,
      ),
      negative: await one(`select count(*) as n from ${a} where kind <> 'issue' and balance < 0`),
      escrowMismatches: await one(
        `select count(*) as n from ${a} a left join (select table_id, sum(amount) s from ${this.t('stakes')}
           where state in ('reserved', 'taken', 'forfeited') group by table_id) x
         on a.id = 'escrow:' || x.table_id where a.kind = 'escrow' and a.balance <> coalesce(x.s, 0)`,
      ),
    };
  }
}
