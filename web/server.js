// The web server: SvelteKit's request handler (adapter-node's build/handler.js) on one node:http
// server, plus `/graphql`, which it forwards over HTTP and WebSocket to the gateway. The page talks
// only to its own origin, so it works at http://127.0.0.1:3000/, http://localhost:3000/ and behind
// a TLS proxy alike, with no setting. (In Kubernetes the ingress routes /graphql to the gateway
// itself; this forwarding is then only a fallback.)
//
// Settings: PORT (3000), HOST (0.0.0.0; npm start uses 127.0.0.1), GATEWAY_URL (where the gateway
// listens, http://127.0.0.1:4000), and adapter-node's own (ORIGIN, PROTOCOL_HEADER, …).
import { createServer } from 'node:http';
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

const server = createServer((req, res) => {
  withProtocol(req);
  if (isGraphql(req.url ?? '')) return proxy.web(req, res);
  handler(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});
server.on('upgrade', (req, socket, head) => {
  if (!isGraphql(req.url ?? '')) return socket.destroy();
  withProtocol(req);
  proxy.ws(req, socket, head);
});

server.listen({ port, host }, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Listening on http://${host}:${shown}/ (GraphQL forwarded to ${gateway.origin}${GRAPHQL_PATH})`,
  );
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
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
