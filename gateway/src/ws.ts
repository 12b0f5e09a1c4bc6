/**
 * graphql-ws on the gateway's node:http server (path /graphql). The upgrade is refused for a
 * foreign Origin: browsers send the guest cookie on a WebSocket upgrade from any page. The caller
 * is `connectionParams.token`, else the cookie of the upgrade request. Errors get the same coded
 * shape as over HTTP.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext, GatewayDeps } from './context.js';
import { originAllowed } from './cors.js';
import { withTexts } from './errors.js';
import { identify } from './identity.js';
import type { LiveSeats } from './seat-stream.js';

function formatError(error: GraphQLError, fallbackCode?: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: withTexts(formatted.extensions, formatted.message, fallbackCode) };
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Serves graphql-ws on `server` at `path`; returns how to close every socket. */
export function attachWebSocket(
  server: Server,
  path: string,
  schema: GraphQLSchema,
  deps: GatewayDeps,
  live: LiveSeats,
  webOrigin?: string,
): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://gateway').pathname !== path)
      return refuseUpgrade(socket, '404 Not Found');
    if (!originAllowed(req.headers.origin, webOrigin)) return refuseUpgrade(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const graphqlWs = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      context: (ctx): GatewayContext => {
        const { cookie } = ctx.extra.request.headers;
        return { deps, live, guest: identify(deps.secret, undefined, cookie, ctx.connectionParams?.token) };
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => formatError(e, 'GRAPHQL_VALIDATION_FAILED')),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e)) } : undefined,
    },
    wss,
  );
  return async () => {
    await graphqlWs.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
