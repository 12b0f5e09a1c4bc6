import { describe, expect, it } from 'vitest';
import { cardFace, seatColour, signalSign, twoRows } from './cards';

describe('Speedcoup card faces and the table', () => {
  it('names the cards in German', () => {
    expect(cardFace('J7')).toMatchObject({ suit: 'J', value: 7, name: 'Juwelen 7' });
    expect(cardFace('D4')).toMatchObject({ suit: 'D', name: 'Dietrich 4' });
  });

  it('gives every seat its own loot colour, the Schatten grey', () => {
    const colours = [0, 1, 2, 3, 4].map((s) => seatColour(s, null));
    expect(new Set(colours).size).toBe(5);
    expect(seatColour(2, 2)).toBe('#9aa3ad');
  });

  it('shows signal marks as oben / Mitte / unten', () => {
    expect(signalSign('top').word).toBe('oben');
    expect(signalSign('only').word).toBe('Mitte');
    expect(signalSign('bottom').word).toBe('unten');
    expect(signalSign(null).word).toBe('ohne Marke');
  });

  it('puts ten or more cards into two rows', () => {
    expect(twoRows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).map((r) => r.length)).toEqual([6, 5]);
  });
});
