import { describe, expect, it } from 'vitest';
import { CARD_POINTS, DECK, RANKS, SUITS, sumPoints } from './cards.js';
import { engine } from './engine.js';
import { act, DEAL3, HANDS3, run, start } from './fixtures.test-util.js';
import { winningCard } from './trick.js';

describe('Die Karten', () => {
  it('Gespielt wird mit 24 Karten: in jeder Farbe Ass, Zehn, König, Dame, Bube und Neun', () => {
    expect(DECK).toHaveLength(24);
    expect(new Set(DECK).size).toBe(24);
    for (const s of SUITS) for (const r of RANKS) expect(DECK).toContain(`${r}${s}`);
  });
  it('Die Rangfolge ist gleichzeitig der Wert: A 11, 10 10, K 4, D 3, B 2, 9 0', () => {
    expect(CARD_POINTS).toEqual({ A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 });
  });
  it('Die Zehn ist also höher als der König', () => {
    const trick = [
      { seat: 0, card: 'Kh' },
      { seat: 1, card: 'Th' },
    ];
    expect(winningCard(trick, null).seat).toBe(1);
  });
  it('Zusammen sind 120 Augen im Spiel', () => {
    expect(sumPoints(DECK)).toBe(120);
  });
});

describe('Geben und der Musik', () => {
  it('Zu dritt bekommt jeder 7 Karten, die übrigen 3 sind der Musik', () => {
    const s = start();
    expect(s.round.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(s.round.musiks).toEqual([HANDS3.musik]);
    expect(engine.view(s, 1).musikSizes).toEqual([3]);
  });
  it('Der Geber wechselt jedes Spiel reihum', () => {
    let s = start();
    expect(s.round.dealer).toBe(2);
    s = run(s, { type: 'pass' }, { type: 'pass' }, { type: 'bomba' });
    expect(s.round.dealer).toBe(0);
    expect(s.round.bids[0]).toEqual({ seat: 1, bid: 100 });
  });
  const nines = [
    '9h',
    '9d',
    '9c',
    '9s',
    'Ah',
    'Th',
    'Kh',
    ...DEAL3.filter((c) => !['9h', '9d', '9c', '9s', 'Ah', 'Th', 'Kh'].includes(c)),
  ];
  it('Hat jemand alle vier Neunen, wird er vor dem ersten Gebot gefragt – auch die Vorhand', () => {
    const s = start({}, nines);
    expect(s.phase).toEqual({ kind: 'fourNines', seat: 0 });
    expect(engine.legalActions(s, 0)).toEqual([{ type: 'redeal' }, { type: 'keep' }]);
  });
  it('vier Neunen: neu geben lassen gibt neue Karten, behalten öffnet das Reizen', () => {
    const s = start({}, nines);
    const redealt = act(s, 0, { type: 'redeal' });
    expect(redealt.round.dealer).toBe(2);
    expect(redealt.round.hands[0]).not.toEqual(s.round.hands[0]);
    const kept = act(s, 0, { type: 'keep' });
    expect(kept.phase).toEqual({ kind: 'bidding', seat: 1, passed: [] });
  });
  it('vier Neunen: danach geht es nicht mehr', () => {
    const kept = act(start({}, nines), 0, { type: 'keep' });
    expect(engine.explain(kept, 1, { type: 'redeal' })).toMatchObject({
      code: 'KRAKAU_WRONG_PHASE',
      de: 'Das geht gerade nicht – jetzt ist das Reizen dran.',
      en: 'You cannot do that now – the game is at the bidding.',
    });
    // A seat that is not to act hears that first.
    expect(engine.explain(kept, 2, { type: 'redeal' })?.code).toBe('COMMON_NOT_YOUR_TURN');
  });
  it('vier Neunen ist eine Hausregel, in der Lobby abschaltbar', () => {
    expect(start({ fourNines: false }, nines).phase.kind).toBe('bidding');
  });
});

describe('Reizen', () => {
  it('Der Spieler links vom Geber hat automatisch 100 geboten (Pflichtgebot)', () => {
    const s = start();
    expect(s.round.bids).toEqual([{ seat: 0, bid: 100 }]);
    expect(engine.toAct(s)).toEqual([1]);
  });
  it('Danach bietet reihum jeder mehr – immer in Zehnerschritten – oder passt', () => {
    const s = start();
    expect(engine.explain(s, 1, { type: 'bid', value: 105 })?.code).toBe('KRAKAU_BID_STEP');
    expect(engine.explain(s, 1, { type: 'bid', value: 100 })?.code).toBe('KRAKAU_BID_STEP');
    const s2 = act(s, 1, { type: 'bid', value: 110 });
    expect(engine.toAct(s2)).toEqual([2]);
    expect(engine.legalActions(s2, 2)[0]).toEqual({ type: 'bid', value: 120 });
  });
  it('Wer passt, ist für dieses Spiel raus', () => {
    const s = run(start(), { type: 'pass' }, { type: 'bid', value: 110 }, { type: 'bid', value: 120 });
    expect(engine.toAct(s)).toEqual([2]);
    expect(engine.view(s, 0).passed).toEqual([1]);
  });
  it('Wer zum Schluss das höchste Gebot hält, ist der Spielende', () => {
    const s = run(start(), { type: 'bid', value: 110 }, { type: 'pass' }, { type: 'pass' });
    expect(s.round.declarer).toBe(1);
  });
  it('Passen alle anderen, spielt der Pflichtbieter 100', () => {
    const s = run(start(), { type: 'pass' }, { type: 'pass' });
    expect(s.round.declarer).toBe(0);
    expect(s.round.highBid).toBe(100);
  });
  it('Über 120 nur mit einer Meldung auf der Hand – höchstens 120 plus der Wert deiner Meldungen', () => {
    const s = start();
    const bids = engine.legalActions(s, 1).filter((a) => a.type === 'bid');
    expect(bids.at(-1)).toEqual({ type: 'bid', value: 160 });
    const why = engine.explain(s, 1, { type: 'bid', value: 170 });
    expect(why?.code).toBe('KRAKAU_BID_LIMIT');
    expect(why?.de).toContain('höchstens 160');
    expect(engine.view(s, 1).myMaxBid).toBe(160);
  });
  it('Über 120 darfst du nur reizen, wenn du eine Meldung hast – abgeschaltet gilt das nicht: zu zweit bis 400', () => {
    // Seat 1 holds all four marriages: 400 with the house rule and without it (issue 21).
    const deal = ['Ah', 'Th', 'Jh', 'Ad', 'Td', 'Jd', 'Ac', 'Tc', 'Jc', '9c'].concat(
      ['Kh', 'Qh', 'Kd', 'Qd', 'Kc', 'Qc', 'Ks', 'Qs', '9h', '9d'],
      ['As', 'Ts', 'Js', '9s'],
    );
    for (const marriageLimit of [true, false]) {
      const s = start({ players: 2, fourNines: false, marriageLimit }, deal);
      expect(engine.explain(s, 1, { type: 'bid', value: 400 })).toBeNull();
      expect(
        engine
          .legalActions(s, 1)
          .filter((a) => a.type === 'bid')
          .at(-1),
      ).toEqual({ type: 'bid', value: 400 });
    }
    // Seat 0 has no marriage: 120 with the rule, 400 without it.
    expect(
      engine.explain(act(start({ players: 2, fourNines: false }, deal), 1, { type: 'bid', value: 110 }), 0, {
        type: 'bid',
        value: 130,
      })?.code,
    ).toBe('KRAKAU_BID_LIMIT');
    const off = act(start({ players: 2, fourNines: false, marriageLimit: false }, deal), 1, {
      type: 'bid',
      value: 110,
    });
    expect(engine.explain(off, 0, { type: 'bid', value: 400 })).toBeNull();
    expect(engine.view(off, 0).myMaxBid).toBe(400);
  });
  it('Über 120 darfst du nur reizen, wenn du eine Meldung hast – abgeschaltet: zu dritt bis 400, die Absage nennt die Regel nicht', () => {
    const s = start({ marriageLimit: false });
    expect(
      engine
        .legalActions(s, 1)
        .filter((a) => a.type === 'bid')
        .at(-1),
    ).toEqual({ type: 'bid', value: 400 });
    const why = engine.explain(s, 1, { type: 'bid', value: 410 });
    expect(why?.code).toBe('KRAKAU_BID_MAX');
    expect(why?.de).toBe(
      'Höher als 400 geht es nicht – mehr als 120 Augen und alle vier Meldungen gibt es nicht.',
    );
    expect(why?.de).not.toMatch(/Meldungen reizen|Über 120/);
    expect(why?.en).not.toMatch(/marriages in hand/);
    expect(act(s, 1, { type: 'bid', value: 400 }).round.highBid).toBe(400);
  });
  it('Die Tafel zeigt immer das Höchstgebot und wer es hält', () => {
    const v = engine.view(act(start(), 1, { type: 'bid', value: 130 }), null);
    expect([v.highBid, v.highBidder]).toEqual([130, 1]);
    expect(v.bids).toEqual([
      { seat: 0, bid: 100 },
      { seat: 1, bid: 130 },
    ]);
  });
  it('nicht am Zug: COMMON_NOT_YOUR_TURN, unbekannte Aktion: COMMON_UNKNOWN_ACTION', () => {
    const s = start();
    expect(() => act(s, 0, { type: 'pass' })).toThrow(/NOT_YOUR_TURN/);
    expect(engine.explain(s, 1, { type: 'fly' } as never)?.code).toBe('COMMON_UNKNOWN_ACTION');
  });
  it('fehlerhafte Aktionen: falsche Typen und unbekannte Felder werden mit KRAKAU_BAD_ACTION abgelehnt', () => {
    const s = start();
    const refused = (action: unknown) => engine.explain(s, 1, action as never);
    expect(refused({ type: 'bid', value: '110' })?.code).toBe('KRAKAU_BAD_ACTION');
    expect(refused({ type: 'bid', value: 110.5 })?.code).toBe('KRAKAU_BAD_ACTION');
    expect(refused({ type: 'pass', extra: 1 })).toMatchObject({
      code: 'KRAKAU_BAD_ACTION',
      de: 'Diese Aktion ist fehlerhaft: unbekanntes Feld „extra“ bei pass.',
      en: 'This action is malformed: unknown field "extra" in pass.',
    });
    expect(refused({ type: 'play', card: 'Kh', meld: false })?.code).toBe('KRAKAU_BAD_ACTION');
    expect(refused({ type: 'play', card: 'Zz' })?.code).toBe('KRAKAU_BAD_ACTION');
    expect(refused(null)?.code).toBe('KRAKAU_BAD_ACTION');
    expect(() => act(s, 1, { type: 'pass', extra: 1 } as never)).toThrow(/KRAKAU_BAD_ACTION/);
  });
});
