/**
 * CORS with credentials for the web client, which runs on another port. Allowed: the configured
 * web origin(s), and localhost / 127.0.0.1 / [::1] origins only while the gateway itself listens
 * on loopback (development, tests): a deployed gateway must not trust whatever runs on the
 * visitor's localhost. The same check guards the WebSocket upgrade, because a browser sends the
 * guest cookie there from any page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface OriginPolicy {
  /** Exact origins (scheme://host[:port]) of the web. */
  readonly webOrigins?: readonly string[];
  /** Allow any localhost origin (only when the gateway listens on loopback). */
  readonly allowLocalhost?: boolean;
}

export function originAllowed(origin: string | undefined, policy: OriginPolicy): boolean {
  if (!origin) return true; // not a browser cross-origin request
  if (policy.webOrigins?.includes(origin)) return true;
  if (!policy.allowLocalhost) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A WebSocket upgrade comes from a page of the gateway's own host (web and gateway behind one
 * ingress, /graphql beside /): same origin, nothing to refuse.
 */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Sets the CORS headers; answers a preflight. Returns true when the request is fully handled. */
export function applyCors(req: IncomingMessage, res: ServerResponse, policy: OriginPolicy): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  const allowed = origin !== undefined && originAllowed(origin, policy);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'content-type, authorization, apollo-require-preflight, x-apollo-operation-name',
    );
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204).end();
  return true;
}
