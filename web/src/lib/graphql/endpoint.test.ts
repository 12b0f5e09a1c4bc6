import { describe, expect, it } from 'vitest';
import { gatewayUrl, websocketUrl } from './endpoint';

describe('gateway endpoint', () => {
  it('defaults to port 4000 on the page host', () => {
    expect(gatewayUrl(undefined, { protocol: 'http:', hostname: 'spiel.local' })).toBe(
      'http://spiel.local:4000/graphql',
    );
    expect(gatewayUrl('', { protocol: 'https:', hostname: '::1' })).toBe('https://[::1]:4000/graphql');
  });

  it('takes PUBLIC_GATEWAY_URL when set', () => {
    expect(gatewayUrl('http://127.0.0.1:4555/graphql', { protocol: 'http:', hostname: 'x' })).toBe(
      'http://127.0.0.1:4555/graphql',
    );
  });

  it('derives the WebSocket URL', () => {
    expect(websocketUrl('http://h:4000/graphql')).toBe('ws://h:4000/graphql');
    expect(websocketUrl('https://h/graphql')).toBe('wss://h/graphql');
  });
});
