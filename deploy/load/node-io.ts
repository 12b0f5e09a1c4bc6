/** The load session's I/O on Node: fetch, the `ws` WebSocket, performance.now, setTimeout. */
import WebSocket from 'ws';
import type { LoadIo } from './scenario.js';

export const nodeIo: LoadIo = {
  async post(url, body, headers) {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text() };
  },
  socket(url, protocol, handlers) {
    const ws = new WebSocket(url, protocol);
    ws.on('open', handlers.open);
    ws.on('message', (data) => handlers.message(data.toString()));
    ws.on('close', handlers.close);
    ws.on('error', () => handlers.close());
    return { send: (text) => ws.send(text), close: () => ws.close() };
  },
  now: () => performance.now(),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
};
