/**
 * The node:http side: CORS, /healthz (and /readyz) on the main port, and POST/GET /graphql handed
 * to Apollo's executeHTTPGraphQLRequest (Apollo 5 ships no web framework integration of its own).
 * CSRF prevention stays on: the web client posts JSON, a "simple" request without a preflight
 * header is refused by Apollo.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { SESSION_COOKIE } from '@spielcenter/accounts';
import { extractContext, type Health, inSpan, SpanKind } from '@spielcenter/kit';
import { identifyCaller, sessionCookie } from './caller.js';
import { clientAddress, trustedProxies, viaTls } from './client-address.js';
import type { GatewayContext, GatewayDeps } from './context.js';
import { applyCors, type OriginPolicy } from './cors.js';
import { errorBody, type GatewayErrorCode, gatewayErrors } from './errors.js';
import { readCookie } from './identity.js';
import type { LiveSeats } from './seat-stream.js';

export const GRAPHQL_PATH = '/graphql';
/** A GraphQL request of the web is a few hundred bytes; a fixed deal for tests a few kilobytes. */
const MAX_BODY = 64 * 1024;

export interface HttpOptions {
  readonly origins: OriginPolicy;
  readonly health?: Health;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, code: GatewayErrorCode, reason?: string): void {
  sendJson(res, status, errorBody(gatewayErrors.data(code, reason === undefined ? undefined : { reason })));
}

/**
 * A body larger than this is not even read to its end: the connection is cut. Up to it, a too-large
 * body is read (and dropped) before the 413 goes out, so the client (or the web server forwarding
 * it) has sent everything and reads the coded answer, instead of a reset mid-send (issue 36.7).
 */
const MAX_DRAINED = 16 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_DRAINED) return null;
    if (size <= MAX_BODY) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8');
}

function headerMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The request's URL, or null when it cannot be parsed (`//[::1` …). */
export function requestUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://gateway');
  } catch {
    return null;
  }
}

/** A header that may arrive twice is taken as absent rather than guessed. */
function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function httpHandler(
  apollo: ApolloServer<GatewayContext>,
  deps: GatewayDeps,
  live: LiveSeats,
  options: HttpOptions,
) {
  const trust = deps.trustProxy ?? trustedProxies(undefined);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = requestUrl(req.url);
    if (applyCors(req, res, options.origins)) return;
    if (!url) return refuse(res, 400, 'GATEWAY_BAD_REQUEST', 'bad URL');
    if (url.pathname === '/healthz') return sendJson(res, 200, { alive: true });
    if (url.pathname === '/readyz' && options.health) {
      const status = await options.health.status();
      return sendJson(res, status.ready ? 200 : 503, status);
    }
    if (url.pathname !== GRAPHQL_PATH) return refuse(res, 404, 'GATEWAY_NOT_FOUND');
    if (req.method !== 'GET' && req.method !== 'POST') return refuse(res, 405, 'GATEWAY_METHOD_NOT_ALLOWED');

    const text = await readBody(req);
    if (text === null) {
      // Read to its end (up to MAX_DRAINED), so the sender reads this answer; then the connection ends.
      res.setHeader('connection', 'close');
      return refuse(res, 413, 'GATEWAY_BAD_REQUEST', 'body too large');
    }
    let body: unknown = text;
    const json = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
    if (json && text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        return refuse(res, 400, 'GATEWAY_BAD_REQUEST', 'body is not JSON');
      }
    }
    const cookies: string[] = [];
    const secure = viaTls(req, trust);
    const address = clientAddress(req, trust);
    const caller = await identifyCaller(deps, header(req.headers.authorization), header(req.headers.cookie));
    const deadSession =
      caller.sessionExpired && readCookie(header(req.headers.cookie), SESSION_COOKIE) !== undefined;
    const context: GatewayContext = {
      deps,
      live,
      ...caller,
      agent: header(req.headers['user-agent']) ?? '',
      ...(address ? { address } : {}),
      setCookie: (cookie) => cookies.push(cookie),
      secure,
    };
    // A traceparent from the web's server continues its trace (the operation names the span).
    const parent = extractContext((key) => header(req.headers[key]));
    const response = await inSpan('graphql', { kind: SpanKind.SERVER, parent }, () =>
      apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: (req.method ?? 'GET').toUpperCase(),
          headers: headerMap(req),
          search: url.search,
          body,
        },
        context: async () => context,
      }),
    );
    for (const [key, value] of response.headers) res.setHeader(key, value);
    // A session cookie that no longer counts is removed (the browser stops sending it), unless this
    // answer sets a new one (a login).
    if (deadSession && !cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`)))
      cookies.push(sessionCookie('', secure, 0));
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') return void res.end(response.body.string);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
