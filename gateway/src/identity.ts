/**
 * Guest identity: a signed token `v1.<payload>.<signature>` (base64url JSON and HMAC-SHA256 with the
 * gateway's secret). The token is the whole identity of a guest: no server-side session to look up.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Session } from '@spielcenter/accounts';
import { z } from 'zod';

export interface Guest {
  readonly playerId: string;
  readonly name: string;
  /** A caller logged in with an account: its session (caller.ts); absent for a guest. */
  readonly session?: Session;
}

export const GUEST_COOKIE = 'sc_guest';
/** A guest keeps its identity for a year; the token says until when (`exp`), checked on every use. */
export const GUEST_MAX_AGE_S = 365 * 24 * 3600;

const payloadSchema = z.strictObject({
  sub: z.string().regex(/^g_[A-Za-z0-9_-]{1,60}$/),
  name: z.string().min(1).max(40),
  iat: z.number().int(),
  exp: z.number().int(),
});

export const guestNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^\p{Cc}]+$/u, 'no control characters');

/** "Gast 1234": the name a guest has until it picks one. */
export function defaultGuestName(): string {
  return `Gast ${randomInt(1000, 10_000)}`;
}

export function newPlayerId(): string {
  return `g_${randomBytes(12).toString('base64url')}`;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`v1.${body}`).digest('base64url');
}

export function issueToken(secret: string, guest: Guest, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const body = Buffer.from(
    JSON.stringify({ sub: guest.playerId, name: guest.name, iat, exp: iat + GUEST_MAX_AGE_S }),
  ).toString('base64url');
  return `v1.${body}.${sign(secret, body)}`;
}

/** The guest of a token, or null when it is malformed, tampered with or expired. */
export function verifyToken(
  secret: string,
  token: string | undefined | null,
  now = Date.now(),
): Guest | null {
  if (!token || token.length > 1024) return null;
  const [version, body, signature, ...rest] = token.split('.');
  if (version !== 'v1' || !body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: z.infer<typeof payloadSchema>;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    payload = parsed.data;
  } catch {
    return null;
  }
  const nowS = now / 1000;
  // Expired, or issued in the future / for longer than a guest lives: not a token of ours.
  if (payload.exp <= nowS || payload.iat > nowS + 300 || payload.exp - payload.iat > GUEST_MAX_AGE_S)
    return null;
  return { playerId: payload.sub, name: payload.name };
}

/** A cookie's value; a malformed one (bad percent-encoding, too long) counts as absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw.length > 2048) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function guestCookie(token: string, secure: boolean, maxAge = GUEST_MAX_AGE_S): string {
  return `${GUEST_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/** The caller of a request: `Authorization: Bearer <token>` first, then the cookie. */
export function identify(
  secret: string,
  authorization: string | undefined,
  cookieHeader: string | undefined,
  token?: unknown,
): Guest | null {
  const candidates: unknown[] = [token];
  if (authorization?.startsWith('Bearer ')) candidates.push(authorization.slice(7).trim());
  candidates.push(readCookie(cookieHeader, GUEST_COOKIE));
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const guest = verifyToken(secret, candidate);
    if (guest) return guest;
  }
  return null;
}
