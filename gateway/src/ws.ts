/**
 * graphql-ws on the gateway's node:http server (path /graphql). The upgrade is refused for a
 * foreign Origin: browsers send the guest cookie on a WebSocket upgrade from any page. The caller
 * is `connectionParams.token`, else the cookie of the upgrade request.
 *
 * Limits: a message may be at most MAX_WS_MESSAGE bytes (a bigger one closes the socket with 1009
 * before it is buffered whole), a connection holds at most MAX_SUBSCRIPTIONS operations at once,
 * and a document at most MAX_TOKENS tokens. Parsing and validation happen here, so that a bad
 * document is a coded error for its operation instead of closing the connection; no close reason
 * ever carries an internal message (isProd).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { identifyCaller } from './caller.js';
import { clientAddress, trustedProxies } from './client-address.js';
import type { GatewayContext, GatewayDeps } from './context.js';
import { type OriginPolicy, originAllowed, sameOrigin } from './cors.js';
import { formatOutgoing, gatewayError } from './errors.js';
import { requestUrl } from './http.js';
import type { LiveSeats } from './seat-stream.js';
import type { SessionSockets } from './session-sockets.js';

export const MAX_WS_MESSAGE = 64 * 1024;
export const MAX_SUBSCRIPTIONS = 20;
/** Enough for every operation of the web; a deep or huge document is refused before it is built. */
export const MAX_TOKENS = 2000;

/**
 * An error of a WebSocket operation as it goes out; one without a code of its own gets one here.
 * Refusing the operation (`error` message): a validation error of the document, or a failure of the
 * running stream (it carries the original JS error, whose message must not reach the client). In a
 * result (`next` message): an error of a field (it has a path; the resolvers' guard codes every
 * expected one, so the rest is internal), else one of the request's variables.
 */
export function formatWsError(
  error: GraphQLError,
  where: 'refusal' | 'result' = 'refusal',
): GraphQLFormattedError {
  const fallback =
    where === 'result'
      ? error.path
        ? 'COMMON_INTERNAL'
        : 'BAD_USER_INPUT'
      : error.originalError
        ? 'COMMON_INTERNAL'
        : 'GRAPHQL_VALIDATION_FAILED';
  return formatOutgoing(error.toJSON(), fallback);
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The document of a subscribe message, or the coded errors that refuse it. */
function checkedDocument(
  schema: GraphQLSchema,
  payload: SubscribePayload,
): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    const reason = error instanceof GraphQLError ? error.message : 'the query cannot be parsed';
    return [new GraphQLError(reason, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
  }
  const errors = validate(schema, document);
  return errors.length > 0 ? errors : document;
}

/**
 * A client's protocol violation (a message over the limit, a bad frame) closes its socket with the
 * proper code (1009, 1002 …) inside ws; graphql-ws would also print it as an internal error to
 * stderr for every such message. It is the client's fault, so it is logged at debug level only.
 */
function quietProtocolErrors(ws: WebSocket, deps: GatewayDeps): void {
  const emit = ws.emit.bind(ws);
  ws.emit = ((event: string | symbol, ...args: unknown[]) => {
    const code = (args[0] as { code?: unknown } | undefined)?.code;
    if (event === 'error' && typeof code === 'string' && code.startsWith('WS_ERR_')) {
      deps.log.debug({ code }, 'websocket protocol error from a client');
      return true;
    }
    return emit(event, ...args);
  }) as WebSocket['emit'];
}

export interface WebSocketOptions {
  readonly origins: OriginPolicy;
  readonly sessions?: SessionSockets;
}

/** Serves graphql-ws on `server` at `path`; returns how to close every socket. */
export function attachWebSocket(
  server: Server,
  path: string,
  schema: GraphQLSchema,
  deps: GatewayDeps,
  live: LiveSeats,
  options: WebSocketOptions,
): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_MESSAGE });
  const trust = deps.trustProxy ?? trustedProxies(undefined);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets while being refused must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    if (requestUrl(req.url)?.pathname !== path) return refuseUpgrade(socket, '404 Not Found');
    const { origin, host } = req.headers;
    if (!sameOrigin(origin, host) && !originAllowed(origin, options.origins))
      return refuseUpgrade(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => {
      quietProtocolErrors(ws, deps);
      wss.emit('connection', ws, req);
    });
  });
  const graphqlWs = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      isProd: true,
      onSubscribe: (ctx, _id, payload) => {
        // This operation is already counted in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS) {
          return [gatewayError('GATEWAY_TOO_MANY_SUBSCRIPTIONS', { max: MAX_SUBSCRIPTIONS })];
        }
        const document = checkedDocument(schema, payload);
        if (Array.isArray(document)) return document as GraphQLError[];
        return {
          schema,
          document: document as DocumentNode,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
        };
      },
      context: async (ctx): Promise<GatewayContext> => {
        const { cookie } = ctx.extra.request.headers;
        const token = ctx.connectionParams?.token;
        const address = clientAddress(ctx.extra.request, trust);
        const caller = await identifyCaller(deps, undefined, cookie, token);
        // A socket of a session closes when the session ends (logout, überall abmelden).
        if (caller.guest?.session) options.sessions?.add(caller.guest.session.hash, ctx.extra.socket);
        return { deps, live, ...caller, ...(address ? { address } : {}) };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatWsError(e)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((e) => formatWsError(e, 'result')) }
          : undefined,
    },
    wss,
  );
  return async () => {
    await graphqlWs.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
