import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  defaultGuestName,
  GUEST_MAX_AGE_S,
  guestCookie,
  identify,
  issueToken,
  newPlayerId,
  readCookie,
  verifyToken,
} from './identity.js';

const SECRET = 'identity-test-secret-0123456789';
const guest = { playerId: newPlayerId(), name: 'Gast 4711' };

describe('guest tokens', () => {
  it('issues a token that verifies to the same guest', () => {
    const token = issueToken(SECRET, guest);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyToken(SECRET, token)).toEqual(guest);
  });

  it('refuses a tampered payload, a tampered signature, another secret and garbage', () => {
    const token = issueToken(SECRET, guest);
    const [v, body, sig] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'g_somebodyElse' })).toString('base64url');
    expect(verifyToken(SECRET, `${v}.${forged}.${sig}`)).toBeNull();
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect(verifyToken(SECRET, `${v}.${body}.${flipped}`)).toBeNull();
    expect(verifyToken('another-secret-0123456789', token)).toBeNull();
    for (const bad of ['', 'v1', 'v1..', `v2.${body}.${sig}`, `${token}.x`, 'x'.repeat(2000)]) {
      expect(verifyToken(SECRET, bad)).toBeNull();
    }
  });

  it('carries its expiry, which is checked (issue 20, item 7)', () => {
    const issued = Date.UTC(2026, 0, 1);
    const token = issueToken(SECRET, guest, issued);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
    expect(payload.exp).toBe(issued / 1000 + GUEST_MAX_AGE_S);
    expect(verifyToken(SECRET, token, issued + (GUEST_MAX_AGE_S - 60) * 1000)).toEqual(guest);
    expect(verifyToken(SECRET, token, issued + (GUEST_MAX_AGE_S + 60) * 1000)).toBeNull();
    // Signed with the right secret but without an expiry, or with one beyond a guest's life: refused.
    const signed = (body: object) => {
      const b = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `v1.${b}.${createHmac('sha256', SECRET).update(`v1.${b}`).digest('base64url')}`;
    };
    const iat = issued / 1000;
    expect(
      verifyToken(SECRET, signed({ sub: guest.playerId, name: 'x', iat, exp: iat + 60 }), issued),
    ).toEqual({
      playerId: guest.playerId,
      name: 'x',
    });
    expect(verifyToken(SECRET, signed({ sub: guest.playerId, name: 'x', iat }), issued)).toBeNull();
    expect(
      verifyToken(
        SECRET,
        signed({ sub: guest.playerId, name: 'x', iat, exp: iat + 2 * GUEST_MAX_AGE_S }),
        issued,
      ),
    ).toBeNull();
  });

  it('takes a malformed cookie as no cookie (issue 20, item 9)', () => {
    for (const bad of ['%E0%A4%A', '%', '%ZZ', 'x'.repeat(5000)]) {
      expect(readCookie(`sc_guest=${bad}`, 'sc_guest')).toBeUndefined();
      expect(identify(SECRET, undefined, `sc_guest=${bad}`)).toBeNull();
    }
    const token = issueToken(SECRET, guest);
    expect(identify(SECRET, undefined, `other=%E0%A4%A; sc_guest=${token}`)).toEqual(guest);
  });

  it('identifies by the explicit token, then the Bearer header, then the cookie', () => {
    const a = issueToken(SECRET, guest);
    const other = { playerId: newPlayerId(), name: 'Bernd' };
    const b = issueToken(SECRET, other);
    expect(identify(SECRET, `Bearer ${a}`, `sc_guest=${b}`)).toEqual(guest);
    expect(identify(SECRET, undefined, `x=1; sc_guest=${b}; y=2`)).toEqual(other);
    expect(identify(SECRET, 'Bearer nonsense', `sc_guest=${b}`)).toEqual(other);
    expect(identify(SECRET, undefined, undefined, a)).toEqual(guest);
    expect(identify(SECRET, undefined, undefined, 42)).toBeNull();
    expect(identify(SECRET, undefined, 'sc_guest=forged')).toBeNull();
  });

  it('names a new guest "Gast 1234" and sets an HttpOnly, SameSite=Lax cookie on /', () => {
    expect(defaultGuestName()).toMatch(/^Gast \d{4}$/);
    expect(newPlayerId()).toMatch(/^g_[A-Za-z0-9_-]+$/);
    const cookie = guestCookie('tok', false);
    expect(cookie).toContain('sc_guest=tok');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(guestCookie('tok', true)).toContain('Secure');
    expect(readCookie('a=1; sc_guest=v1.x.y', 'sc_guest')).toBe('v1.x.y');
  });
});
