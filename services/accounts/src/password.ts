/**
 * Passwords: scrypt from node:crypto with OWASP's parameters (Password Storage Cheat Sheet:
 * N = 2^17, r = 8, p = 1), a random 16-byte salt, a 32-byte key. The stored form names its
 * parameters (`scrypt$17$8$1$<salt>$<key>`), so stronger ones later still verify the old hashes
 * (and `needsRehash` says when to store a new one). Compared in constant time; a password is never
 * logged nor returned.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { accountsErrors } from './errors.js';
import { nameKey } from './names.js';

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
export const PASSWORD_MIN = 10;
const PASSWORD_MAX = 200;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, key, ...rest] = stored.split('$');
  if (kind !== 'scrypt' || !logN || !r || !p || !salt || !key || rest.length > 0) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A hash made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [, logN, r, p] = stored.split('$');
  return Number(logN) < LOG_N || Number(r) < R || Number(p) < P;
}

/** The most common passwords (lower case), refused whatever their length. */
const COMMON = new Set([
  '1234567890',
  '12345678910',
  'qwertzuiop',
  'qwertyuiop',
  'passwort123',
  'password123',
  'passwort1234',
  'password1234',
  'hallo12345',
  'hallohallo',
  'iloveyou12',
  'schalke04schalke04',
  'fussball123',
  '0987654321',
  'abcdefghij',
  'asdfghjkla',
  'aaaaaaaaaa',
  '1111111111',
  'spielcenter',
  'spielcenter1',
  'speedkrakau',
  'speedcoup1',
  'passwortpasswort',
  'passwordpassword',
  'qwertz1234',
  'qwerty1234',
]);

/** Refuses a password that is short, long, common, one repeated character or the name itself. */
export function checkPassword(password: unknown, name: string): string {
  const weak = (de: string, en: string) =>
    accountsErrors.make('ACCOUNTS_WEAK_PASSWORD', { reason: de, reasonEn: en });
  if (typeof password !== 'string') throw weak('es fehlt.', 'it is missing.');
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw weak(
      `es braucht mindestens ${PASSWORD_MIN} Zeichen.`,
      `it needs at least ${PASSWORD_MIN} characters.`,
    );
  if (length > PASSWORD_MAX)
    throw weak(`es hat höchstens ${PASSWORD_MAX} Zeichen.`, `it has at most ${PASSWORD_MAX} characters.`);
  if (new Set(password).size < 4)
    throw weak('es hat zu wenige verschiedene Zeichen.', 'it has too few different characters.');
  const lower = password.toLowerCase();
  if (COMMON.has(lower))
    throw weak('es ist eines der häufigsten Passwörter.', 'it is one of the most common passwords.');
  const key = nameKey(name);
  if (key.length > 0 && nameKey(password).includes(key))
    throw weak('es enthält deinen Namen.', 'it contains your name.');
  return password;
}
