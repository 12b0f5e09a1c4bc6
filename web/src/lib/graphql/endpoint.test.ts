import { describe, expect, it } from 'vitest';
import { gatewayUrl, websocketUrl } from './endpoint';

describe('gateway endpoint', () => {
  it('defaults to /graphql on the page’s own origin (the web server forwards it)', () => {
    expect(gatewayUrl(undefined, { origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000/graphql');
    expect(gatewayUrl('', { origin: 'http://localhost:3000' })).toBe('http://localhost:3000/graphql');
    expect(gatewayUrl(' ', { origin: 'https://spiel.example' })).toBe('https://spiel.example/graphql');
  });

  it('takes PUBLIC_GATEWAY_URL when set', () => {
    expect(gatewayUrl('http://127.0.0.1:4555/graphql', { origin: 'http://x' })).toBe(
      'http://127.0.0.1:4555/graphql',
    );
  });

  it('derives the WebSocket URL', () => {
    expect(websocketUrl('http://h:3000/graphql')).toBe('ws://h:3000/graphql');
    expect(websocketUrl('https://h/graphql')).toBe('wss://h/graphql');
  });
});
