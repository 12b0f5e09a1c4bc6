/**
 * Abuse limits: how often one identity (a guest) and one address (the client's IP) may create
 * guests, open or join tables, act and chat. Counted in Redis in fixed windows, so every gateway
 * instance counts together; a refusal is the coded GATEWAY_RATE_LIMITED (German and English) with
 * the seconds to wait. The limits are configurable (GATEWAY_RATE_LIMITS, JSON; see README).
 *
 * The address is the TCP peer's. A loopback peer is not limited per address (unless
 * `limitLoopback`): on loopback sit local development, the tests, and a proxy in front of the
 * gateway, behind which every player would share one address. A deployment behind a proxy on
 * another host raises the per-address limits.
 */
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { gatewayError } from './errors.js';

export const LIMIT_KINDS = ['guest', 'open', 'join', 'act', 'chat', 'login', 'register'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** [count, windowMs]: at most `count` calls in each window of `windowMs`. */
const ruleSchema = z.tuple([z.number().int().min(1), z.number().int().min(100).max(3_600_000)]);
type Rule = z.infer<typeof ruleSchema>;

const kindSchema = z.strictObject({ identity: ruleSchema.optional(), address: ruleSchema.optional() });
export const rateLimitsSchema = z.strictObject(
  Object.fromEntries(LIMIT_KINDS.map((k) => [k, kindSchema.optional()])) as Record<
    LimitKind,
    z.ZodOptional<typeof kindSchema>
  >,
);
export type RateLimitsInput = z.infer<typeof rateLimitsSchema>;
export type RateLimits = Record<LimitKind, { identity?: Rule; address?: Rule }>;

/**
 * The defaults: generous for people (nobody acts ten times a second or opens five tables a
 * minute), tight enough that a script cannot flood the tables, the chat or the guest table.
 * Several people behind one address (a family, an office) get a multiple of one identity.
 */
export const DEFAULT_LIMITS: RateLimits = {
  guest: { address: [30, 60_000] },
  open: { identity: [6, 60_000], address: [30, 60_000] },
  join: { identity: [20, 60_000], address: [100, 60_000] },
  act: { identity: [10, 1000], address: [60, 1000] },
  chat: { identity: [12, 60_000], address: [60, 60_000] },
  // login: the identity is the name tried (its key); the accounts' lockout adds the backoff and the
  // lock after ten wrong passwords in a row.
  login: { identity: [30, 60_000], address: [30, 60_000] },
  register: { address: [10, 600_000] },
};

/** The defaults with the configured kinds replaced (a kind given replaces both of its rules). */
export function rateLimits(input: RateLimitsInput | undefined): RateLimits {
  const out: RateLimits = { ...DEFAULT_LIMITS };
  for (const kind of LIMIT_KINDS) {
    const given = input?.[kind];
    if (given) out[kind] = given;
  }
  return out;
}

/** Parses GATEWAY_RATE_LIMITS (JSON); throws a readable error for a bad value. */
export function parseRateLimits(text: string | undefined): RateLimits {
  if (!text) return rateLimits(undefined);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('GATEWAY_RATE_LIMITS is not JSON');
  }
  const parsed = rateLimitsSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`GATEWAY_RATE_LIMITS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return rateLimits(parsed.data);
}

const WHAT: Record<LimitKind, string> = {
  guest: 'Gäste',
  open: 'Tische eröffnen',
  join: 'Hinsetzen',
  act: 'Spielzüge',
  chat: 'Chat',
  login: 'Anmeldungen',
  register: 'Konten anlegen',
};

/** Counts one call of `kind` for the identity and the address; throws when either is over its limit. */
export async function checkLimit(
  redis: Redis,
  limits: RateLimits,
  kind: LimitKind,
  who: { identity?: string | null; address?: string | null },
  options: { now?: number; scope?: string; limitLoopback?: boolean } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const rules = limits[kind];
  const checks: { key: string; rule: Rule }[] = [];
  if (rules.identity && who.identity) checks.push({ key: `id:${who.identity}`, rule: rules.identity });
  const address = who.address && (options.limitLoopback || !isLoopbackPeer(who.address)) ? who.address : null;
  if (rules.address && address) checks.push({ key: `ip:${address}`, rule: rules.address });
  if (checks.length === 0) return;
  const multi = redis.multi();
  const prefix = options.scope ? `rl:${options.scope}:` : 'rl:';
  const keys = checks.map(({ key, rule }) => `${prefix}${kind}:${key}:${Math.floor(now / rule[1])}`);
  checks.forEach(({ rule }, i) => {
    const k = keys[i] as string;
    multi.incr(k).pexpire(k, rule[1] + 1000);
  });
  const results = (await multi.exec()) ?? [];
  checks.forEach(({ rule }, i) => {
    const count = Number(results[i * 2]?.[1] ?? 0);
    if (count > rule[0]) {
      const seconds = Math.max(1, Math.ceil((rule[1] - (now % rule[1])) / 1000));
      throw gatewayError('GATEWAY_RATE_LIMITED', { what: WHAT[kind], kind, seconds });
    }
  });
}

function isLoopbackPeer(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
