import { Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { DAILY_DEALS, dailyDeals } from '../daily.js';
import { game } from '../game.js';
import { randomChoice } from '../random-player.js';
import type { KrakauAction } from './actions.js';
import { DECK } from './cards.js';
import { dailyConfig, parseConfig } from './config.js';
import { engine } from './engine.js';
import type { KrakauEvent } from './events.js';
import { act, DEAL3, finishWith, run, start, toPlay, withScores } from './fixtures.test-util.js';
import { cardPointsOf } from './scoring.js';

const ACES_IN_MUSIK = [
  'Kh',
  'Qh',
  'Kd',
  'Th',
  '9s',
  '9c',
  'Jd',
  'Jh',
  'Ts',
  'Ks',
  'Qs',
  'Js',
  '9d',
  'Qd',
].concat(['Ac', 'Tc', 'Kc', 'Qc', 'Jc', 'Ad', 'Td'], ['Ah', 'As', '9h']);

describe('Varianten: zu zweit', () => {
  const two = () => engine.setup(parseConfig({ players: 2, deck: [DEAL3] }), 'x');
  it('Zu zweit: je 10 Karten und zwei Musiks zu je 2 Karten', () => {
    const s = two();
    expect(s.round.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(s.round.musiks).toEqual([
      ['Td', 'Kd'],
      ['Jh', '9h'],
    ]);
    expect(engine.view(s, 0).musikSizes).toEqual([2, 2]);
  });
  it('Der Spielende wählt einen Musik, nimmt ihn auf und legt 2 Karten ab', () => {
    let s = run(two(), { type: 'pass' });
    expect(s.phase).toEqual({ kind: 'chooseMusik', seat: 0 });
    expect(engine.explain(s, 0, { type: 'takeMusik', musik: 2 })?.code).toBe('KRAKAU_NO_MUSIK');
    s = act(s, 0, { type: 'takeMusik', musik: 0 });
    expect(s.round.hands[0]).toHaveLength(12);
    expect(engine.view(s, 1).musik).toEqual(['Td', 'Kd']);
    expect(engine.view(s, 1).musikSizes).toEqual([0, 2]);
    expect(engine.explain(s, 0, { type: 'give', card: 'Td', to: 1 })?.code).toBe('KRAKAU_DISCARD_NOT_GIVE');
    s = act(s, 0, { type: 'discard', card: 'Td' });
    expect(engine.explain(s, 0, { type: 'discard', card: 'Td' })?.code).toBe('KRAKAU_ALREADY_PICKED');
    s = act(s, 0, { type: 'discard', card: 'Kd' });
    expect(engine.legalActions(s, 0).some((a) => a.type === 'discard')).toBe(false);
    expect(engine.explain(s, 0, { type: 'discard', card: 'Ah' })?.code).toBe('KRAKAU_DISCARD_FULL');
    const sent = engine.apply(s, 0, { type: 'done' });
    expect(sent.state.round.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(sent.events.find((e) => e.type === 'discarded')?.to).toEqual([0]);
  });
  it('deren Augen zählen für ihn; der andere Musik zählt für niemanden', () => {
    let s = run(two(), { type: 'pass' }, { type: 'takeMusik', musik: 0 });
    s = run(s, { type: 'discard', card: 'Td' }, { type: 'discard', card: 'Kd' }, { type: 'done' });
    expect(cardPointsOf(s.round, 0)).toBe(14);
    expect(engine.view(s, 1).declarerHas).toBe(0);
    expect(engine.view(s, 0).declarerHas).toBe(14);
    const v1 = JSON.stringify(engine.view(s, 1));
    for (const hidden of DEAL3.slice(22)) expect(v1).not.toContain(`"${hidden}"`);
  });
});

describe('Varianten: zu viert', () => {
  it('Zu viert: Der Geber setzt jedes Spiel aus', () => {
    const s = engine.setup(parseConfig({ players: 4, deck: [ACES_IN_MUSIK] }), 'x');
    expect(s.round.dealer).toBe(3);
    expect(s.round.active).toEqual([0, 1, 2]);
    expect(s.round.hands[3]).toEqual([]);
  });
  it('und bekommt 50 Punkte je Ass im Musik', () => {
    let s = engine.setup(parseConfig({ players: 4, deck: [ACES_IN_MUSIK] }), 'x');
    s = run(
      s,
      { type: 'pass' },
      { type: 'pass' },
      { type: 'give', card: 'Jd', to: 1 },
      { type: 'give', card: '9c', to: 2 },
    );
    s = run(s, { type: 'done' }, { type: 'declare', value: 100 });
    const done = finishWith(s, [100, 10, 10, 0]);
    expect(done.state.scores).toEqual([100, 10, 10, 100]);
    expect(done.state.round.dealer).toBe(0);
  });
});

describe('Hausregeln', () => {
  it('Alle Hausregeln stellt der Eröffner ein – mit den Standards des Regeltexts', () => {
    expect(parseConfig({ players: 3 })).toEqual({
      players: 3,
      target: 1000,
      lockAt: 800,
      barrel: true,
      mustBeat: true,
      mustTrump: true,
      marriageLimit: true,
      showMusik: true,
      bombas: 1,
      fourNines: true,
    });
  });
  it('ungültige Einstellungen: COMMON_BAD_CONFIG', () => {
    for (const bad of [
      { players: 5 },
      { players: 3, bombas: -1 },
      { players: 3, deck: [['Ah']] },
      { players: 3, x: 1 },
      null,
    ]) {
      expect(() => parseConfig(bad)).toThrow(/COMMON_BAD_CONFIG/);
    }
  });
});

describe('Tagesblatt', () => {
  const daily = dailyConfig([DEAL3, [...DEAL3].reverse()]);
  it('zu dritt bis 500, mit den Standardregeln', () => {
    expect(daily).toMatchObject({ players: 3, target: 500, lockAt: 400, barrel: true, mustBeat: true });
  });
  it('Alle Spieler bekommen an diesem Tag Spiel für Spiel dieselben Karten', () => {
    const a = engine.setup(daily, 'anna');
    const b = engine.setup(daily, 'bert');
    expect(a.round.hands).toEqual(b.round.hands);
    const a2 = run(a, { type: 'pass' }, { type: 'pass' }, { type: 'bomba' });
    const b2 = run(b, { type: 'pass' }, { type: 'pass' }, { type: 'bomba' });
    expect(a2.round.hands).toEqual(b2.round.hands);
    expect(a2.round.hands[1]).toEqual([...DEAL3].reverse().slice(0, 7));
  });
  it('the day’s deals come from the server’s seed: 60 whole decks, the same for the same seed, parsed as dailyConfig', () => {
    const deals = dailyDeals('s1');
    expect(deals.length).toBe(DAILY_DEALS);
    for (const d of deals) expect([...d].sort()).toEqual([...DECK].sort());
    expect(dailyDeals('s1')).toEqual(deals);
    expect(dailyDeals('s2')[0]).not.toEqual(deals[0]);
    const table = game.daily?.config('s1', '2026-12-03', 1);
    expect(parseConfig(table)).toEqual(dailyConfig(deals, '2026-12-03'));
    expect(game.daily).toMatchObject({ name: 'Tagesblatt', computers: 2, level: 'strong' });
    // The seat's view names the day and that the deals are fixed, never the deals.
    const v = engine.view(engine.setup(parseConfig(table), 'x'), 0);
    expect(v.rules).toMatchObject({ daily: '2026-12-03', fixedDeals: true });
    expect(JSON.stringify(v)).not.toContain('deck');
    expect(() => parseConfig({ players: 3, daily: '3.12.2026' })).toThrow(/COMMON_BAD_CONFIG/);
  });
  it('außer nach „neu geben“ wegen vier Neunen', () => {
    const nines = ['9h', '9d', '9c', '9s', ...DEAL3.filter((c) => c[0] !== '9')];
    const cfg = dailyConfig([nines]);
    const a = act(engine.setup(cfg, 'anna'), 0, { type: 'redeal' });
    const b = act(engine.setup(cfg, 'bert'), 0, { type: 'redeal' });
    expect(a.round.hands).not.toEqual(b.round.hands);
  });
});

describe('Bestenliste', () => {
  it('gewonnene Punkte jedes Spiels geteilt durch 10, verlorene ziehen nichts ab, Platzbonus 30 / 15 / 5', () => {
    const lost = finishWith(toPlay(), [50, 40, 30]).state;
    expect(lost.scores).toEqual([-100, 40, 30]);
    const won = finishWith(withScores(toPlay(), [950, 0, 0]), [100, 20, 0]).state;
    const out = engine.outcome(won);
    expect(out?.leaderboardPoints).toEqual([10 + 30, 2 + 15, 0 + 5]);
  });
  it('die Punkte jedes Spiels gehen Spiel für Spiel in die Bestenliste (gameScored), der Platzbonus mit dem letzten', () => {
    // A lost game: the declarer's −100 books nothing, the opponents their points / 10.
    const lost = finishWith(toPlay(), [50, 40, 30]).events.find((e) => e.type === 'gameScored');
    expect(lost).toMatchObject({ points: [0, 4, 3] });
    // The match's last game: its points plus the place bonus.
    const last = finishWith(withScores(toPlay(), [950, 0, 0]), [100, 20, 0]);
    expect(last.events.find((e) => e.type === 'gameScored')).toMatchObject({
      points: [10 + 30, 2 + 15, 0 + 5],
    });
    // A whole random match: the games' bookings add up to the outcome's leaderboard points.
    let s = engine.setup(parseConfig({ players: 3, target: 500 }), 'lb-per-game');
    const rng = Rng.fromSeed('lb-per-game');
    const booked = [0, 0, 0];
    let games = 0;
    for (let k = 0; s.phase.kind !== 'over'; k++) {
      expect(k).toBeLessThan(20_000);
      const seat = engine.toAct(s)[0] as number;
      const action = randomChoice(s, seat, engine.legalActions(s, seat), rng) as KrakauAction;
      const step = engine.apply(s, seat, action);
      for (const e of step.events as KrakauEvent[])
        if (e.type === 'gameScored') {
          games++;
          e.points.forEach((p, i) => {
            expect(Number.isInteger(p) && p >= 0).toBe(true);
            booked[i] = (booked[i] as number) + p;
          });
        }
      s = step.state;
    }
    expect(games).toBeGreaterThan(1);
    expect(booked).toEqual(engine.outcome(s)?.leaderboardPoints);
    expect(game.leaderboardPerRound).toBe('gameScored');
  });
  it('Bilanz: Siege, Reizquote, geschaffte Spiele, Meldungen, Bomben, bestes Spiel', () => {
    const s = finishWith(
      withScores(toPlay({}, 150), [950, 0, 0]),
      [60, 40, 20],
      [{ seat: 0, suit: 'h', points: 100 }],
    ).state;
    expect(engine.outcome(s)?.details?.stats).toEqual([
      {
        wonMatch: true,
        gamesPlayed: 1,
        timesDeclarer: 1,
        gamesMade: 1,
        marriages: 1,
        bombas: 0,
        bestGame: 150,
      },
      {
        wonMatch: false,
        gamesPlayed: 1,
        timesDeclarer: 0,
        gamesMade: 0,
        marriages: 0,
        bombas: 0,
        bestGame: 0,
      },
      {
        wonMatch: false,
        gamesPlayed: 1,
        timesDeclarer: 0,
        gamesMade: 0,
        marriages: 0,
        bombas: 0,
        bestGame: 0,
      },
    ]);
  });
  it('Reizquote „wie oft du selbst gespielt hast“: zu viert zählen nur die Spiele, in denen du mitspielst', () => {
    // A whole random four-player match: the dealer sits each game out, so a seat played in fewer
    // games than were dealt, and the Reizquote's base is those games (issue 38.22).
    let s = engine.setup(parseConfig({ players: 4, target: 500 }), 'reizquote-4');
    const rng = Rng.fromSeed('reizquote-4');
    for (let k = 0; s.phase.kind !== 'over'; k++) {
      expect(k).toBeLessThan(20_000);
      const seat = engine.toAct(s)[0] as number;
      s = engine.apply(
        s,
        seat,
        randomChoice(s, seat, engine.legalActions(s, seat), rng) as KrakauAction,
      ).state;
    }
    const stats = engine.outcome(s)?.details?.stats as { gamesPlayed: number; timesDeclarer: number }[];
    expect(s.history.length).toBeGreaterThan(3);
    stats.forEach((st, seat) => {
      expect(st.gamesPlayed).toBe(s.history.filter((g) => g.dealer !== seat).length);
      expect(st.gamesPlayed).toBeLessThan(s.history.length);
      expect(st.timesDeclarer).toBeLessThanOrEqual(st.gamesPlayed);
    });
  });
  it('Uhr: der Computer passt bzw. legt eine Karte – melden oder reizen tut er nie', () => {
    expect(engine.defaultAction(start(), 1)).toEqual({ type: 'pass' });
    const d = engine.defaultAction(toPlay(), 0);
    expect(d).toMatchObject({ type: 'play', card: '9s' });
    expect(d).not.toHaveProperty('meld');
    expect(engine.defaultAction(start(), 0)).toBeNull();
  });
  it('Uhr beim Abgeben: der Computer gibt für dich ab – eine Bomba wirft er nie', () => {
    // Seat 0 plays 100 with the musik: Kh Qh Ah Th 9s 9c Jd + Kd Jh 9h; a Bomba is allowed.
    let s = run(start(), { type: 'pass' }, { type: 'pass' });
    expect(engine.legalActions(s, 0)).toContainEqual({ type: 'bomba' });
    const taken: KrakauAction[] = [];
    while (s.phase.kind === 'give') {
      const d = engine.defaultAction(s, 0);
      expect(d, JSON.stringify(s.phase)).not.toBeNull();
      taken.push(d as KrakauAction);
      s = act(s, 0, d as KrakauAction);
      expect(taken.length).toBeLessThanOrEqual(3);
    }
    expect(taken.map((a) => a.type)).toEqual(['give', 'give', 'done']);
    expect(s.phase.kind).toBe('declare');
    // The cheapest cards go; the heart marriage stays in the hand.
    expect(s.round.hands[0]).toEqual(expect.arrayContaining(['Kh', 'Qh']));
    expect(s.round.hands[0]).toHaveLength(8);
    // Zu zweit: two cards laid away the same way.
    let two = run(engine.setup(parseConfig({ players: 2, deck: [DEAL3] }), 'x'), { type: 'pass' });
    two = act(two, 0, { type: 'takeMusik', musik: 0 });
    const laid: string[] = [];
    while (two.phase.kind === 'give') {
      const d = engine.defaultAction(two, 0) as KrakauAction;
      expect(d?.type).not.toBe('bomba');
      laid.push(d.type);
      two = act(two, 0, d);
    }
    expect(laid).toEqual(['discard', 'discard', 'done']);
  });
});
