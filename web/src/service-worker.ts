/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * The service worker that makes the Spielcenter installable (issue 39): it keeps the app's shell —
 * the built scripts and styles and the static files (icons, manifest, the offline page) — in a
 * cache of this build's version, and when a page cannot be loaded because the network is gone, it
 * answers with the German offline page, which reloads by itself once the network is back.
 *
 * It never caches anything else: no page (each carries the nonce of its own CSP), and above all no
 * GraphQL answer (/graphql, over HTTP or WebSocket): the table, the Taler and the records always
 * come fresh from the server, and a table resyncs by version when the connection returns.
 */
import { build, files, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `spielcenter-shell-${version}`;
const OFFLINE_PAGE = '/offline.html';
/** What the shell is made of; only these paths are ever answered from the cache. */
const SHELL = new Set([...build, ...files]);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...SHELL]);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

/** A page load: the network, and the offline page when there is none. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return (
      offline ??
      new Response('Keine Verbindung', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    );
  }
}

/** A file of the shell: the cache of this build first (the files are immutable per version). */
async function shellFile(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  return cached ?? fetch(request);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (url.pathname.startsWith('/graphql')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (SHELL.has(url.pathname)) event.respondWith(shellFile(request));
});
