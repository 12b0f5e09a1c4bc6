// npm test: servers of its own on free ports (NATS, Redis, Temporal, and a new database on the
// machine's Postgres), so a test run and a running `npm start` never see each other; then lint,
// typecheck and every workspace's tests through turbo (cached), with NATS_URL, REDIS_URL,
// DATABASE_URL and TEMPORAL_ADDRESS pointing at those servers. Prints one closing line
// "N passed, N failed" summed over all workspaces' vitest reports, and stops what it started.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureChromium,
  ensureDependencies,
  ensureInfra,
  log,
  migrate,
  PartError,
  ROOT,
  stopOnSignals,
  stopOwned,
} from './infra.mjs';

/** Every workspace folder, from the root package.json's `workspaces` (a trailing /* expanded). */
function workspaceDirs() {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(join(ROOT, w.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory() && existsSync(join(ROOT, w.slice(0, -2), e.name, 'package.json')))
          .map((e) => `${w.slice(0, -2)}/${e.name}`)
      : [w],
  );
}
const WORKSPACE_DIRS = workspaceDirs();

function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const dir of WORKSPACE_DIRS) {
    const file = join(ROOT, dir, '.vitest-report.json');
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  return { passed, failed, skipped };
}

async function main() {
  stopOnSignals();
  ensureDependencies();
  ensureChromium();
  // Its own servers on free ports: the tests and a running `npm start` share nothing.
  await ensureInfra({ own: true, tag: 'test' });
  migrate();
  for (const dir of WORKSPACE_DIRS) rmSync(join(ROOT, dir, '.vitest-report.json'), { force: true });
  const args = [
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    '--continue',
    '--concurrency=2',
    ...process.argv.slice(2),
  ];
  // Dead code and unused or unlisted dependencies fail the run (knip.json), counted as one check.
  // knip reads web/vitest.config.ts, which extends SvelteKit's generated tsconfig: generate it
  // first (a fresh clone has no web/.svelte-kit yet).
  spawnSync('npx', ['svelte-kit', 'sync'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
  log('npx knip');
  const knip = spawnSync('npx', ['knip', '--no-progress'], { cwd: ROOT, stdio: 'inherit' });
  log(`npx ${args.join(' ')}`);
  const r = spawnSync('npx', args, {
    cwd: ROOT,
    stdio: 'inherit',
    // No usage reports to Vercel from a test run (CI or not): deliberate, and nothing to wait for.
    env: { ...process.env, CI: process.env.CI ?? '', TURBO_TELEMETRY_DISABLED: '1' },
  });
  const counts = summarize();
  const passed = counts.passed + (knip.status === 0 ? 1 : 0);
  // A failed lint, typecheck or build writes no test report: count the turbo run itself as one
  // failed check then, so the closing line never reads "0 failed" on a red run.
  const turboFailed = r.status !== 0 && counts.failed === 0 ? 1 : 0;
  const failed = counts.failed + (knip.status === 0 ? 0 : 1) + turboFailed;
  const { skipped } = counts;
  await stopOwned();
  const ok = r.status === 0 && failed === 0 && passed > 0;
  process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  if (!ok) log(r.status !== 0 ? `turbo exited with code ${r.status}` : 'no test passed');
  process.exit(ok ? 0 : 1);
}

main().catch(async (err) => {
  log(err instanceof PartError ? `FAILED: ${err.message}` : `FAILED: ${err.stack ?? err}`);
  await stopOwned();
  process.exit(1);
});
