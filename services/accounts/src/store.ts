/**
 * The accounts' record in Postgres (schema `accounts`): create (a guest's upgrade keeps its player
 * id), find by name, change the password, delete (the name is freed, the ledger's bookings of the
 * player are anonymised but kept, so every sum stays right).
 */
import { fileURLToPath } from 'node:url';
import { migrate, type Pool } from '@spielcenter/kit';
import { SCHEMA as LEDGER_SCHEMA } from '@spielcenter/ranking';
import { RECORD_SCHEMA } from '@spielcenter/record';
import { accountsErrors } from './errors.js';
import { nameKey } from './names.js';

export const SCHEMA = 'accounts';
const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Brings the accounts' schema up to date. */
export function migrateAccounts(pool: Pool, schema = SCHEMA): Promise<string[]> {
  return migrate(pool, { dir: MIGRATIONS_DIR, schema });
}

export interface Account {
  readonly playerId: string;
  readonly name: string;
  readonly createdAt: Date;
}

export interface StoredAccount extends Account {
  readonly passwordHash: string;
}

/** The name every anonymised booking of a deleted account carries. */
export const DELETED_NAME = 'Gelöschtes Konto';

export interface StoreOptions {
  /** Schemas (tests use their own). */
  readonly schema?: string;
  readonly ledgerSchema?: string;
  readonly recordSchema?: string;
}

interface Row {
  player_id: string;
  name: string;
  password_hash: string;
  created_at: Date;
}

function fromRow(r: Row): StoredAccount {
  return { playerId: r.player_id, name: r.name, passwordHash: r.password_hash, createdAt: r.created_at };
}

export class AccountStore {
  private readonly s: string;
  private readonly ledger: string;
  private readonly record: string;
  constructor(
    private readonly pool: Pool,
    options: StoreOptions = {},
  ) {
    this.s = `"${options.schema ?? SCHEMA}"`;
    this.ledger = `"${options.ledgerSchema ?? LEDGER_SCHEMA}"`;
    this.record = `"${options.recordSchema ?? RECORD_SCHEMA}"`;
  }

  /** Creates the account of `playerId`; ACCOUNTS_NAME_TAKEN when the name's key (or the id) is taken. */
  async create(playerId: string, name: string, passwordHash: string): Promise<Account> {
    try {
      const { rows } = await this.pool.query<Row>(
        `insert into ${this.s}.accounts (player_id, name, name_key, password_hash)
         select $1, $2, $3, $4
         where not exists (select 1 from ${this.s}.retired_players where player_id = $1)
         returning player_id, name, password_hash, created_at`,
        [playerId, name, nameKey(name), passwordHash],
      );
      const row = rows[0];
      if (!row) throw accountsErrors.make('ACCOUNTS_NAME_TAKEN');
      return fromRow(row);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw accountsErrors.make('ACCOUNTS_NAME_TAKEN');
      throw error;
    }
  }

  async byName(name: string): Promise<StoredAccount | null> {
    const { rows } = await this.pool.query<Row>(
      `select player_id, name, password_hash, created_at from ${this.s}.accounts where name_key = $1`,
      [nameKey(name)],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async byId(playerId: string): Promise<StoredAccount | null> {
    const { rows } = await this.pool.query<Row>(
      `select player_id, name, password_hash, created_at from ${this.s}.accounts where player_id = $1`,
      [playerId],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** Whether a player id belongs to an account (or a deleted one): its guest tokens no longer count. */
  async claimed(playerId: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      `select 1 from ${this.s}.accounts where player_id = $1
       union all select 1 from ${this.s}.retired_players where player_id = $1 limit 1`,
      [playerId],
    );
    return rows.length > 0;
  }

  async setPassword(playerId: string, passwordHash: string): Promise<void> {
    await this.pool.query(
      `update ${this.s}.accounts set password_hash = $2, password_changed_at = now() where player_id = $1`,
      [playerId, passwordHash],
    );
  }

  /**
   * Deletes the account in one transaction: its row goes (the name is free), its player id is
   * retired, and its bookings in the ledger and its games in the record move to an anonymous id
   * under DELETED_NAME. Returns the anonymous id (the Redis projection is renamed by the caller).
   */
  async delete(playerId: string, anonymousId: string): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const gone = await client.query(`delete from ${this.s}.accounts where player_id = $1`, [playerId]);
      if (gone.rowCount !== 1) {
        await client.query('rollback');
        return false;
      }
      await client.query(
        `insert into ${this.s}.retired_players (player_id) values ($1) on conflict do nothing`,
        [playerId],
      );
      await client.query(
        `update ${this.ledger}.bookings set player_id = $2, name = $3 where player_id = $1`,
        [playerId, anonymousId, DELETED_NAME],
      );
      // The player's record (their games, Bandenbuch pages and statistics) goes to the same
      // anonymous id: the other people's pages keep the games, without the name.
      await client.query(
        `update ${this.record}.games set
           players = array_replace(players, $1, $2),
           lineup = replace(lineup, $1, $2),
           seats = (
             select jsonb_agg(
               case when jsonb_typeof(s) = 'object' and s->>'playerId' = $1
                 then s || jsonb_build_object('playerId', $2::text, 'name', $3::text) else s end
               order by i)
             from jsonb_array_elements(seats) with ordinality as e(s, i))
         where $1 = any(players)`,
        [playerId, anonymousId, DELETED_NAME],
      );
      await client.query('commit');
      return true;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
