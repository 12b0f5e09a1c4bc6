import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, events, playAll, refused, start } from './fixture.test-util.js';
import { signalMark } from './signals.js';

const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
};
const ready = (coup = 1, loot = ['P9']) => {
  const s = start({ players: 3, coup, deck: deck(3, hands, loot) });
  return draft(s, { 0: [loot[0]!], 1: [loot[1] ?? ''], 2: [loot[2] ?? ''] });
};

describe('Kein Wort – nur Handzeichen', () => {
  it('Die Marke sagt, ob es deine höchste (oben), einzige (Mitte) oder niedrigste (unten) Karte dieser Farbe ist', () => {
    expect(signalMark(['J1', 'J5', 'J9'], 'J9')).toBe('top');
    expect(signalMark(['J1', 'J5', 'J9'], 'J1')).toBe('bottom');
    expect(signalMark(['J1', 'G3'], 'G3')).toBe('only');
    expect(signalMark(['J1', 'J5', 'J9'], 'J5')).toBeNull();
  });

  it('einmal je Versuch darf jeder vor einem Stich eine Farbkarte offen zeigen', () => {
    let s = ready();
    const ev = events(s, 1, { type: 'signal', card: 'U4' });
    expect(ev).toEqual([{ type: 'signal', seat: 1, card: 'U4', mark: 'only' }]);
    s = act(s, 1, { type: 'signal', card: 'U4' });
    expect(engine.view(s, 2).signals).toEqual([
      { seat: 1, card: 'U4', mark: 'only', trick: 0, active: true, human: true },
    ]);
    refused(s, 1, { type: 'signal', card: 'G8' }, 'COUP_SIGNAL_USED');
  });

  it('Dietriche werden nie gezeigt', () => {
    refused(ready(), 0, { type: 'signal', card: 'D4' }, 'COUP_SIGNAL_DIETRICH');
  });

  it('Das Spiel bietet dir nur Karten an, über die du etwas Wahres sagen kannst', () => {
    const s = ready();
    const offered = engine.legalActions(s, 0).flatMap((a) => (a.type === 'signal' ? [a.card] : []));
    expect(offered).not.toContain('J5');
    expect(offered).not.toContain('D4');
    expect(offered).toContain('J9');
    refused(s, 0, { type: 'signal', card: 'J5' }, 'COUP_SIGNAL_NOT_TRUE');
  });

  it('Läuft gerade ein Stich, wird dein Zeichen vorgemerkt und vor dem nächsten Stich gezeigt', () => {
    let s = playAll(ready(), ['G3']);
    const ev = events(s, 2, { type: 'signal', card: 'P5' });
    expect(ev).toEqual([{ type: 'signalQueued', seat: 2, card: 'P5', to: [2] }]);
    s = act(s, 2, { type: 'signal', card: 'P5' });
    expect(engine.view(s, 1).signals).toEqual([]);
    expect(engine.view(s, 2).queuedSignal).toBe('P5');
    expect(engine.view(s, 1).queuedSignal).toBeNull();
    s = playAll(s, ['G8', 'G9']);
    expect(engine.view(s, 1).signals).toEqual([
      { seat: 2, card: 'P5', mark: 'bottom', trick: 1, active: true, human: true },
    ]);
  });

  it('vorgemerktes Zeichen, das nicht mehr stimmt, kommt zurück', () => {
    let s = playAll(ready(), ['G3']);
    s = act(s, 1, { type: 'signal', card: 'G8' });
    s = playAll(s, ['G8', 'G9']);
    expect(s.signals).toEqual([]);
    expect(s.signalUsed[1]).toBe(false);
  });

  it('Alarmanlage scharf: Du zeigst die Karte ohne Marke (Coup 12)', () => {
    let s = ready(12, ['P9', 'P8', 'P7']);
    s = act(s, 1, { type: 'signal', card: 'U4' });
    expect(engine.view(s, 2).signals[0]?.mark).toBeNull();
  });

  it('Wanzen im Raum: Handzeichen erst ab dem angegebenen Stich (Coup 17: ab Stich 2)', () => {
    let s = start({ players: 3, coup: 17, deck: deck(3, hands, ['P9', 'P8', 'P7', 'P6']) });
    s = draft(s, { 0: ['P9', 'P6'], 1: ['P8'], 2: ['P7'] });
    refused(s, 1, { type: 'signal', card: 'U4' }, 'COUP_SIGNAL_BUGGED');
    s = playAll(s, ['G3']);
    // given during trick 1, it is shown before trick 2: allowed
    expect(engine.explain(s, 1, { type: 'signal', card: 'U4' })).toBeNull();
  });

  it('Handzeichen nur während der Stiche, nicht bei der Beutewahl', () => {
    const s = start({ players: 3, coup: 1, deck: deck(3, hands, ['P9']) });
    refused(s, 1, { type: 'signal', card: 'U4' }, 'COUP_SIGNAL_NOT_NOW');
  });

  it('ausgespielt: das Zeichen steht nicht mehr', () => {
    let s = act(ready(), 0, { type: 'signal', card: 'G3' });
    s = playAll(s, ['G3']);
    expect(engine.view(s, 1).signals[0]?.active).toBe(false);
  });
});
