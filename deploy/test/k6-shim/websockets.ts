/** k6/websockets' WebSocket, as far as deploy/k6/script.ts uses it, on the `ws` package. */
import NodeWebSocket from 'ws';

export class WebSocket {
  onopen: () => void = () => {};
  onmessage: (event: { data: string }) => void = () => {};
  onclose: () => void = () => {};
  onerror: () => void = () => {};
  private readonly ws: NodeWebSocket;

  constructor(url: string, _protocols: null, params: { headers?: Record<string, string> } = {}) {
    const protocol = params.headers?.['Sec-WebSocket-Protocol'];
    this.ws = new NodeWebSocket(url, protocol);
    this.ws.on('open', () => this.onopen());
    this.ws.on('message', (data) => this.onmessage({ data: data.toString() }));
    this.ws.on('close', () => this.onclose());
    this.ws.on('error', () => this.onerror());
  }

  send(text: string): void {
    this.ws.send(text);
  }

  close(): void {
    this.ws.close();
  }
}
