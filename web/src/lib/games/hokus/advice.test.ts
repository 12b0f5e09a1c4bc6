import { describe, expect, it } from 'vitest';
import { adviceAction, adviceFrom } from './advice';
import { rollBeats } from './drum';

describe('the advisor and the drum roll', () => {
  it('says why there is no advice when the gateway errs or has none', () => {
    expect(adviceFrom(null, 'Unbekannter Fehler.')).toEqual({
      ok: false,
      reason: 'Kein Rat möglich: Unbekannter Fehler.',
    });
    expect(adviceFrom(null, null).ok).toBe(false);
  });

  it('reads an advice with its action, reason and chances', () => {
    const a = adviceFrom(
      {
        action: { type: 'announce', n: 3 },
        reason: 'Erfolgschance 62 %',
        values: [{ action: { type: 'announce', n: 3 }, value: 0.62 }],
      },
      null,
    );
    expect(a.ok && a.chances.get(3)).toBe(0.62);
    expect(a.ok && adviceAction(a.action, ['Du', 'Lena'])).toBe('Kündige 3 an.');
    expect(adviceAction({ type: 'lift', table: 1 }, ['Du', 'Lena'])).toBe('Hebe auf dem Tisch von Lena.');
  });

  it('rolls longer, faster and higher with every lifted hat', () => {
    const one = rollBeats(1);
    const five = rollBeats(5);
    expect(five.beats).toBeGreaterThan(one.beats);
    expect(five.gapMs).toBeLessThan(one.gapMs);
    expect(five.pitch).toBeGreaterThan(one.pitch);
  });
});
