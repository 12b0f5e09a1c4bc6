/** The gateway process: `node dist/main.js` (the launcher sets GATEWAY_PORT and HEALTH_PORT). */
import { Accounts, migrateAll } from '@spielcenter/accounts';
import { createPool, instrumentRedis, runService } from '@spielcenter/kit';
import { Ledger } from '@spielcenter/ledger';
import { Client } from '@temporalio/client';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry';
import { NativeConnection } from '@temporalio/worker';
import { Redis } from 'ioredis';
import { trustedProxies } from './client-address.js';
import { type GatewayConfig, type GatewaySecurity, gatewaySecurity, loadGatewayConfig } from './config.js';
import { parseRateLimits } from './limits.js';
import { COMPUTER_NAMES } from './quick-game.js';
import { startGateway } from './server.js';
import { announceEnded } from './session-sockets.js';

// Checked before anything connects: a public gateway without its own secret does not start.
let config: GatewayConfig;
let security: GatewaySecurity;
let limits: ReturnType<typeof parseRateLimits>;
try {
  config = loadGatewayConfig();
  security = gatewaySecurity(config);
  limits = parseRateLimits(config.GATEWAY_RATE_LIMITS);
} catch (err) {
  console.error(`gateway: not started: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

void runService('gateway', async ({ log, nc, health }) => {
  if (!config.GATEWAY_SECRET)
    log.info('GATEWAY_SECRET is not set: loopback only, with the development secret');
  if (security.allowSeeds) log.warn('GATEWAY_ALLOW_SEEDS: clients may fix deals (tests only)');
  const redis = instrumentRedis(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }));
  redis.on('error', (err) => log.warn({ err }, 'redis error'));
  // The SDK's native connection (its Rust core) rather than grpc-js: an act's Update costs the
  // gateway about a third of the CPU (issue 37). It is made before the gateway takes requests.
  const connection = await connectTemporal(config.TEMPORAL_ADDRESS, log);
  // The SDK's interceptor carries the trace context into the table workflow's update headers.
  const temporal = new Client({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] },
  });
  // Postgres is the accounts' record; the schemas are brought up to date before anyone logs in.
  const pool = createPool(config.DATABASE_URL, 6);
  const applied = await migrateAll(pool);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  const accounts = new Accounts(pool, redis, {
    reservedNames: COMPUTER_NAMES,
    sessions: { idleSeconds: config.GATEWAY_SESSION_IDLE_S },
    onSessionsEnded: announceEnded(nc),
  });
  health.addCheck('redis', () => redis.status === 'ready');
  health.addCheck('postgres', async () => (await pool.query('select 1')).rowCount === 1);
  health.addCheck('temporal', async () => {
    await connection.withDeadline(Date.now() + 2000, () => connection.healthService.check({}));
    return true;
  });
  const gateway = await startGateway(
    {
      nc,
      redis,
      temporal,
      log,
      secret: security.secret,
      allowSeeds: security.allowSeeds,
      limits,
      reconnectMs: config.GATEWAY_RECONNECT_MS,
      rematchHoldMs: config.GATEWAY_REMATCH_HOLD_MS,
      firstSnapshotMs: config.GATEWAY_FIRST_SNAPSHOT_MS,
      lobbySweepMs: config.GATEWAY_LOBBY_SWEEP_MS,
      trustProxy: trustedProxies(config.GATEWAY_TRUSTED_PROXIES),
      accounts,
      ledger: new Ledger(pool),
      ...(process.env.TABLES_TASK_QUEUE ? { tablesTaskQueue: process.env.TABLES_TASK_QUEUE } : {}),
    },
    {
      port: config.GATEWAY_PORT,
      host: config.GATEWAY_HOST,
      webOrigins: security.webOrigins,
      allowLocalhostOrigins: security.local,
      health,
    },
  );
  log.info({ url: gateway.url }, 'GraphQL gateway ready');
  return {
    stop: async () => {
      await gateway.stop();
      await redis.quit();
      await pool.end();
      await connection.close();
    },
  };
});

/** Connects to Temporal, trying again every second while it is not there yet (a starting cluster). */
async function connectTemporal(
  address: string,
  log: { warn: (o: object, msg: string) => void },
): Promise<NativeConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await NativeConnection.connect({ address });
    } catch (err) {
      if (attempt % 10 === 1) log.warn({ err, address, attempt }, 'Temporal not reachable yet');
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
