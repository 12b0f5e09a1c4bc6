/** `npm run migrate -w services/accounts`: brings DATABASE_URL's schemas up to date, then exits. */
import { createLogger, createPool, loadConfig } from '@spielcenter/kit';
import { migrateAll } from './migrate.js';

const env = loadConfig();
const log = createLogger('migrate', env.LOG_LEVEL);
const pool = createPool(env.DATABASE_URL, 1);
try {
  const applied = await migrateAll(pool);
  log.info({ applied }, applied.length > 0 ? 'migrations applied' : 'database up to date');
} catch (err) {
  log.error({ err }, 'migration failed');
  process.exitCode = 1;
} finally {
  await pool.end();
}
