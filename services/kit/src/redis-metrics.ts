/**
 * Redis call latency: wraps an ioredis client's sendCommand so every round trip it makes is timed
 * (by command name, a bounded set; a MULTI … EXEC transaction once, as `exec`). Written against ioredis's shape so the kit needs no ioredis.
 */
import { kitMetrics } from './metrics.js';

interface Command {
  readonly name: string;
  readonly promise: Promise<unknown>;
  /** Queued inside MULTI … EXEC (ioredis): answered with the EXEC, not a round trip of its own. */
  readonly inTransaction?: boolean;
}
interface CommandSender {
  sendCommand(command: Command, ...rest: unknown[]): unknown;
}

const instrumented = new WeakSet<object>();

/** Times every command of `redis` (idempotent); returns the same client. */
export function instrumentRedis<R extends object>(redis: R): R {
  if (instrumented.has(redis)) return redis;
  instrumented.add(redis);
  const sender = redis as unknown as CommandSender;
  const send = sender.sendCommand.bind(sender);
  sender.sendCommand = (command: Command, ...rest: unknown[]) => {
    const start = performance.now();
    const result = send(command, ...rest);
    // A transaction is timed once, by its EXEC (its queued commands share that round trip).
    if (command.inTransaction && command.name !== 'exec') return result;
    const name = /^[a-z]{1,20}$/i.test(command.name) ? command.name.toLowerCase() : 'other';
    command.promise.then(
      () => kitMetrics.redis.observe({ command: name, outcome: 'ok' }, (performance.now() - start) / 1000),
      () => kitMetrics.redis.observe({ command: name, outcome: 'error' }, (performance.now() - start) / 1000),
    );
    return result;
  };
  return redis;
}
