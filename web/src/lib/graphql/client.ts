/**
 * The urql client of the page: POST only (the gateway's CSRF guard refuses GET), the guest token as
 * a Bearer token and as graphql-ws connectionParams, cookies included (the account's session is
 * the gateway's httpOnly cookie sc_session: it wins over the guest token). One client per identity:
 * after Anmelden, Konto anlegen or Abmelden the page's client and its WebSocket are made anew.
 */

import { Client, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { env } from '$env/dynamic/public';
import { gatewayUrl, websocketUrl } from './endpoint';
import { uiError } from './errors';
import { DELETE_ACCOUNT, GUEST, LOGIN, LOGOUT, LOGOUT_EVERYWHERE, ME, REGISTER } from './operations';

const TOKEN_KEY = 'spielcenter.guestToken';

export interface Session {
  readonly client: Client;
  readonly ws: WsClient;
  /** The guest token (null: the browser is known by its account's session cookie only). */
  readonly token: string | null;
}

function makeClient(url: string, token: string | null): { client: Client; ws: WsClient } {
  const ws = createWsClient({
    url: websocketUrl(url),
    connectionParams: () => (token ? { token } : {}),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => new Promise((r) => setTimeout(r, Math.min(5000, 300 * 2 ** retries))),
  });
  const client = new Client({
    url,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: (): RequestInit => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      return { credentials: 'include', headers };
    },
    exchanges: [
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query || '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
  return { client, ws };
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // private mode: the cookie the gateway sets still carries the identity
  }
}

let current: Promise<Session> | null = null;
const NAME_KEY = 'spielcenter.name';

async function issueGuest(url: string): Promise<Session> {
  const anonymous = makeClient(url, null);
  const res = await anonymous.client.mutation(GUEST, {}).toPromise();
  anonymous.ws.dispose();
  const token = res.data?.guest.token;
  if (!token) throw new Error(res.error ? uiError(res.error).de : 'Kein Gast-Zugang erhalten.');
  storeToken(token);
  return { ...makeClient(url, token), token };
}

async function connect(): Promise<Session> {
  const url = gatewayUrl(env.PUBLIC_GATEWAY_URL, window.location);
  const stored = readToken();
  // The account's session cookie (if any) or the stored guest token: who the gateway knows.
  const session = { ...makeClient(url, stored), token: stored };
  const me = await session.client.query(ME, {}).toPromise();
  if (me.data) {
    if (me.data.me.account) rememberName(me.data.me.account.name);
    return session;
  }
  if (me.error?.networkError) throw new Error(uiError(me.error).de);
  // Refused (a new gateway secret, an ended session, a guest that became an account): a new guest.
  session.ws.dispose();
  return issueGuest(url);
}

function rememberName(name: string | null): void {
  try {
    if (name) localStorage.setItem(NAME_KEY, name);
    else localStorage.removeItem(NAME_KEY);
  } catch {}
}

/** After a change of identity: the next session() connects anew (the WebSocket with the new cookie). */
function renew(): void {
  const previous = current;
  current = null;
  previous?.then((s) => s.ws.dispose()).catch(() => {});
}

async function accountMutation<T>(
  run: (s: Session) => Promise<{ data?: T; error?: import('@urql/core').CombinedError }>,
): Promise<T> {
  const res = await run(await session());
  if (res.error || !res.data) throw new Error(res.error ? uiError(res.error).de : 'Keine Antwort.');
  return res.data;
}

/** Konto anlegen: the guest of this browser becomes the account (same player, same points). */
export async function register(name: string, password: string): Promise<string> {
  const data = await accountMutation((s) => s.client.mutation(REGISTER, { name, password }).toPromise());
  // The guest's token belongs to the account now; the session cookie carries the player.
  storeToken(null);
  rememberName(data.register.player.name);
  renew();
  return data.register.player.name;
}

/** Anmelden: this browser becomes the account's player (the guest token stays for after Abmelden). */
export async function login(name: string, password: string): Promise<string> {
  const data = await accountMutation((s) => s.client.mutation(LOGIN, { name, password }).toPromise());
  rememberName(data.login.player.name);
  renew();
  return data.login.player.name;
}

/** Abmelden (everywhere: every browser of the account). */
export async function logout(everywhere = false): Promise<void> {
  if (everywhere) await accountMutation((s) => s.client.mutation(LOGOUT_EVERYWHERE, {}).toPromise());
  else await accountMutation((s) => s.client.mutation(LOGOUT, {}).toPromise());
  rememberName(null);
  renew();
}

/** Deletes the account; the browser is a new guest afterwards. */
export async function deleteAccount(password: string): Promise<void> {
  await accountMutation((s) => s.client.mutation(DELETE_ACCOUNT, { password }).toPromise());
  rememberName(null);
  renew();
}

/** The page's session: the guest identity (issued on the first visit) and its client. */
export function session(): Promise<Session> {
  if (!current) {
    current = connect().catch((err) => {
      current = null;
      throw err;
    });
  }
  return current;
}

/** The name the player chose for tables with people (null until the first visit of a lobby). */
export function chosenName(): string | null {
  try {
    return localStorage.getItem(NAME_KEY);
  } catch {
    return null;
  }
}

/**
 * The player picks a name: a guest identity with that name (a guest's name is part of its signed
 * token, so a new name is a new guest; accounts come later).
 */
export async function chooseName(name: string): Promise<Session> {
  // A first visit's guest may still be on its way (it stores its token when it comes): let it
  // arrive first, or it would overwrite this name's token afterwards and the page would play as
  // "Gast 1234" while it shows the chosen name.
  await current?.catch(() => {});
  const url = gatewayUrl(env.PUBLIC_GATEWAY_URL, window.location);
  const anonymous = makeClient(url, null);
  const res = await anonymous.client.mutation(GUEST, { name }).toPromise();
  anonymous.ws.dispose();
  const token = res.data?.guest.token;
  if (!token) throw new Error(res.error ? uiError(res.error).de : 'Kein Gast-Zugang erhalten.');
  const previous = current;
  storeToken(token);
  try {
    localStorage.setItem(NAME_KEY, res.data?.guest.player.name ?? name);
  } catch {}
  const next = { ...makeClient(url, token), token };
  current = Promise.resolve(next);
  previous?.then((s) => s.ws.dispose()).catch(() => {});
  return next;
}
