/**
 * Where the gateway is: PUBLIC_GATEWAY_URL when set (an http(s) URL ending in /graphql), else port
 * 4000 on the host that served this page. The WebSocket URL is the same path with ws(s).
 */
export function gatewayUrl(
  configured: string | undefined,
  location: { protocol: string; hostname: string },
): string {
  const url = configured?.trim();
  if (url) return url;
  const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  return `${location.protocol}//${host}:4000/graphql`;
}

export function websocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}
