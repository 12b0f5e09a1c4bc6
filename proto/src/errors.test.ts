import { describe, expect, it } from 'vitest';
import { commonErrors, defineErrors, isRuleError, RuleError } from './errors.js';
import { parseMessage, ruleRequests } from './messages.js';

describe('RuleError', () => {
  it('carries a code and both languages, with parameters filled in', () => {
    const errors = defineErrors({
      X_TEST: { de: 'Du musst {suit} bedienen.', en: 'You must follow {suit}.' },
    });
    const e = errors.make('X_TEST', { suit: 'Rot' });
    expect(e).toBeInstanceOf(RuleError);
    expect(isRuleError(e)).toBe(true);
    expect(e.toJSON()).toEqual({
      code: 'X_TEST',
      de: 'Du musst Rot bedienen.',
      en: 'You must follow Rot.',
      params: { suit: 'Rot' },
    });
  });

  it('turns a malformed message into COMMON_BAD_MESSAGE', () => {
    try {
      parseMessage(ruleRequests.apply, { state: {}, seat: -1, action: {} });
      expect.unreachable();
    } catch (e) {
      expect(isRuleError(e) && e.code).toBe('COMMON_BAD_MESSAGE');
    }
  });

  it('every common error has a German and an English text', () => {
    for (const [code, m] of Object.entries(commonErrors.catalogue)) {
      expect(code).toMatch(/^COMMON_[A-Z_]+$/);
      expect(m.de.length).toBeGreaterThan(5);
      expect(m.en.length).toBeGreaterThan(5);
    }
  });
});

describe('canonicalJson', () => {
  it('ignores key order and undefined fields, keeps array order', async () => {
    const { canonicalJson } = await import('./canonical.js');
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: undefined }] })).toBe(
      canonicalJson({ a: [2, { d: 1 }], b: 1 }),
    );
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});
