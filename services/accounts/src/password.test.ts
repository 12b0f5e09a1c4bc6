import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, needsRehash, verifyPassword } from './password.js';

describe('passwords (scrypt, OWASP parameters)', () => {
  it('verifies the right password only, and never stores it', async () => {
    const hash = await hashPassword('Kreuz-Bube 7');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('Kreuz');
    expect(await verifyPassword('Kreuz-Bube 7', hash)).toBe(true);
    expect(await verifyPassword('Kreuz-Bube 8', hash)).toBe(false);
    expect(await verifyPassword('Kreuz-Bube 7', 'scrypt$17$8$1$abc')).toBe(false);
    expect(await verifyPassword('Kreuz-Bube 7', 'bcrypt$whatever')).toBe(false);
    // A new salt each time.
    expect(await hashPassword('Kreuz-Bube 7')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('scrypt$14$8$1$a$b')).toBe(true);
  });

  it('refuses short, common, monotonous passwords and ones with the name', () => {
    const reason = (pw: unknown, name = 'Anna') => {
      try {
        checkPassword(pw, name);
        return 'ok';
      } catch (error) {
        const e = error as { code: string; params?: { reasonEn?: string } };
        return `${e.code}: ${e.params?.reasonEn}`;
      }
    };
    expect(reason('kurz')).toMatch(/ACCOUNTS_WEAK_PASSWORD: it needs at least 10/);
    expect(reason('1234567890')).toMatch(/most common/);
    expect(reason('abababababab')).toMatch(/too few different/);
    expect(reason('anna-ist-toll', 'Anna')).toMatch(/contains your name/);
    expect(reason(undefined)).toMatch(/missing/);
    expect(reason('Karo Dame sticht')).toBe('ok');
  });
});
