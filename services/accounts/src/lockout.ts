/**
 * Password guessing, held per name (by its key, so look-alikes share one counter): one attempt at
 * a time per name; wrong passwords in a row make the next attempt wait (from the `backoffFrom`-th
 * on: 1 s, 2 s, 4 s …); the `lockAfter`-th wrong password in a row locks the name for `lockSeconds`
 * and says so (also to a right password meanwhile). A right password clears the count. Counted in
 * Redis, so every gateway counts together. The per-address limit is the gateway's (limits.ts).
 */
import type { Redis } from 'ioredis';
import { accountsErrors } from './errors.js';

export interface LockoutOptions {
  readonly lockAfter?: number;
  readonly lockSeconds?: number;
  readonly backoffFrom?: number;
  readonly backoffBaseMs?: number;
  /** A namespace of the counters (tests). */
  readonly scope?: string;
}

const BEGIN = `
local lock = redis.call('PTTL', KEYS[1])
if lock > 0 then return {1, lock} end
local nxt = tonumber(redis.call('GET', KEYS[2]) or '0')
local now = tonumber(ARGV[1])
if nxt > now then return {2, nxt - now} end
if not redis.call('SET', KEYS[3], '1', 'NX', 'PX', 15000) then return {2, 1000} end
return {0, 0}
`;

const FAIL = `
local n = redis.call('INCR', KEYS[4])
redis.call('EXPIRE', KEYS[4], 86400)
redis.call('DEL', KEYS[3])
local lockAfter = tonumber(ARGV[2])
if n >= lockAfter then
  redis.call('SET', KEYS[1], n, 'PX', ARGV[3])
  redis.call('DEL', KEYS[4], KEYS[2])
  return {1, n}
end
local from = tonumber(ARGV[4])
if n >= from then
  local wait = tonumber(ARGV[5]) * (2 ^ (n - from))
  redis.call('SET', KEYS[2], tonumber(ARGV[1]) + wait, 'PX', math.max(1, wait))
end
return {0, n}
`;

export class LoginLockout {
  readonly lockAfter: number;
  private readonly lockSeconds: number;
  private readonly backoffFrom: number;
  private readonly backoffBaseMs: number;
  private readonly prefix: string;
  constructor(
    private readonly redis: Redis,
    options: LockoutOptions = {},
  ) {
    this.lockAfter = options.lockAfter ?? 10;
    this.lockSeconds = options.lockSeconds ?? 15 * 60;
    this.backoffFrom = options.backoffFrom ?? 5;
    this.backoffBaseMs = options.backoffBaseMs ?? 1000;
    this.prefix = options.scope ? `login:${options.scope}:` : 'login:';
  }

  private keys(key: string): string[] {
    const p = `${this.prefix}${key}`;
    return [`${p}:lock`, `${p}:next`, `${p}:busy`, `${p}:fail`];
  }

  private locked(ms: number) {
    return accountsErrors.make('ACCOUNTS_LOCKED', {
      failures: this.lockAfter,
      minutes: Math.max(1, Math.ceil(ms / 60_000)),
    });
  }

  /**
   * Runs `check` (true: the password is right) as one attempt of the name `key`; throws the coded
   * refusal when the name is locked, must wait, or the password is wrong.
   */
  async attempt(key: string, check: () => Promise<boolean>, now = Date.now()): Promise<void> {
    const keys = this.keys(key);
    const [state, ms] = (await this.redis.eval(BEGIN, 3, keys[0], keys[1], keys[2], now)) as [number, number];
    if (state === 1) throw this.locked(ms);
    if (state === 2)
      throw accountsErrors.make('ACCOUNTS_SLOW_DOWN', { seconds: Math.max(1, Math.ceil(ms / 1000)) });
    let right: boolean;
    try {
      right = await check();
    } catch (error) {
      // Not an answer about the password (the database was away): the attempt does not count.
      await this.redis.del(keys[2] as string);
      throw error;
    }
    if (right) {
      await this.redis.del(keys[1] as string, keys[2] as string, keys[3] as string);
      return;
    }
    const [lockedNow] = (await this.redis.eval(
      FAIL,
      4,
      ...keys,
      now,
      this.lockAfter,
      this.lockSeconds * 1000,
      this.backoffFrom,
      this.backoffBaseMs,
    )) as [number, number];
    if (lockedNow === 1) throw this.locked(this.lockSeconds * 1000);
    throw accountsErrors.make('ACCOUNTS_WRONG_PASSWORD');
  }
}
