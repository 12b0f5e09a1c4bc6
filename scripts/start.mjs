// npm start: installs what is missing, builds, brings up NATS, Redis, Postgres and Temporal (or uses
// the running ones), starts every service, the gateway and the web server, prints the URLs, and
// stops what it started on Ctrl-C. Every process it started is supervised: one that exits is
// started again with backoff (scripts/infra.mjs, own()).
//
// SPIELCENTER_PORTS=free: everything on free ports, with servers and a database of its own (the
// new-user test and the chaos runner run the launcher so, beside a running `npm start`).
// The launcher writes what it runs (pids, ports, URLs) to .data/launcher.json (with free ports:
// .data/own/start-<launcher pid>/launcher.json, removed at the stop).
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  dataDirectory,
  ensureDependencies,
  ensureInfra,
  freePort,
  log,
  logDirectory,
  migrate,
  onEverySpawn,
  own,
  ownedChildren,
  PartError,
  PORTS,
  ROOT,
  stopOnSignals,
  stopOwned,
  waitFor,
} from './infra.mjs';
import { available, partsFor, STANDARD_PORTS } from './parts.mjs';

const FREE = process.env.SPIELCENTER_PORTS === 'free';

async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function freePorts() {
  const health = {};
  for (const name of Object.keys(STANDARD_PORTS.health)) health[name] = await freePort();
  return { web: await freePort(), gateway: await freePort(), health };
}

/** What runs, for the chaos runner and for people: .data/launcher.json, rewritten at every (re)start. */
function writeState(urls) {
  const state = {
    pid: process.pid,
    urls,
    env: Object.fromEntries(
      ['NATS_URL', 'REDIS_URL', 'DATABASE_URL', 'TEMPORAL_ADDRESS'].map((k) => [k, process.env[k]]),
    ),
    processes: ownedChildren().map((h) => ({
      name: h.name,
      pid: h.pid,
      restarts: h.restarts,
      log: h.logFile,
      ...(h.healthPort ? { health: `http://127.0.0.1:${h.healthPort}` } : {}),
    })),
  };
  const dir = dataDirectory();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'launcher.json');
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

async function main() {
  stopOnSignals();
  ensureDependencies();
  await ensureInfra({ own: FREE, tag: 'start' });
  migrate();
  log('building (turbo, cached)…');
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const ports = FREE ? await freePorts() : STANDARD_PORTS;
  const urls = {
    web: `http://127.0.0.1:${ports.web}/`,
    graphql: `http://127.0.0.1:${ports.gateway}/graphql`,
    ...(FREE ? {} : { temporalUi: `http://127.0.0.1:${PORTS.temporalUi}/` }),
  };
  let ready = false;
  const record = () => {
    if (ready) writeState(urls);
  };
  // Every restart (servers included) rewrites launcher.json with the new pid.
  onEverySpawn(record);
  for (const part of partsFor(ports)) {
    if (!available(part)) {
      log(`${part.name}: not built yet (${part.dir}/${part.built ?? part.entry} missing), skipped`);
      continue;
    }
    const handle = own(part.name, process.execPath, [part.entry], {
      cwd: join(ROOT, part.dir),
      env: { ...process.env, NODE_ENV: 'production', ...part.env },
    });
    handle.healthPort = part.healthPort;
    await waitFor(part.name, () => httpOk(part.ready), {
      timeoutMs: 60_000,
      logFile: handle.logFile,
      child: handle.child,
    });
    log(`${part.name}: ready (log ${handle.logFile})`);
  }
  ready = true;
  record();
  log('');
  log(`Spielcenter:      ${urls.web}`);
  log(`GraphQL gateway:  ${urls.graphql} (the page reaches it as /graphql on its own address)`);
  if (urls.temporalUi) log(`Temporal UI:      ${urls.temporalUi}`);
  const shown = (dir) => (relative(ROOT, dir).startsWith('..') ? dir : relative(ROOT, dir));
  log(
    `Logs in ${shown(logDirectory())}/, data in ${shown(dataDirectory())}/. Ctrl-C stops everything this command started.`,
  );
  await new Promise(() => {}); // until a signal
}

main().catch(async (err) => {
  log(err instanceof PartError ? `FAILED: ${err.message}` : `FAILED: ${err.stack ?? err}`);
  await stopOwned();
  process.exit(1);
});
