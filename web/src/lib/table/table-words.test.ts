import { describe, expect, it } from 'vitest';
import { clockWarning, resultLine } from './table-words';

describe('the shell’s words in the live region', () => {
  it('warns at 30, 20 and 10 seconds and when the grace begins, once each', () => {
    const c = (seconds: number, phase: 'clock' | 'grace' = 'clock') => ({ seconds, phase });
    expect(clockWarning(c(31), c(30))).toBe('Noch 30 Sekunden.');
    expect(clockWarning(c(30), c(29))).toBeNull();
    expect(clockWarning(c(11), c(10))).toBe('Noch 10 Sekunden.');
    expect(clockWarning(c(1), c(10, 'grace'))).toBe('Die Zeit ist um – 10 Sekunden Nachfrist!');
    expect(clockWarning(c(10, 'grace'), c(9, 'grace'))).toBeNull();
    expect(clockWarning(null, c(10))).toBeNull();
    expect(clockWarning(c(10), null)).toBeNull();
  });

  it('says the result with the game’s end title, the own place and the winner', () => {
    const names = ['Du', 'Anna', 'Bruno'];
    expect(resultLine('Jahresabschluss', [40, 90, 10], [2, 1, 3], names, 0)).toBe(
      'Jahresabschluss: Du landest auf Platz 2 mit 40 Punkten. Anna gewinnt.',
    );
    expect(resultLine('Endtafel', [90, 40, 10], [1, 2, 3], names, 0)).toBe(
      'Endtafel: Du gewinnst mit 90 Punkten.',
    );
  });
});
