/**
 * CORS with credentials for the web client, which runs on another port. Allowed: any
 * localhost / 127.0.0.1 / [::1] origin (development), and WEB_ORIGIN. The same check guards the
 * WebSocket upgrade, because a browser sends the guest cookie there from any page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function originAllowed(origin: string | undefined, webOrigin?: string): boolean {
  if (!origin) return true; // not a browser cross-origin request
  if (webOrigin && origin === webOrigin.replace(/\/$/, '')) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** Sets the CORS headers; answers a preflight. Returns true when the request is fully handled. */
export function applyCors(req: IncomingMessage, res: ServerResponse, webOrigin?: string): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin && originAllowed(origin, webOrigin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin && originAllowed(origin, webOrigin)) {
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
