import { RANK_NAME_DE } from '@spielcenter/boss';
import { describe, expect, it } from 'vitest';
import { cardFace, cardLabel, nameWithBreaks, sortHand } from './cards';

describe('card faces', () => {
  it('names the employees, CEOs and interns in German', () => {
    expect(cardFace('r7')).toMatchObject({ tone: 'red', sign: '7', title: 'Teamleiter', subtitle: 'Rot' });
    expect(cardFace('C2')).toMatchObject({ tone: 'ceo', title: 'CEO' });
    expect(cardFace('P1')).toMatchObject({ tone: 'intern', title: 'Praktikant' });
  });

  it('tells a screen reader the German name, never the card id', () => {
    expect(cardLabel('r3')).toBe('Rot 3 (Mädchen für alles)');
    expect(cardLabel('C1')).toBe('CEO');
    expect(cardLabel('P4')).toBe('Praktikant');
    expect(cardLabel('zz')).toBe('unbekannte Karte');
  });

  it('lets every long rank name break into parts of at most 10 letters', () => {
    for (const name of RANK_NAME_DE.slice(1)) {
      const parts = nameWithBreaks(name).split(/[\s\u00ad]/);
      expect(parts.join(''), name).toBe(name.replace(/\s/g, ''));
      for (const part of parts) expect(part.length, name).toBeLessThanOrEqual(10);
    }
  });
});

describe('hand order', () => {
  it('puts CEOs first, then trump, the other firms high to low, interns last', () => {
    expect(sortHand(['P2', 'b3', 'r7', 'C1', 'r13', 'g2', 'b12'], 'red')).toEqual([
      'C1',
      'r13',
      'r7',
      'b12',
      'b3',
      'g2',
      'P2',
    ]);
  });
});
