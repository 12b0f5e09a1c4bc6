/**
 * Where the gateway is: PUBLIC_GATEWAY_URL when set (an http(s) URL ending in /graphql), else
 * `/graphql` on the page's own origin — the web server forwards it to the gateway over HTTP and
 * WebSocket (web/server.js; Vite's dev server does the same), and in Kubernetes the ingress routes
 * it there. The WebSocket URL is the same path with ws(s).
 */
export function gatewayUrl(configured: string | undefined, location: { origin: string }): string {
  const url = configured?.trim();
  if (url) return url;
  return `${location.origin}/graphql`;
}

export function websocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}
