import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies, viaTls } from './client-address.js';

function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers } as never;
}

describe('the client behind the web server or an ingress', () => {
  const local = trustedProxies(undefined);

  it('takes the forwarded address from the web server on loopback', () => {
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), local)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request('::1', { 'x-forwarded-for': '203.0.113.7' }), local)).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('198.51.100.4', { 'x-forwarded-for': '203.0.113.7' }), local)).toBe(
      '198.51.100.4',
    );
  });

  it('believes a configured proxy range, and only as far as the hops are trusted', () => {
    const ingress = trustedProxies('10.0.0.0/8, 192.0.2.1');
    const forged = { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }; // the client wrote 1.1.1.1 itself
    expect(clientAddress(request('10.1.2.3', forged), ingress)).toBe('203.0.113.7');
    expect(clientAddress(request('10.1.2.3', forged), local)).toBe('10.1.2.3');
  });

  it('refuses a malformed proxy list', () => {
    expect(() => trustedProxies('not-an-address')).toThrow();
  });

  it('takes the scheme from a trusted proxy only (the first hop a proxy chain wrote)', () => {
    expect(viaTls(request('127.0.0.1', { 'x-forwarded-proto': 'https,http' }), local)).toBe(true);
    expect(viaTls(request('127.0.0.1', { 'x-forwarded-proto': 'http' }), local)).toBe(false);
    expect(viaTls(request('198.51.100.4', { 'x-forwarded-proto': 'https' }), local)).toBe(false);
  });
});
