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
import { commonErrors } from '@spielcenter/proto';
import { isLoopback } from './config.js';
import type { GatewayContext, GatewayDeps } from './context.js';
import type { OriginPolicy } from './cors.js';
import { errorBody, formatOutgoing } from './errors.js';
import { GRAPHQL_PATH, httpHandler, sendJson } from './http.js';
import { startLobbySweep } from './lobby-sweep.js';
import { Presence } from './presence.js';
import { buildSchema } from './schema.js';
import { LiveSeats } from './seat-stream.js';
import { SessionSockets } from './session-sockets.js';
import { countSeats, operationMetrics } from './telemetry.js';
import { attachWebSocket, MAX_TOKENS } from './ws.js';

export interface GatewayOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The web's origins (browsers elsewhere get no CORS and no WebSocket). */
  readonly webOrigins?: readonly string[];
  /** Trust localhost origins; default: only when the gateway listens on loopback. */
  readonly allowLocalhostOrigins?: boolean;
  readonly health?: Health;
}

export interface RunningGateway {
  readonly port: number;
  /** The address the server is bound to. */
  readonly address: string;
  /** http://host:port/graphql */
  readonly url: string;
  readonly live: LiveSeats;
  stop(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startGateway(deps: GatewayDeps, options: GatewayOptions): Promise<RunningGateway> {
  const schema = buildSchema();
  const host = options.host ?? '127.0.0.1';
  const origins: OriginPolicy = {
    webOrigins: options.webOrigins ?? [],
    allowLocalhost: options.allowLocalhostOrigins ?? isLoopback(host),
  };
  const live = new LiveSeats();
  const uncount = countSeats(live);
  const presence = new Presence(deps);
  live.presence = presence;
  const server = createServer();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // A deep or huge document is refused while parsing, before it is built.
    parseOptions: { maxTokens: MAX_TOKENS },
    // The process's signals belong to the kit's runService, which stops the gateway in order.
    stopOnTerminationSignals: false,
    formatError: (formatted) => formatOutgoing(formatted),
    // On stop: no new connections, in-flight requests get a grace period, then the rest is cut.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: 3000 }),
      operationMetrics,
    ],
  });
  await apollo.start();
  const handle = httpHandler(apollo, deps, live, {
    origins,
    ...(options.health ? { health: options.health } : {}),
  });
  server.on('request', (req, res) => {
    handle(req, res).catch((err: unknown) => {
      deps.log.error({ err }, 'http request failed');
      if (!res.headersSent) sendJson(res, 500, errorBody(commonErrors.data('COMMON_INTERNAL')));
      else res.destroy();
    });
  });
  // With accounts: the WebSockets of sessions that end anywhere close here.
  const sessions = deps.accounts ? new SessionSockets(deps.nc, deps.log) : undefined;
  const closeWebSocket = attachWebSocket(server, GRAPHQL_PATH, schema, deps, live, {
    origins,
    ...(sessions ? { sessions } : {}),
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  deps.log.info({ host, port, path: GRAPHQL_PATH }, 'gateway listening');

  const stopSweep = startLobbySweep(deps);
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopSweep();
    presence.stop();
    sessions?.stop();
    live.endAll();
    uncount();
    await closeWebSocket();
    await apollo.stop();
  };
  return {
    port,
    address,
    url: `http://${urlHost(host)}:${port}${GRAPHQL_PATH}`,
    live,
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
