/**
 * The node:http side: CORS, /healthz (and /readyz) on the main port, and POST/GET /graphql handed
 * to Apollo's executeHTTPGraphQLRequest (Apollo 5 ships no web framework integration of its own).
 * CSRF prevention stays on: the web client posts JSON, a "simple" request without a preflight
 * header is refused by Apollo.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { Health } from '@spielcenter/kit';
import type { GatewayContext, GatewayDeps } from './context.js';
import { applyCors } from './cors.js';
import { gatewayErrors } from './errors.js';
import { identify } from './identity.js';
import type { LiveSeats } from './seat-stream.js';

export const GRAPHQL_PATH = '/graphql';
const MAX_BODY = 1024 * 1024;

export interface HttpOptions {
  readonly webOrigin?: string;
  readonly health?: Health;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function badRequest(res: ServerResponse, status: number, reason: string): void {
  const error = gatewayErrors.data('GATEWAY_BAD_REQUEST', { reason });
  sendJson(res, status, { errors: [{ message: error.en, extensions: error }] });
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function headerMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export function httpHandler(
  apollo: ApolloServer<GatewayContext>,
  deps: GatewayDeps,
  live: LiveSeats,
  options: HttpOptions,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (applyCors(req, res, options.webOrigin)) return;
    if (url.pathname === '/healthz') return sendJson(res, 200, { alive: true });
    if (url.pathname === '/readyz' && options.health) {
      const status = await options.health.status();
      return sendJson(res, status.ready ? 200 : 503, status);
    }
    if (url.pathname !== GRAPHQL_PATH) return void res.writeHead(404).end();

    const text = await readBody(req);
    if (text === null) return badRequest(res, 413, 'body too large');
    let body: unknown = text;
    const json = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
    if (json && text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        return badRequest(res, 400, 'body is not JSON');
      }
    }
    const cookies: string[] = [];
    const context: GatewayContext = {
      deps,
      live,
      guest: identify(deps.secret, req.headers.authorization, req.headers.cookie),
      setCookie: (cookie) => cookies.push(cookie),
      secure: req.headers['x-forwarded-proto'] === 'https',
    };
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: (req.method ?? 'GET').toUpperCase(),
        headers: headerMap(req),
        search: url.search,
        body,
      },
      context: async () => context,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') return void res.end(response.body.string);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
