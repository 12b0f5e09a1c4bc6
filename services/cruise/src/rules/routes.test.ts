import { describe, expect, it } from 'vitest';
import type { CruiseAction, SeatAction } from './actions.js';
import { engine } from './engine.js';
import { type PositionSpec, position } from './fixtures.test-util.js';
import { EVENT_IDS, EVENTS, type EventId } from './route-events.js';
import { ROUTES } from './routes.js';
import type { CruiseState } from './state.js';

const seat = (...pairs: [string, string][]): SeatAction => ({
  type: 'seat',
  seats: pairs.map(([tile, chair]) => ({ tile, chair })),
});
const play = (s: CruiseState, a: CruiseAction, who = 0) => engine.apply(s, who, a);
const code = (s: CruiseState, a: CruiseAction, who = 0) => engine.explain(s, who, a)?.code ?? null;
const elsewhere = { C14: 'Cm1', C17: 'Cw1' };
const hands = [
  ['Bm1', 'Bw1', 'Bm2', 'Aw1', 'Xm1'],
  ['Dm1', 'Dw1', 'Dm2', 'Dw2', 'Dm3'],
];
const pair = seat(['Bm1', 'C8'], ['Bw1', 'C10']);

/** A position two seated passengers before the station whose event is `event`. */
function beforeStation(event: EventId, spec: PositionSpec = {}): CruiseState {
  const route = ROUTES.find((r) => r.stations.slice(0, 9).includes(event));
  if (!route) throw new Error(event);
  const k = route.stations.indexOf(event);
  return position({
    hands,
    seated: elsewhere,
    ...spec,
    route: route.index,
    station: k,
    seatedCount: 6 * (k + 1) - 2,
  });
}
/** A position while `effect` holds. */
const during = (effect: EventId, spec: PositionSpec = {}) =>
  position({ hands, seated: elsewhere, route: 0, station: 1, seatedCount: 8, effect, ...spec });

