/**
 * Every schema of the project's database, in order: the ranking's ledger, the record, then the
 * accounts (an account's deletion anonymises ledger rows), then the Taler (services/ledger).
 * `npm run migrate -w services/accounts` and the
 * gateway at start run this; node-pg-migrate's lock lets them run at the same time.
 */
import type { Pool } from '@spielcenter/kit';
import { migrateTaler } from '@spielcenter/ledger';
import { migrateLedger } from '@spielcenter/ranking';
import { migrateRecord } from '@spielcenter/record';
import { migrateAccounts } from './store.js';

export async function migrateAll(
  pool: Pool,
  schemas: { ledger?: string; accounts?: string; record?: string; taler?: string } = {},
): Promise<string[]> {
  const ledger = await migrateLedger(pool, schemas.ledger);
  const record = await migrateRecord(pool, schemas.record);
  const accounts = await migrateAccounts(pool, schemas.accounts);
  const taler = await migrateTaler(pool, schemas.taler);
  return [
    ...ledger.map((m) => `ranking/${m}`),
    ...record.map((m) => `record/${m}`),
    ...accounts.map((m) => `accounts/${m}`),
    ...taler.map((m) => `ledger/${m}`),
  ];
}
