import { engine, type KrakauView, parseConfig } from '@spielcenter/krakau';
import { describe, expect, it } from 'vitest';
import { bidChoices, bidHint, cardInfo, cardName, cardSign, keyIndex, num, signed, turnText } from './words';

const names = ['Du', 'Anna', 'Bert'];

function viewAt(seat: number): KrakauView {
  const state = engine.setup(parseConfig({ players: 3, fourNines: false }), 'words-seed');
  return engine.view(state, seat) as KrakauView;
}

describe('card words', () => {
  it('names a card in German and signs it with the German letters', () => {
    expect(cardName('Qh')).toBe('Herz-Dame');
    expect(cardName('Ts')).toBe('Pik-Zehn');
    expect(cardSign('Qh')).toBe('D♥');
    expect(cardSign('Jc')).toBe('B♣');
    expect(cardSign('9d')).toBe('9♦');
  });
  it('tells a card’s points and the marriage it makes with the hand', () => {
    expect(cardInfo('Ah', ['Ah'])).toBe('Herz-Ass · 11 Augen');
    expect(cardInfo('Kd', ['Kd', 'Qd'])).toBe('Karo-König · 4 Augen · Meldung mit D♦: 80 (beim Ausspielen)');
    expect(cardInfo('Qs', ['Qs', 'Kh'])).toBe('Pik-Dame · 3 Augen');
  });
  it('writes numbers German style with a real minus', () => {
    expect(num(1000)).toBe('1.000');
    expect(num(-120)).toBe('−120');
    expect(signed(60)).toBe('+60');
    expect(signed(0)).toBe('0');
  });
});

describe('keys', () => {
  it('maps 1–9 and 0 to the first ten cards and the two keys right of 0 to the 11th and 12th', () => {
    expect(keyIndex('Digit1', '1')).toBe(0);
    expect(keyIndex('Digit9', '9')).toBe(8);
    expect(keyIndex('Digit0', '0')).toBe(9);
    expect(keyIndex('Numpad3', '3')).toBe(2);
    expect(keyIndex('Minus', 'ß')).toBe(10);
    expect(keyIndex('Equal', '´')).toBe(11);
    expect(keyIndex('', 'ß')).toBe(10);
    expect(keyIndex('KeyP', 'p')).toBeNull();
  });
});

describe('the turn sentence and the bidding hint', () => {
  it('says who bids and what the player does now', () => {
    const v = viewAt(0);
    expect(v.phase.kind).toBe('bidding');
    const bidder = v.phase.seat as number;
    const mine = viewAt(bidder);
    expect(turnText({ ...mine, myMaxBid: 160 }, bidder, names, false)).toBe(
      'Du bist dran: Reize mehr als 100 oder passe (P).',
    );
    expect(turnText({ ...mine, highBid: 120, myMaxBid: 120 }, bidder, names, false)).toBe(
      'Du bist dran: Höher als 120 darfst du nicht reizen – passe (P).',
    );
    const other = (bidder + 1) % 3;
    expect(turnText(viewAt(other), other, names, false)).toMatch(/reizt … \(Höchstgebot 100\)$/);
    expect(turnText(v, 0, names, true)).toBe('Die Partie ist zu Ende.');
  });
  it('tells how high the marriages allow', () => {
    const v = viewAt(0);
    const hint = bidHint(v, 0);
    if ((v.myMaxBid ?? 0) > 120) expect(hint).toContain(`bis ${v.myMaxBid}`);
    else expect(hint).toBe('Ohne Meldung reizt du höchstens 120.');
    expect(bidHint({ ...v, myMaxBid: 220 }, 0)).toBe('Deine Meldungen bringen dich bis 220.');
    const barrel = { ...v, barrel: [2, 0, 0], barrelNeeds: [120, null, null], myMaxBid: 120 };
    expect(bidHint(barrel, 0)).toContain('auf dem Fass (noch 2 Spiele): nur ein Spiel ab 120');
    expect(bidHint({ ...v, rules: { ...v.rules, marriageLimit: false } }, 0)).toBe('');
  });
  it('offers the legal bids in order', () => {
    const legal = [{ type: 'pass' }, { type: 'bid', value: 120 }, { type: 'bid', value: 110 }];
    expect(bidChoices(legal, 'bid')).toEqual([110, 120]);
    expect(bidChoices(legal, 'declare')).toEqual([]);
  });
});
