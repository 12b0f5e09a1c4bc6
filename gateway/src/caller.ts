/**
 * Who is calling: an account's session (the httpOnly cookie sc_session, looked up in Redis) comes
 * first; else a guest token (Bearer, connectionParams.token, the sc_guest cookie). A guest token
 * whose player became an account (or was deleted) no longer counts: that player logs in.
 */
import { SESSION_COOKIE } from '@spielcenter/accounts';
import type { GatewayDeps } from './context.js';
import { type Guest, identify, readCookie } from './identity.js';

export interface Caller {
  readonly guest: Guest | null;
  /** A session cookie or guest token was sent that no longer counts. */
  readonly sessionExpired: boolean;
}

export async function identifyCaller(
  deps: GatewayDeps,
  authorization: string | undefined,
  cookieHeader: string | undefined,
  token?: unknown,
): Promise<Caller> {
  const sessionId = readCookie(cookieHeader, SESSION_COOKIE);
  let sessionExpired = false;
  if (sessionId && deps.accounts) {
    const session = await deps.accounts.session(sessionId);
    if (session)
      return { guest: { playerId: session.playerId, name: session.name, session }, sessionExpired };
    sessionExpired = true;
  }
  const guest = identify(deps.secret, authorization, cookieHeader, token);
  if (guest && deps.accounts && (await deps.accounts.isClaimed(guest.playerId)))
    return { guest: null, sessionExpired: true };
  return { guest, sessionExpired };
}

/** The session cookie: httpOnly, SameSite=Lax, Secure behind TLS; maxAge 0 removes it. */
export function sessionCookie(id: string, secure: boolean, maxAge: number): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}
