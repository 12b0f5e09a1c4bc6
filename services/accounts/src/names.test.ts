import { describe, expect, it } from 'vitest';
import { checkName, nameKey } from './names.js';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'none';
};

describe('account names', () => {
  it('keeps a name as typed (NFKC, spaces collapsed) within 3 to 20 characters', () => {
    expect(checkName('  Anna   Lena ')).toBe('Anna Lena');
    expect(checkName('Ｊｏｒｇ')).toBe('Jorg'); // full-width letters fold to plain ones
    expect(checkName('Jörg_77')).toBe('Jörg_77');
    expect(checkName('Żaneta')).toBe('Żaneta');
    expect(code(() => checkName('Al'))).toBe('ACCOUNTS_NAME_LENGTH');
    expect(code(() => checkName('A'.repeat(21)))).toBe('ACCOUNTS_NAME_LENGTH');
    expect(code(() => checkName(42))).toBe('ACCOUNTS_NAME_LENGTH');
  });

  it('refuses control characters, symbols and separators at the ends', () => {
    for (const bad of ['Anna\u0000x', 'Anna<b>', '-Anna', 'Anna.', 'An  na\u200b', 'A😀nna', 'Anna--Lena'])
      expect(code(() => checkName(bad))).toBe('ACCOUNTS_NAME_CHARACTERS');
  });

  it('refuses a mix of scripts (a Cyrillic а inside a Latin name)', () => {
    expect(code(() => checkName('Аnna'))).toBe('ACCOUNTS_NAME_MIXED');
    expect(code(() => checkName('Paνel'))).toBe('ACCOUNTS_NAME_MIXED');
    expect(checkName('Анна')).toBe('Анна');
  });

  it('gives look-alikes and other cases one key', () => {
    const same = [
      ['Anna', 'ANNA'],
      ['Anna', 'anna'],
      ['Straße', 'STRASSE'],
      ['Jörg', 'Jorg'],
      ['Alice', 'AIice'],
      ['Bob1', 'bobl'],
      ['Otto', '0tto'],
      ['Martin', 'rnartin'],
      ['Anna Lena', 'anna_lena'],
      ['Анна', 'Ahha'],
      ['Ｊｏｒｇ', 'jorg'],
    ];
    for (const [a, b] of same) expect(nameKey(a as string), `${a} ~ ${b}`).toBe(nameKey(b as string));
    expect(nameKey('Anna')).not.toBe(nameKey('Hanna'));
  });

  it('refuses the names of computers and of guests', () => {
    expect(code(() => checkName('Gast 1234'))).toBe('ACCOUNTS_NAME_RESERVED');
    expect(code(() => checkName('Computer 2'))).toBe('ACCOUNTS_NAME_RESERVED');
    expect(code(() => checkName('ANTON', ['Anton', 'Berta']))).toBe('ACCOUNTS_NAME_RESERVED');
    expect(code(() => checkName('Отто', ['Anton', 'Otto']))).toBe('ACCOUNTS_NAME_RESERVED'); // all Cyrillic
    expect(checkName('Antonia', ['Anton'])).toBe('Antonia');
  });
});
