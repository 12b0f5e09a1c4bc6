/**
 * Who is on the other end of a request. The web server forwards `/graphql` to the gateway (so the
 * page talks to its own origin), and in a deployment an ingress stands in front: the TCP peer is
 * then that proxy, not the player. The player's address and scheme are taken from the
 * X-Forwarded-For / X-Forwarded-Proto headers, but only as far as the hops are trusted proxies
 * (proxy-addr, the same rule Express uses): loopback always (the web server beside the gateway),
 * plus GATEWAY_TRUSTED_PROXIES (addresses or CIDRs, comma-separated, e.g. the ingress' pod range).
 * A client cannot pose as another address by sending the header itself.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

export function trustedProxies(configured: string | undefined): TrustProxy {
  const extra = (configured ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return proxyAddr.compile(['loopback', ...extra]);
}

/** The player's address: the last untrusted hop. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string | undefined {
  if (!req.socket.remoteAddress) return undefined;
  return proxyAddr(req, trust);
}

/** Whether the player reached us over TLS (told by a trusted proxy). */
export function viaTls(req: IncomingMessage, trust: TrustProxy): boolean {
  const peer = req.socket.remoteAddress;
  if (!peer || !trust(peer, 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https';
}
