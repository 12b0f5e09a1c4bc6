/**
 * The urql client of the page: POST only (the gateway's CSRF guard refuses GET), the guest token as
 * a Bearer token and as graphql-ws connectionParams, cookies included. One client per token.
 */

import { Client, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { env } from '$env/dynamic/public';
import { gatewayUrl, websocketUrl } from './endpoint';
import { uiError } from './errors';
import { GUEST, ME } from './operations';

const TOKEN_KEY = 'spielcenter.guestToken';

export interface Session {
  readonly client: Client;
  readonly ws: WsClient;
  readonly token: string;
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
  if (stored) {
    const session = { ...makeClient(url, stored), token: stored };
    const me = await session.client.query(ME, {}).toPromise();
    if (me.data) return session;
    if (me.error?.networkError) throw new Error(uiError(me.error).de);
    session.ws.dispose(); // the token was refused (e.g. a new gateway secret): a new guest
  }
  return issueGuest(url);
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

const NAME_KEY = 'spielcenter.name';

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
