/**
 * The project's own load runner (Node): N virtual players, each a session of scenario.ts against
 * the gateway, bounded in count and time, on loopback only. Prints JSON; exits 1 when a session
 * failed. The k6 script (deploy/k6/script.ts) runs the same sessions for load testers with k6.
 *
 *   node --conditions=@spielcenter/source --import tsx deploy/load/run.ts \
 *     [--vus 4] [--acts 30] [--game boss] [--computers 1] [--gateway http://127.0.0.1:4000/graphql]
 */
import { nodeIo } from './node-io.js';
import { playSession, type SessionOptions, type SessionResult, summary } from './scenario.js';

export interface LoadOptions extends Omit<SessionOptions, 'name'> {
  readonly vus: number;
}

export async function runLoad(o: LoadOptions) {
  const started = performance.now();
  const sessions: SessionResult[] = await Promise.all(
    Array.from({ length: o.vus }, (_, i) =>
      playSession(nodeIo, { ...o, name: `Last ${i + 1}` }).catch(
        (e): SessionResult => ({
          tableId: null,
          latencies: [],
          acts: 0,
          finished: false,
          errors: [String(e)],
        }),
      ),
    ),
  );
  const latencies = sessions.flatMap((s) => s.latencies);
  return {
    vus: o.vus,
    game: o.game,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    acts: sessions.reduce((n, s) => n + s.acts, 0),
    finished: sessions.filter((s) => s.finished).length,
    errors: sessions.flatMap((s) => s.errors),
    actToPushMs: summary(latencies),
  };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const gatewayUrl = arg('gateway', process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql');
  if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])[:/]/.test(gatewayUrl)) {
    console.error('the load runner only targets loopback addresses');
    process.exit(2);
  }
  const result = await runLoad({
    gatewayUrl,
    vus: Math.min(64, Number(arg('vus', '4'))),
    maxActs: Number(arg('acts', '30')),
    game: arg('game', 'boss'),
    computers: Number(arg('computers', '1')),
    timeoutMs: Number(arg('timeout', '300000')),
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.exit(result.errors.length > 0 ? 1 : 0);
}
