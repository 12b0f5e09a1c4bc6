/**
 * The gateway: Apollo Server (HTTP) and graphql-ws (WebSocket) on one node:http server, path
 * /graphql. Both run the same schema with the same context: the deps, the live seat streams and
 * the caller (Bearer token or cookie over HTTP; connectionParams.token or the cookie over ws).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { Health } from '@spielcenter/kit';
import type { GatewayContext, GatewayDeps } from './context.js';
import { withTexts } from './errors.js';
import { GRAPHQL_PATH, httpHandler } from './http.js';
import { buildSchema } from './schema.js';
import { LiveSeats } from './seat-stream.js';
import { attachWebSocket } from './ws.js';

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

export async function startGateway(deps: GatewayDeps, options: GatewayOptions): Promise<RunningGateway> {
  const schema = buildSchema();
  const live = new LiveSeats();
  const server = createServer();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // The process's signals belong to the kit's runService, which stops the gateway in order.
    stopOnTerminationSignals: false,
    formatError: (formatted) => ({
      ...formatted,
      extensions: withTexts(formatted.extensions, formatted.message),
    }),
    // On stop: no new connections, in-flight requests get a grace period, then the rest is cut.
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: 3000 })],
  });
  await apollo.start();
  const handle = httpHandler(apollo, deps, live, options);
  server.on('request', (req, res) => {
    handle(req, res).catch((err: unknown) => {
      deps.log.error({ err }, 'http request failed');
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  const closeWebSocket = attachWebSocket(server, GRAPHQL_PATH, schema, deps, live, options.webOrigin);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  deps.log.info({ port, path: GRAPHQL_PATH }, 'gateway listening');

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    live.endAll();
    await closeWebSocket();
    await apollo.stop();
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