describe('Kreuzfahrt-Modus: Routen', () => {
  it('Das Schiff fährt eine von zehn Routen (per Zufall); config.deck legt sie fest', () => {
    expect(ROUTES).toHaveLength(10);
    const seen = new Set(
      Array.from(
        { length: 60 },
        (_, i) => engine.setup(engine.parseConfig({ players: 2 }), `r${i}`).cruise?.route,
      ),
    );
    expect(seen.size).toBeGreaterThan(5);
    expect(engine.setup(engine.parseConfig({ players: 2, deck: { route: 7 } }), 'x').cruise?.route).toBe(7);
  });

  it('Jede Route hat fünf Glücks- und fünf Pech-Ereignisse', () => {
    for (const r of ROUTES) {
      expect(r.stations).toHaveLength(10);
      expect(r.stations.filter((e) => EVENTS[e].lucky)).toHaveLength(5);
      expect(new Set(r.stations).size).toBe(10);
    }
    expect(new Set(ROUTES.map((r) => r.stations.join()))).toHaveProperty('size', 10);
  });

  it('jedes Ereignis hat einen deutschen Namen und Routenkarten-Text und kommt auf einer Route vor', () => {
    for (const id of EVENT_IDS) {
      expect(EVENTS[id].name.length).toBeGreaterThan(3);
      expect(EVENTS[id].text).toMatch(/^(Bis zur nächsten Station|Sofort:)/);
      expect(ROUTES.some((r) => r.stations.includes(id))).toBe(true);
    }
  });

  it('Nach je 6 gesetzten Passagieren erreicht es die nächste Station – wer sie erreicht, ist der Auslöser', () => {
    const s = beforeStation('freeSeating');
    const r = play(s, pair);
    expect(r.state.cruise).toMatchObject({ station: 1, seated: 6, effect: 'freeSeating' });
    expect(r.events).toContainEqual({
      type: 'station',
      station: 1,
      event: 'freeSeating',
      trigger: 0,
      name: 'Freie Platzwahl',
    });
    const bar = play(beforeStation('freeSeating'), { type: 'bar', tile: 'Bm1' });
    expect(bar.state.cruise).toMatchObject({ station: 0, seated: 4 });
  });

  it('das nächste Ereignis siehst du immer auf der Routenkarte', () => {
    const s = beforeStation('freeSeating');
    expect(engine.view(s, 1).cruise?.nextEvent).toMatchObject({ id: 'freeSeating', name: 'Freie Platzwahl' });
    const after = play(s, pair).state;
    const next = ROUTES[0]?.stations[1];
    expect(engine.view(after, 1).cruise?.nextEvent?.id).toBe(next);
    expect(engine.view(after, 1).cruise?.effect?.id).toBe('freeSeating');
  });

  it('Was „bis zur nächsten Station“ gilt, endet an der nächsten Station', () => {
    // Route 0: station 2 is Seegang (heavy seas); Freie Platzwahl from station 1 holds until then.
    const s = position({
      hands,
      seated: elsewhere,
      route: 0,
      station: 1,
      seatedCount: 10,
      effect: 'freeSeating',
    });
    const r = play(s, pair);
    expect(r.state.cruise).toMatchObject({ station: 2, effect: 'heavySeas' });
    const instant = position({
      hands,
      seated: elsewhere,
      route: 0,
      station: 7,
      seatedCount: 46,
      effect: 'galaEvening',
    });
    expect(play(instant, pair).state.cruise).toMatchObject({ station: 8, effect: null }); // customs is instant
  });

  it('An der letzten Station bekommt der Auslöser zusätzlich +5', () => {
    const s = position({ hands, seated: elsewhere, route: 0, station: 9, seatedCount: 58 });
    const r = play(s, pair);
    expect(r.state.cruise?.station).toBe(10);
    expect(r.events).toContainEqual({ type: 'lastStation', seat: 0, points: 5 });
    // Route 0 ends with the bar rush: no points from it; 4 for the pair, 5 for the last station
    expect(r.state.scores[0]).toBe(9);
    expect(engine.view(r.state, 0).cruise?.nextEvent).toBeNull();
  });

  it('Im Modus Klassisch gibt es keine Route und keine Ereignisse', () => {
    const s = engine.setup(engine.parseConfig({ players: 2, mode: 'classic' }), 'c');
    expect(s.cruise).toBeNull();
    const c = position({ mode: 'classic', hands, seated: elsewhere });
    const r = play(c, pair);
    expect(r.state.cruise).toBeNull();
    expect(r.events.some((e) => e.type === 'station')).toBe(false);
    expect(engine.view(r.state, 0).cruise).toBeNull();
  });
});

