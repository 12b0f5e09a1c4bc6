// npm start: installs what is missing, builds, brings up NATS, Redis, Postgres and Temporal (or uses
// the running ones), starts every service, the gateway and the web server, prints the URLs, and
// stops what it started on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  ensureDependencies,
  ensureInfra,
  log,
  own,
  PartError,
  PORTS,
  ROOT,
  stopOnSignals,
  stopOwned,
  waitFor,
} from './infra.mjs';
import { available, GATEWAY_PORT, PARTS, WEB_PORT } from './parts.mjs';

async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function main() {
  stopOnSignals();
  ensureDependencies();
  await ensureInfra();
  log('building (turbo, cached)…');
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  for (const part of PARTS) {
    if (!available(part)) {
      log(`${part.name}: not built yet (${part.dir}/${part.entry} missing), skipped`);
      continue;
    }
    const child = own(part.name, process.execPath, [part.entry], {
      cwd: join(ROOT, part.dir),
      env: { ...process.env, NODE_ENV: 'production', ...part.env },
    });
    await waitFor(part.name, () => httpOk(part.ready), { timeoutMs: 60_000, logFile: child.logFile, child });
    log(`${part.name}: ready (log .logs/${part.name}.log)`);
    child.once('exit', (code) => log(`${part.name} exited (code ${code}); see ${child.logFile}`));
  }

  log('');
  log(`Spielcenter:      http://127.0.0.1:${WEB_PORT}/`);
  log(
    `GraphQL gateway:  http://127.0.0.1:${GATEWAY_PORT}/graphql (subscriptions: ws://127.0.0.1:${GATEWAY_PORT}/graphql)`,
  );
  log(`Temporal UI:      http://127.0.0.1:${PORTS.temporalUi}/`);
  log('Logs in .logs/, data in .data/. Ctrl-C stops everything this command started.');
  await new Promise(() => {}); // until a signal
}

main().catch(async (err) => {
  log(err instanceof PartError ? `FAILED: ${err.message}` : `FAILED: ${err.stack ?? err}`);
  await stopOwned();
  process.exit(1);
});
