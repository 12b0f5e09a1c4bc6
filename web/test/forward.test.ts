/**
 * The web server's forward of /graphql (issue 36.7): a body too large for the gateway gets the
 * gateway's coded 413 through the web server every time, never a reset connection or a 502.
 */
import { describe, expect, inject, it } from 'vitest';

describe('the web server forwarding a too-large body', () => {
  it('answers 1 MB, ten times, with the gateway’s coded 413', async () => {
    const body = JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    for (let i = 0; i < 10; i++) {
      const res = await fetch(inject('gatewayUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(413);
      const reply = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(reply.errors?.[0]?.extensions?.code).toBe('GATEWAY_BAD_REQUEST');
    }
  });
});
