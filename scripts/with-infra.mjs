// npm run with-infra -- <command …>: runs one command (a single test file, a benchmark) against
// servers of its own on free ports — NATS, Redis, a Temporal dev server and a new database on the
// machine's Postgres, migrated — exactly as `npm test` does, with NATS_URL, REDIS_URL, DATABASE_URL
// and TEMPORAL_ADDRESS set for it; stops them afterwards and exits with the command's code.
// Paths are relative to the checkout. Example:
// npm run with-infra -- npx vitest run --root services/tables src/chains.test.ts
import { spawnSync } from 'node:child_process';
import {
  ensureDependencies,
  ensureInfra,
  log,
  migrate,
  PartError,
  ROOT,
  stopOnSignals,
  stopOwned,
} from './infra.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  log('usage: npm run with-infra -- <command …>');
  process.exit(2);
}
stopOnSignals();
let code = 1;
try {
  ensureDependencies();
  await ensureInfra({ own: true, tag: 'with_infra' });
  migrate();
  const r = spawnSync(command[0], command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });
  code = r.status ?? 1;
} catch (err) {
  log(err instanceof PartError ? `FAILED: ${err.message}` : `FAILED: ${err.stack ?? err}`);
}
await stopOwned();
process.exit(code);
