import { describe, expect, it } from 'vitest';
import { MARRIAGE_POINTS } from './cards.js';
import { parseConfig } from './config.js';
import { engine } from './engine.js';
import { act, run, toPlay } from './fixtures.test-util.js';
import { playRule } from './trick.js';

const std = parseConfig({ players: 3 });
const lead = (card: string) => [{ seat: 1, card }];

describe('Stiche', () => {
  it('Der Spielende spielt zum ersten Stich aus, danach immer der Gewinner des letzten Stichs', () => {
    let s = toPlay();
    expect(engine.toAct(s)).toEqual([0]);
    s = run(s, { type: 'play', card: '9s' }, { type: 'play', card: 'As' }, { type: 'play', card: 'Ac' });
    expect(s.round.lastTrick.map((p) => p.card)).toEqual(['9s', 'As', 'Ac']);
    expect(s.round.taken).toEqual([0, 22, 0]);
    expect(engine.toAct(s)).toEqual([1]);
  });
  it('Zu Beginn gibt es keinen Trumpf. Den Stich bekommt die höchste Karte der ausgespielten Farbe', () => {
    const s = run(
      toPlay(),
      { type: 'play', card: '9s' },
      { type: 'play', card: 'Js' },
      { type: 'play', card: 'Ac' },
    );
    expect(s.round.trump).toBeNull();
    expect(s.round.leader).toBe(1);
  });
  it('Du musst die ausgespielte Farbe bedienen', () => {
    const s = act(toPlay(), 0, { type: 'play', card: 'Kd' });
    const why = engine.explain(s, 1, { type: 'play', card: 'As' });
    expect(why?.code).toBe('KRAKAU_MUST_FOLLOW');
    expect(why?.de).toBe('Du musst Karo bedienen – du hast noch 9♦.');
    expect(engine.legalActions(s, 1).map((a) => (a.type === 'play' ? a.card : ''))).toEqual([
      '9d',
      'Qd',
      'Jd',
    ]);
  });
  it('und dabei höher gehen, wenn du kannst („you must beat the Q♥ with your K♥“)', () => {
    const rule = playRule(std, ['Kh', '9h', 'As'], lead('Qh'), null);
    expect(rule.allowed).toEqual(['Kh']);
    const s = run(toPlay(), { type: 'play', card: 'Kd' }, { type: 'play', card: 'Qd' });
    const why = engine.explain(s, 2, { type: 'play', card: '9c' });
    expect(why?.code).toBe('KRAKAU_MUST_BEAT');
    expect(why?.de).toBe('Du musst die K♦ überstechen, z. B. mit deiner A♦.');
    expect(why?.en).toBe('You must beat the K♦, e.g. with your A♦.');
  });
  it('Überstechen ist eine Hausregel: ohne sie genügt Bedienen', () => {
    const rule = playRule(parseConfig({ players: 3, mustBeat: false }), ['Kh', '9h', 'As'], lead('Qh'), null);
    expect(rule.allowed).toEqual(['Kh', '9h']);
  });
  it('Hast du die Farbe nicht, musst du trumpfen (sobald es einen Trumpf gibt)', () => {
    expect(playRule(std, ['Ts', 'Ac'], lead('Qh'), 's').allowed).toEqual(['Ts']);
    expect(playRule(std, ['Ts', 'Ac'], lead('Qh'), null).allowed).toEqual(['Ts', 'Ac']);
    const why = playRule(std, ['Ts', 'Ac'], lead('Qh'), 's').why;
    expect(why?.kind).toBe('trump');
  });
  it('Trumpfen ist eine Hausregel: ohne sie darf man abwerfen', () => {
    expect(
      playRule(parseConfig({ players: 3, mustTrump: false }), ['Ts', 'Ac'], lead('Qh'), 's').allowed,
    ).toEqual(['Ts', 'Ac']);
  });
  it('Die Karten, die du legen darfst, stehen hell; bei einer anderen steht, warum sie nicht geht', () => {
    const s = act(toPlay(), 0, { type: 'play', card: 'Kd' });
    expect(engine.explain(s, 1, { type: 'play', card: 'Jd' })).toBeNull();
    expect(() => act(s, 1, { type: 'play', card: 'As' })).toThrow(/KRAKAU_MUST_FOLLOW/);
    expect(engine.explain(s, 1, { type: 'play', card: 'Ah' })?.code).toBe('KRAKAU_NOT_IN_HAND');
  });
});

describe('Melden – „Melduję!“', () => {
  it('Hast du König und Dame derselben Farbe und bist am Ausspielen, kannst du melden', () => {
    const legal = engine.legalActions(toPlay(), 0);
    expect(legal).toContainEqual({ type: 'play', card: 'Kh', meld: true });
    expect(legal).toContainEqual({ type: 'play', card: 'Qh', meld: true });
    expect(legal).not.toContainEqual({ type: 'play', card: 'Kd', meld: true });
    expect(engine.explain(toPlay(), 0, { type: 'play', card: 'Kd', meld: true })?.code).toBe(
      'KRAKAU_MELD_NO_PAIR',
    );
  });
  it('Du spielst den König oder die Dame aus und bekommst sofort die Punkte', () => {
    const applied = engine.apply(toPlay(), 0, { type: 'play', card: 'Qh', meld: true });
    expect(applied.events).toContainEqual({ type: 'marriage', seat: 0, suit: 'h', points: 100 });
    const v = engine.view(applied.state, 1);
    expect(v.marriagePoints).toEqual([100, 0, 0]);
    expect(v.declarerHas).toBe(100);
    expect(v.declarerNeeds).toBe(0);
  });
  it('Herz 100, Karo 80, Kreuz 60, Pik 40', () => {
    expect(MARRIAGE_POINTS).toEqual({ h: 100, d: 80, c: 60, s: 40 });
  });
  it('Die gemeldete Farbe wird sofort Trumpf – schon für diesen Stich – und bleibt es bis zur nächsten Meldung', () => {
    let s = act(toPlay(), 0, { type: 'play', card: 'Kh', meld: true });
    expect(s.round.trump).toBe('h');
    s = run(s, { type: 'play', card: '9d' }, { type: 'play', card: '9c' });
    expect(s.round.leader).toBe(0);
    s = run(s, { type: 'play', card: '9s' }, { type: 'play', card: 'As' }, { type: 'play', card: 'Ac' });
    expect(s.round.trump).toBe('h');
    s = act(s, 1, { type: 'play', card: 'Ks', meld: true });
    expect(s.round.trump).toBe('s');
    expect(s.round.marriages.map((m) => m.suit)).toEqual(['h', 's']);
  });
  it('Melden darfst du schon im ersten Stich, aber nur beim Ausspielen', () => {
    const s = act(toPlay(), 0, { type: 'play', card: '9s' });
    expect(engine.explain(s, 1, { type: 'play', card: 'Ks', meld: true })?.code).toBe('KRAKAU_MELD_NOT_LEAD');
  });
});
