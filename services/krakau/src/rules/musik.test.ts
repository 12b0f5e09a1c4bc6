import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, HANDS3, run, start, toPlay, withScores } from './fixtures.test-util.js';

const afterBidding = (input = {}) => run(start(input), { type: 'pass' }, { type: 'pass' });

describe('Musik aufnehmen, abgeben, Spiel ansagen', () => {
  it('Der Musik wird aufgedeckt – alle sehen ihn (Hausregel „Musik zeigen“)', () => {
    const s = start();
    const applied = engine.apply(act(s, 1, { type: 'pass' }), 2, { type: 'pass' });
    const shown = applied.events.find((e) => e.type === 'musikShown');
    expect(shown).toMatchObject({ cards: HANDS3.musik });
    expect(shown?.to).toBeUndefined();
    expect(engine.view(applied.state, 1).musik).toEqual(HANDS3.musik);
    expect(engine.view(applied.state, null).musik).toEqual(HANDS3.musik);
  });
  it('Musik zeigen abgeschaltet: nur der Spielende sieht den Musik', () => {
    const s = afterBidding({ showMusik: false });
    expect(engine.view(s, 1).musik).toBeNull();
    expect(engine.view(s, 0).musik).toEqual(HANDS3.musik);
  });
  it('der Spielende nimmt ihn auf. Er hat jetzt 10 Karten', () => {
    const s = afterBidding();
    expect(s.round.hands[0]).toHaveLength(10);
    expect(s.phase).toEqual({ kind: 'give', seat: 0, picks: [] });
  });
  it('Dann gibt er jedem Gegner eine Karte verdeckt ab – in zwei Schritten, umentscheiden, erst Fertig schickt ab', () => {
    let s = afterBidding();
    expect(engine.explain(s, 0, { type: 'done' })?.code).toBe('KRAKAU_GIVE_INCOMPLETE');
    s = act(s, 0, { type: 'give', card: 'Jd', to: 1 });
    s = act(s, 0, { type: 'give', card: 'Th', to: 1 }); // umentscheiden: Th replaces Jd for seat 1
    s = act(s, 0, { type: 'give', card: 'Jd', to: 2 });
    s = act(s, 0, { type: 'takeBack', card: 'Jd' }); // nochmal antippen nimmt sie zurück
    expect(engine.view(s, 0).phase.picks).toEqual([{ card: 'Th', to: 1 }]);
    expect(engine.view(s, 1).phase.picks).toEqual([]);
    s = act(s, 0, { type: 'give', card: '9c', to: 2 });
    const sent = engine.apply(s, 0, { type: 'done' });
    expect(sent.state.round.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(engine.view(sent.state, 1).received).toBe('Th');
    expect(engine.view(sent.state, 2).received).toBe('9c');
    expect(JSON.stringify(engine.view(sent.state, 2))).not.toContain('"Th"');
    const received = sent.events.filter((e) => e.type === 'received');
    expect(received.map((e) => e.to)).toEqual([[1], [2]]);
  });
  it('Abgeben nur an einen Gegner und nur Karten aus der Hand', () => {
    const s = afterBidding();
    expect(engine.explain(s, 0, { type: 'give', card: 'Jd', to: 0 })?.code).toBe('KRAKAU_BAD_RECIPIENT');
    expect(engine.explain(s, 0, { type: 'give', card: 'As', to: 1 })?.code).toBe('KRAKAU_NOT_IN_HAND');
    expect(engine.explain(s, 0, { type: 'give', card: 'Jd', to: -1 })?.code).toBe('KRAKAU_BAD_RECIPIENT');
    expect(engine.explain(s, 0, { type: 'discard', card: 'Jd' })?.code).toBe('KRAKAU_GIVE_NOT_DISCARD');
  });
  it('Zum Schluss sagt er sein Spiel an: mindestens sein Gebot, er darf erhöhen (gleiche Grenze wie beim Reizen)', () => {
    const s = run(
      afterBidding(),
      { type: 'give', card: 'Jd', to: 1 },
      { type: 'give', card: '9c', to: 2 },
      { type: 'done' },
    );
    const legal = engine.legalActions(s, 0);
    expect(legal[0]).toEqual({ type: 'declare', value: 100 });
    expect(legal.at(-1)).toEqual({ type: 'declare', value: 220 });
    expect(engine.explain(s, 0, { type: 'declare', value: 90 })?.code).toBe('KRAKAU_GAME_TOO_LOW');
    expect(engine.explain(s, 0, { type: 'declare', value: 105 })?.code).toBe('KRAKAU_GAME_STEP');
    expect(engine.explain(s, 0, { type: 'declare', value: 230 })?.code).toBe('KRAKAU_BID_LIMIT');
    expect(act(s, 0, { type: 'declare', value: 150 }).round.game).toBe(150);
  });
  it('Über 120 darfst du nur reizen, wenn du eine Meldung hast – abgeschaltet: zu dritt ansagen bis 400', () => {
    const s = run(
      afterBidding({ marriageLimit: false }),
      { type: 'give', card: 'Jd', to: 1 },
      { type: 'give', card: '9c', to: 2 },
      { type: 'done' },
    );
    expect(engine.legalActions(s, 0).at(-1)).toEqual({ type: 'declare', value: 400 });
    const why = engine.explain(s, 0, { type: 'declare', value: 410 });
    expect(why?.code).toBe('KRAKAU_BID_MAX');
    expect(why?.de).not.toMatch(/Meldungen reizen|Über 120/);
    expect(act(s, 0, { type: 'declare', value: 400 }).round.game).toBe(400);
  });
  it('nochmal antippen nimmt sie zurück: dieselbe Wahl ein zweites Mal wird abgelehnt', () => {
    const s = act(afterBidding(), 0, { type: 'give', card: 'Jd', to: 1 });
    expect(engine.explain(s, 0, { type: 'give', card: 'Jd', to: 1 })?.code).toBe('KRAKAU_ALREADY_PICKED');
    expect(engine.legalActions(s, 0)).not.toContainEqual({ type: 'give', card: 'Jd', to: 1 });
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'give', card: 'Jd', to: 2 });
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'takeBack', card: 'Jd' });
  });
  it('Bomba: vor dem Abgeben aufgeben – er verliert nichts, jeder Gegner bekommt 60 Punkte', () => {
    const applied = engine.apply(afterBidding(), 0, { type: 'bomba' });
    expect(applied.state.scores).toEqual([0, 60, 60]);
    expect(applied.events[0]).toEqual({ type: 'bomba', seat: 0 });
    expect(applied.state.stats[0]?.bombas).toBe(1);
  });
  it('Bomba: wie oft je Partie stellst du ein (Standard einmal)', () => {
    const s = { ...afterBidding(), bombasUsed: [1, 0, 0] };
    expect(engine.legalActions(s, 0).some((a) => a.type === 'bomba')).toBe(false);
    expect(engine.explain(s, 0, { type: 'bomba' })?.code).toBe('KRAKAU_BOMBA_NONE_LEFT');
    const two = { ...afterBidding({ bombas: 2 }), bombasUsed: [1, 0, 0] };
    expect(engine.explain(two, 0, { type: 'bomba' })).toBeNull();
    expect(engine.explain(afterBidding({ bombas: 0 }), 0, { type: 'bomba' })?.code).toBe('KRAKAU_BOMBA_OFF');
  });
  it('Bomba nur vor dem Abgeben', () => {
    expect(engine.explain(toPlay(), 0, { type: 'bomba' })?.code).toBe('KRAKAU_WRONG_PHASE');
  });
  it('Auf dem Fass gibt es keine Bomba, bei der Sperre (800/900) schon', () => {
    const s = afterBidding();
    expect(engine.explain(withScores(s, [880, 0, 0], [3, 0, 0]), 0, { type: 'bomba' })?.code).toBe(
      'KRAKAU_BOMBA_BARREL',
    );
    expect(engine.explain(withScores(s, [850, 0, 0]), 0, { type: 'bomba' })).toBeNull();
  });
});