describe('Kreuzfahrt-Modus: die Ereignisse', () => {
  it('Freie Platzwahl: bis zur nächsten Station bis zu drei Passagiere in einem Zug', () => {
    const three = seat(['Bm1', 'C8'], ['Bw1', 'C10'], ['Bm2', 'C9']);
    expect(code(during('freeSeating'), three)).toBeNull();
    expect(code(position({ hands, seated: elsewhere }), three)).toBe('CRUISE_SEAT_COUNT');
    expect(engine.legalActions(during('freeSeating'), 0)).toContainEqual(three);
    expect(engine.view(during('freeSeating'), 0).maxSeats).toBe(3);
  });

  it('Kapitänsdinner: Punkte an Tischen zählen doppelt', () => {
    expect(play(during('captainsDinner'), pair).state.scores[0]).toBe(8);
  });

  it('Happy Hour: Minus-Hocker bringen 0, Plus-Hocker bleiben', () => {
    const bar = ['Km1', 'Km2', 'Km3', 'Km4', 'Kw1'];
    expect(play(during('happyHour', { bar }), { type: 'bar', tile: 'Bm1' }).state.scores[0]).toBe(0);
    expect(play(during('happyHour'), { type: 'bar', tile: 'Bm1' }).state.scores[0]).toBe(1);
    expect(
      play(during(null as unknown as EventId, { bar }), { type: 'bar', tile: 'Bm1' }).state.scores[0],
    ).toBe(-2);
  });

  it('Galaabend: jeder reine Tisch bringt seinem Füller 10 Extrapunkte', () => {
    const seated = { ...elsewhere, C8: 'Bm3', C10: 'Bw3', C9: 'Bm4' };
    const a: CruiseAction = { ...seat(['Bw1', 'C6']), pure: 'draw' };
    expect(play(during('galaEvening', { seated }), a).state.scores[0]).toBe(18);
    expect(play(during('storm', { seated }), a).state.scores[0]).toBe(4);
  });

  it('Tisch für eins: ein einzelner Passagier darf allein an einen leeren Tisch (ohne Punkte)', () => {
    const single = seat(['Bm1', 'C8']);
    expect(code(position({ hands, seated: elsewhere }), single)).toBe('CRUISE_ALONE');
    const r = play(during('tableForOne'), single);
    expect(r.state.scores[0]).toBe(0);
    expect(code(during('tableForOne'), seat(['Bm1', 'C8'], ['Aw1', 'C5']))).toBe('CRUISE_ALONE');
  });

  it('Bonus vom Zahlmeister: 3 Punkte je reinem Tisch des Auslösers, mindestens 3', () => {
    expect(play(beforeStation('pursersBonus'), pair).state.scores[0]).toBe(4 + 3);
    const s = { ...beforeStation('pursersBonus'), pureTables: [['T1', 'T5'], []] };
    expect(play(s, pair).state.scores[0]).toBe(4 + 6);
  });

  it('Seegang: nur ein Passagier je Zug', () => {
    expect(code(during('heavySeas'), pair)).toBe('CRUISE_SEAT_COUNT');
    const s = during('heavySeas', { seated: { ...elsewhere, C8: 'Bm3' } });
    expect(code(s, seat(['Bw1', 'C10']))).toBeNull();
    expect(engine.legalActions(s, 0).every((a) => a.type !== 'seat' || a.seats.length === 1)).toBe(true);
  });

  it('Bar geschlossen: niemand darf an die Pianobar', () => {
    expect(code(during('barClosed'), { type: 'bar', tile: 'Bm1' })).toBe('CRUISE_BAR_CLOSED');
    expect(engine.legalActions(during('barClosed'), 0).some((a) => a.type === 'bar')).toBe(false);
    expect(engine.view(during('barClosed'), 0).barOpen).toBe(false);
  });

  it('Sturmwarnung: Punkte an Tischen zählen nur halb (abgerundet)', () => {
    expect(play(during('storm'), pair).state.scores[0]).toBe(2);
    const s = during('storm', { seated: { ...elsewhere, C8: 'Bm3', C10: 'Bw3' } });
    expect(play(s, seat(['Bm1', 'C9'])).state.scores[0]).toBe(1); // 3 → 1
  });

  it('Zollkontrolle: der Auslöser verliert 2 je Passagier auf der Hand, 4 je Direktor', () => {
    // after seating the pair: Bm2, Aw1 (2 each) and Xm1 (4) are left
    expect(play(beforeStation('customs'), pair).state.scores[0]).toBe(4 - 8);
  });

  it('Ansturm auf die Bar: die nächsten zwei Passagiere aus dem Beutel (keine Direktoren) besetzen die Barhocker', () => {
    const s = beforeStation('barRush', {
      hands: [['Bm1', 'Bw1'], ['Dm1']],
      bagTop: ['Xw1', 'Lm1', 'Lw1', 'Lm2'],
    });
    const r = play(s, pair);
    expect(r.state.bar).toEqual(['Lm1', 'Lw1']);
    expect(r.state.bag.slice(0, 2)).toEqual(['Xw1', 'Lm2']);
    expect(r.state.scores).toEqual([4, 0]);
  });

  it('Gepäckbeschränkung: jeder zieht nur bis Handgröße −1 nach (eine 1 bleibt 1)', () => {
    const moved = play(during('luggageLimit'), pair).state;
    expect(play(moved, { type: 'draw' }).state.hands[0]).toHaveLength(4);
    const one = during('luggageLimit', { hands: [['Bm1', 'Bw1'], ['Dm1']], handSize: [1, 5] });
    expect(engine.view(one, 0).drawTarget).toBe(1);
  });
});
