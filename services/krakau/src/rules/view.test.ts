import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, HANDS3, start, toPlay } from './fixtures.test-util.js';

describe('view', () => {
  it('eigene Hand, nie eine fremde; Zuschauer sehen keine Hand', () => {
    const s = start();
    expect(engine.view(s, 0).hand).toEqual(['Ah', 'Th', 'Kh', 'Qh', 'Jd', '9c', '9s']);
    const spectator = JSON.stringify(engine.view(s, null));
    for (const c of [...HANDS3.s0, ...HANDS3.s1, ...HANDS3.s2, ...HANDS3.musik])
      expect(spectator).not.toContain(`"${c}"`);
    expect(engine.view(s, 1).handSizes).toEqual([7, 7, 7]);
  });
  it('der Spielende sieht, was er wem abgegeben hat; die Gegner nur ihre eigene Karte', () => {
    const s = toPlay();
    expect(engine.view(s, 0).gifts).toEqual([
      { card: 'Jd', to: 1 },
      { card: '9c', to: 2 },
    ]);
    expect(engine.view(s, 1).gifts).toEqual([]);
    expect(engine.view(s, 1).received).toBe('Jd');
    expect(JSON.stringify(engine.view(s, 1))).not.toContain('"9c"');
  });
  it('Gespielt: alle gespielten Karten, Stich, Trumpf, Meldungen, Augen je Platz, hat schon / fehlt noch', () => {
    let s = act(toPlay({}, 120), 0, { type: 'play', card: 'Kh', meld: true });
    s = act(s, 1, { type: 'play', card: 'As' });
    const v = engine.view(s, 2);
    expect(v.played).toEqual(['Kh', 'As']);
    expect(v.trick).toEqual([
      { seat: 0, card: 'Kh' },
      { seat: 1, card: 'As' },
    ]);
    expect([v.trump, v.contract, v.declarerHas, v.declarerNeeds]).toEqual(['h', 120, 100, 20]);
    expect(v.phase).toEqual({ kind: 'play', seat: 2, picks: [] });
    s = act(s, 2, { type: 'play', card: 'Ac' });
    expect(engine.view(s, 2).cardPoints).toEqual([26, 0, 0]);
    expect(engine.view(s, 2).declarerNeeds).toBe(0);
  });
  it('Punktestand, Sperre, Fass und Bomben je Platz', () => {
    const v = engine.view({ ...start(), scores: [880, 820, 0], barrel: [2, 0, 0] }, 2);
    expect(v.locked).toEqual([true, true, false]);
    expect(v.barrel).toEqual([2, 0, 0]);
    expect(v.barrelNeeds).toEqual([120, null, null]);
    expect(v.bombasLeft).toEqual([1, 1, 1]);
  });
});
