/**
 * `npm run audit -w services/ledger`: checks DATABASE_URL's ledger — every transaction balanced,
 * every cached balance and running balance equal to the entries, no account but `issue` below 0,
 * each escrow equal to its table's open stakes, purses + escrows + house = what was issued — prints
 * the figures as JSON and exits 1 when any check fails.
 */
import { createPool, loadConfig } from '@spielcenter/kit';
import { Ledger } from './ledger.js';

const pool = createPool(loadConfig().DATABASE_URL, 1);
try {
  const a = await new Ledger(pool).audit();
  const ok =
    a.unbalanced + a.cacheMismatches + a.chainBreaks + a.negative + a.escrowMismatches === 0 &&
    a.purses + a.escrows + a.house === a.issued;
  console.log(JSON.stringify({ ok, ...a }));
  if (!ok) process.exitCode = 1;
} finally {
  await pool.end();
}
