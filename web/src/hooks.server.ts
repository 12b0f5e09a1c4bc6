/**
 * Security headers on every page: the CSP from svelte.config.js gets the gateway's WebSocket (on
 * the page's own origin, or PUBLIC_GATEWAY_URL's origin when one is set) as the one other place
 * the page may connect to, and no page may be framed.
 */
import type { Handle } from '@sveltejs/kit';
import { env } from '$env/dynamic/public';
import { gatewayUrl, websocketUrl } from '$lib/graphql/endpoint';

/**
 * The gateway's origins as the browser will reach them (see $lib/graphql/endpoint): HTTP and
 * WebSocket. On the page's own origin 'self' covers HTTP; the ws(s) origin is named as well, for
 * browsers that do not count it as 'self'.
 */
export function gatewaySources(configured: string | undefined, page: URL): string[] {
  try {
    const origin = new URL(gatewayUrl(configured, page)).origin;
    return origin === page.origin ? [websocketUrl(origin)] : [origin, websocketUrl(origin)];
  } catch {
    return [];
  }
}

/**
 * An address with broken percent-encoding (/tisch/%E0%A4%A) would start the app, whose router
 * cannot read it: the page would stay empty. It gets a small German page with the way home.
 */
function malformedAddress(pathname: string): Response | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Spielcenter</title></head><body style="margin:0;min-height:100vh;background:#145a41;color:#fbf8f0;font-family:system-ui,sans-serif;text-align:center"><main data-testid="error-page" style="padding:20vh 1rem"><h1 style="font-size:1.3rem">Diese Adresse ist ungültig – vielleicht ist der Link unvollständig.</h1><a data-testid="home" href="/" style="color:#e8b73a">Zurück zum Spielcenter</a></main></body></html>`;
    return new Response(html, {
      status: 400,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
      },
    });
  }
}

export const handle: Handle = async ({ event, resolve }) => {
  const refused = malformedAddress(event.url.pathname);
  if (refused) return refused;
  const response = await resolve(event);
  const csp = response.headers.get('content-security-policy');
  if (csp) {
    const connect = ["'self'", ...gatewaySources(env.PUBLIC_GATEWAY_URL, event.url)].join(' ');
    response.headers.set('content-security-policy', `${csp}; connect-src ${connect}`);
  }
  response.headers.set('x-frame-options', 'DENY');
  response.headers.set('x-content-type-options', 'nosniff');
  response.headers.set('referrer-policy', 'same-origin');
  return response;
};
