/**
 * The gateway: Apollo Server (HTTP) and graphql-ws (WebSocket) on one node:http server, path
 * /graphql. Both run the same schema with the same context: the deps, the live seat streams and
 * the caller (Bearer token or cookie over HTTP; connectionParams.token or the cookie over ws).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import type { Health } from '@spielcenter/kit';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext, GatewayDeps } from './context.js';
import { originAllowed } from './cors.js';
import { withTexts } from './errors.js';
import { GRAPHQL_PATH, httpHandler } from './http.js';
import { identify } from './identity.js';
import { buildSchema } from './schema.js';
import { LiveSeats } from './seat-stream.js';

export interface GatewayOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  readonly webOrigin?: string;
  readonly health?: Health;
}

export interface RunningGateway {
  readonly port: number;
  /** http://host:port/graphql */
  readonly url: string;
  readonly live: LiveSeats;
  stop(): Promise<void>;
}

function formatError(error: GraphQLError, fallbackCode?: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: withTexts(formatted.extensions, formatted.message, fallbackCode) };
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startGateway(deps: GatewayDeps, options: GatewayOptions): Promise<RunningGateway> {
  const schema = buildSchema();
  const live = new LiveSeats();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted) => ({
      ...formatted,
      extensions: withTexts(formatted.extensions, formatted.message),
    }),
  });
  await apollo.start();

  const handle = httpHandler(apollo, deps, live, options);
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      deps.log.error({ err }, 'http request failed');
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (path !== GRAPHQL_PATH) return refuseUpgrade(socket, '404 Not Found');
    if (!originAllowed(req.headers.origin, options.webOrigin)) return refuseUpgrade(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const ws = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      context: (ctx): GatewayContext => ({
        deps,
        live,
        guest: identify(
          deps.secret,
          undefined,
          ctx.extra.request.headers.cookie,
          ctx.connectionParams?.token,
        ),
      }),
      // The same error shape as over HTTP: every error has a code and German and English texts.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => formatError(e, 'GRAPHQL_VALIDATION_FAILED')),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e)) } : undefined,
    },
    wss,
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  deps.log.info({ port, path: GRAPHQL_PATH }, 'gateway listening');

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    live.endAll();
    await ws.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await apollo.stop();
    // In-flight requests had their chance while Apollo stopped; what remains is cut.
    setTimeout(() => server.closeAllConnections(), 2000).unref();
    await closed;
  };
  return {
    port,
    url: `http://127.0.0.1:${port}${GRAPHQL_PATH}`,
    live,
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
