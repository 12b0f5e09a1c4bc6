// The web server: SvelteKit's request handler (adapter-node's build/handler.js) on one node:http
// server, plus `/graphql`, which it forwards over HTTP and WebSocket to the gateway. The page talks
// only to its own origin, so it works at http://127.0.0.1:3000/, http://localhost:3000/ and behind
// a TLS proxy alike, with no setting. (In Kubernetes the ingress routes /graphql to the gateway
// itself; this forwarding is then only a fallback.)
//
// Like every process it has a health server (HEALTH_PORT: /healthz, /readyz, /metrics with the
// requests by kind and status, the WebSocket upgrades and the process metrics), and with
// OTEL_EXPORTER_OTLP_ENDPOINT a span per forwarded request whose context goes on to the gateway.
//
// Settings: PORT (3000), HOST (0.0.0.0; npm start uses 127.0.0.1), GATEWAY_URL (where the gateway
// listens, http://127.0.0.1:4000), HEALTH_PORT (0: a free one), and adapter-node's own (ORIGIN,
// PROTOCOL_HEADER, …).
import { createServer } from 'node:http';
import {
  Counter,
  Health,
  Histogram,
  injectContext,
  inSpan,
  LATENCY_BUCKETS,
  SpanKind,
  since,
  startProcessMetrics,
  startTracing,
} from '@spielcenter/kit';
import { createProxyServer } from 'http-proxy-3';

const GRAPHQL_PATH = '/graphql';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000');

// Without ORIGIN, adapter-node takes the scheme from PROTOCOL_HEADER or else assumes https. The
// server below writes the scheme it was really reached by into x-forwarded-proto when no proxy in
// front did, so SvelteKit sees http on http and https behind a TLS proxy.
if (!process.env.ORIGIN && !process.env.PROTOCOL_HEADER) process.env.PROTOCOL_HEADER = 'x-forwarded-proto';
const { handler } = await import('./build/handler.js');

startProcessMetrics('web');
const tracing = startTracing('web');
const requestSeconds = new Histogram({
  name: 'spielcenter_web_request_seconds',
  help: 'HTTP requests the web server answered: pages and assets, or /graphql forwarded to the gateway',
  labelNames: ['kind', 'status'],
  buckets: LATENCY_BUCKETS,
});
const upgrades = new Counter({
  name: 'spielcenter_web_websocket_upgrades_total',
  help: 'WebSocket upgrades of /graphql forwarded to the gateway (refused: another path)',
  labelNames: ['result'],
});
const forwardFailures = new Counter({
  name: 'spielcenter_web_forward_failures_total',
  help: 'Forwards of /graphql that threw (the one connection was ended; the server went on)',
});
const health = new Health();
const healthPort = await health.listen(Number(process.env.HEALTH_PORT ?? 0));

const proxy = createProxyServer({ target: gateway.origin, xfwd: true, ws: true });
proxy.on('error', (err, _req, res) => {
  // The gateway is down or restarting: a coded answer the page's client understands (it retries).
  if (res && 'writeHead' in res && !res.headersSent) {
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        errors: [
          {
            message: 'The game server cannot be reached right now.',
            extensions: {
              code: 'WEB_GATEWAY_UNREACHABLE',
              de: 'Das Spielcenter ist gerade nicht erreichbar. Gleich noch einmal …',
              en: 'The game server cannot be reached right now. Trying again …',
            },
          },
        ],
      }),
    );
  } else if (res && 'destroy' in res) {
    res.destroy();
  }
  if (process.env.LOG_LEVEL !== 'silent') console.error(`gateway ${gateway.origin}: ${err.message}`);
});

function isGraphql(url) {
  const q = url.indexOf('?');
  return (q === -1 ? url : url.slice(0, q)) === GRAPHQL_PATH;
}

function withProtocol(req) {
  if (!req.headers['x-forwarded-proto'])
    req.headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
}

/**
 * Forwards to the gateway in a span of its own, whose context the gateway continues. A forward that
 * throws (e.g. a browser that went away while its WebSocket was being upgraded: the proxy's unshift
 * onto an ended socket) ends that one connection, never the server.
 */
function forward(req, send, end) {
  inSpan(`web ${req.method ?? 'GET'} /graphql`, { kind: SpanKind.SERVER }, async () => {
    injectContext((key, value) => {
      req.headers[key] = value;
    });
    await send();
  }).catch((err) => {
    forwardFailures.inc();
    if (process.env.LOG_LEVEL !== 'silent')
      console.error(`forwarding /graphql failed: ${err?.message ?? err}`);
    end();
  });
}

const server = createServer((req, res) => {
  const start = performance.now();
  const graphql = isGraphql(req.url ?? '');
  res.once('finish', () =>
    requestSeconds.observe(
      { kind: graphql ? 'graphql' : 'page', status: String(res.statusCode) },
      since(start),
    ),
  );
  withProtocol(req);
  if (graphql) {
    forward(
      req,
      () =>
        new Promise((done) => {
          res.once('close', done);
          proxy.web(req, res);
        }),
      () => {
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Bad gateway');
        } else res.destroy();
      },
    );
    return;
  }
  handler(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});
server.on('upgrade', (req, socket, head) => {
  if (!isGraphql(req.url ?? '')) {
    upgrades.inc({ result: 'refused' });
    return socket.destroy();
  }
  upgrades.inc({ result: 'forwarded' });
  // A browser that resets its socket must not take the server down (an upgraded socket has no
  // error listener of Node's own); the proxy adds its own cleanup.
  socket.on('error', () => socket.destroy());
  withProtocol(req);
  forward(
    req,
    async () => proxy.ws(req, socket, head),
    () => socket.destroy(),
  );
});

server.listen({ port, host }, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Listening on http://${host}:${shown}/ (GraphQL forwarded to ${gateway.origin}${GRAPHQL_PATH}; health and metrics on ${healthPort})`,
  );
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  health.markShuttingDown();
  void tracing?.shutdown();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Open WebSockets and long requests get a moment, then the process ends anyway.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 3000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
