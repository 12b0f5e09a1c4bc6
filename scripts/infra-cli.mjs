// npm run infra: only the servers (NATS, Redis, Postgres, Temporal), until Ctrl-C.
import { ensureInfra, log, PartError, stopOnSignals, stopOwned } from './infra.mjs';

stopOnSignals();
try {
  await ensureInfra();
  log('servers ready; Ctrl-C stops what this command started');
  await new Promise(() => {});
} catch (err) {
  log(err instanceof PartError ? `FAILED: ${err.message}` : `FAILED: ${err.stack ?? err}`);
  await stopOwned();
  process.exit(1);
}
