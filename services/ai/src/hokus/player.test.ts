// The Speedhokus computers: legal in whole shows at 3..6 magicians, the same decision in the same
// situation whatever the table's seed (Tagesvorstellung), the advisor's chances (the characters
// themselves: services/hokus/src/characters.test.ts).
import { engine, type HokusAction, type HokusState, type HokusView } from '@spielcenter/hokus';
import { seatCharacter } from '@spielcenter/hokus/characters';
import { canonicalJson, type Level } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import type { Choice } from '../players/types.js';
import { announceChance } from './odds.js';
import { hokusAdvice, tableBelief } from './player.js';

function choose(s: HokusState, seat: number, level: Level, seed: string, advice = false) {
  const legal = engine.legalActions(s, seat) as HokusAction[];
  const view = engine.view(s, seat) as HokusView;
  const d = makeDecision({ level, seat, view, legal, seed, advice });
  return { legal, view, choice: decide('hokus', level, d) as Choice<HokusAction> };
}

function playShow(players: number, levels: Level[], seed: string): HokusState {
  let s = engine.setup(engine.parseConfig({ players }), seed);
  for (let k = 0; engine.outcome(s) === null; k++) {
    expect(k).toBeLessThan(2000);
    const seat = engine.toAct(s)[0] as number;
    const { legal, choice } = choose(s, seat, levels[seat % levels.length] as Level, `${seed}:${k}`);
    expect(legal.map((a) => canonicalJson(a))).toContain(canonicalJson(choice.action));
    s = engine.apply(s, seat, choice.action).state;
  }
  return s;
}

/** Plays until `seat` has to announce or pass (bidding), with normal computers. */
function untilBidding(seed: string): { s: HokusState; seat: number } {
  let s = engine.setup(engine.parseConfig({ players: 4 }), seed);
  for (let k = 0; k < 500 && engine.outcome(s) === null; k++) {
    const seat = engine.toAct(s)[0] as number;
    if (s.phase.kind === 'bidding') return { s, seat };
    s = engine.apply(s, seat, choose(s, seat, 'normal', `${seed}:${k}`).choice.action).state;
  }
  throw new Error('no bidding reached');
}

/** The first `count` bidding situations of the shows `prefix`1, `prefix`2, … (a show may end without a raise). */
function biddingSituations(prefix: string, count: number): { s: HokusState; seat: number }[] {
  const out: { s: HokusState; seat: number }[] = [];
  for (let i = 1; out.length < count && i < 50; i++) {
    try {
      out.push(untilBidding(`${prefix}${i}`));
    } catch {
      // this show had no bidding phase
    }
  }
  return out;
}

describe('Speedhokus computers', () => {
  it('play whole shows with legal actions only, at 3 to 6 magicians and mixed levels', () => {
    for (const players of [3, 4, 5, 6]) {
      const s = playShow(players, ['easy', 'normal', 'strong'], `show-${players}`);
      expect(engine.outcome(s)).not.toBeNull();
    }
  });

  it('decide the same in the same situation, whatever seed the table gives (Tagesvorstellung)', () => {
    for (const { s, seat } of biddingSituations('d', 3)) {
      for (const level of ['easy', 'normal', 'strong'] as const) {
        const a = choose(s, seat, level, 'one table').choice.action;
        const b = choose(s, seat, level, 'another table').choice.action;
        expect(b).toEqual(a);
      }
    }
  });

  it('the advisor gives the exact chance of every number of the row and a German reason', () => {
    const { s, seat } = untilBidding('advice');
    const { legal, view, choice } = choose(s, seat, 'strong', 'x', true);
    const announces = legal.filter((a) => a.type === 'announce');
    expect(choice.values).toHaveLength(announces.length);
    expect(choice.reason).toMatch(/Erfolgschance für \d+: \d+ %|Passen/);
    const own = [...(view.me?.stack ?? [])].reverse().map((h) => h.kind === 'rabbit');
    const others = view.magicians
      .filter((m) => m.seat !== seat && !m.eliminated && m.onTable > 0)
      .map((m) => tableBelief(view, m, 1));
    for (const v of choice.values ?? []) {
      const n = (v.action as { type: 'announce'; n: number }).n;
      expect(v.value).toBeCloseTo(announceChance(own, others, n), 10);
    }
    // Chances never rise with the number.
    const chances = (choice.values ?? []).map((v) => v.value);
    for (let i = 1; i < chances.length; i++)
      expect(chances[i]).toBeLessThanOrEqual((chances[i - 1] as number) + 1e-12);
  });

  it('the advisor is the neutral strong computer: the seat’s character plays no part', () => {
    // Seat 0 is a Draufgänger at three magicians and Vorsichtig at four (by the names). The same
    // position at four magicians, the fourth already out of the show, must get the same advice (and
    // the same chances).
    const pad = (s: HokusState): HokusState => ({
      ...s,
      config: { ...s.config, players: 4, names: ['Herr Behutsam', null, null, 'Graf Flunker'] },
      magicians: [
        ...s.magicians,
        {
          hand: [],
          stack: [],
          lost: ['D1', 'D2', 'D3', 'D4'],
          skunk: 'D1',
          laurels: 0,
          eliminatedRound: 1,
          record: { announced: 0, delivered: 0, catches: 0 },
        },
      ],
      eliminations: [...s.eliminations, 3],
    });
    const names = ['Der tolle Toni', null, null];
    const at3 = engine.view(engine.setup(engine.parseConfig({ players: 3, names }), 'x'), 0) as HokusView;
    const at4 = engine.view(pad(engine.setup(engine.parseConfig({ players: 3, names }), 'x')), 0) as HokusView;
    expect(seatCharacter(at3.characters, 0).name).toBe('Draufgänger');
    expect(seatCharacter(at4.characters, 0).name).toBe('Vorsichtig');
    let compared = 0;
    for (const seed of ['n1', 'n2', 'n3', 'n4', 'n5', 'n6']) {
      let s = engine.setup(engine.parseConfig({ players: 3, names }), seed);
      for (let k = 0; engine.outcome(s) === null && k < 400; k++) {
        const seat = engine.toAct(s)[0] as number;
        if (engine.toAct(s).includes(0) && s.phase.kind !== 'setup') {
          const three = choose(s, 0, 'strong', 'a', true).choice;
          const padded = pad(s);
          const four = hokusAdvice(
            engine.view(padded, 0) as HokusView,
            engine.legalActions(padded, 0) as HokusAction[],
            0,
          );
          expect(four.action).toEqual(three.action);
          expect(four.values).toEqual(three.values);
          expect(three.reason?.length ?? 0).toBeGreaterThan(10);
          compared++;
        }
        s = engine.apply(s, seat, choose(s, seat, 'normal', `${seed}:${k}`).choice.action).state;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('the advisor explains the placement phase with chances too', () => {
    const s = engine.setup(engine.parseConfig({ players: 4 }), 'setup-advice');
    const setup = choose(s, 0, 'strong', 'x', true).choice;
    expect(setup.action.type).toBe('place');
    expect(setup.reason).toMatch(/Kaninchen zuerst.*Erfolgschance für 1: 100 %/);
    // Reihum: place or announce, with the chance of every number of the row.
    let t = s;
    for (let k = 0; k < 100 && !(t.phase.kind === 'placing' && engine.toAct(t).includes(0)); k++) {
      const seat = engine.toAct(t)[0] as number;
      t = engine.apply(t, seat, choose(t, seat, 'normal', `p:${k}`).choice.action).state;
    }
    expect(t.phase.kind).toBe('placing');
    const { legal, choice } = choose(t, 0, 'strong', 'x', true);
    expect(choice.values).toHaveLength(legal.filter((a) => a.type === 'announce').length);
    expect(choice.reason).toMatch(/Erfolgschance für \d+: \d+ %/);
    expect(choice.reason).toMatch(/^(Noch einen Zylinder aufstellen|„Ich zaubere)/);
  });

  it('a belief: announced hats look safer, a known trap-setter more dangerous', () => {
    const found = biddingSituations('b', 4).map(({ s, seat }) => {
      const view = engine.view(s, seat) as HokusView;
      const bidder = view.magicians.find((m) => m.seat === (view.phase as { bidder: number }).bidder);
      return { view, bidder: bidder && bidder.seat !== seat && bidder.onTable > 0 ? bidder : undefined };
    });
    const { view, bidder } = found.find((f) => f.bidder) ?? {};
    if (!view || !bidder) throw new Error('no situation with another bidder');
    const plain = tableBelief(view, bidder, 0);
    const read = tableBelief(view, bidder, 1);
    const top = (b: number[]) => (b[1] ?? 0) / b.reduce((a, x) => a + x, 0);
    expect(top(read)).toBeLessThan(top(plain));
    const noBids = { ...view, bids: [] };
    const sighting = (depth: number, stack: number) => ({ round: 1, owner: bidder.seat, challenger: view.seat ?? 0, depth, stack });
    const trapper = { ...noBids, sightings: [sighting(3, 3), sighting(2, 2), sighting(2, 2)] };
    const deep = (b: number[]) => b.slice(1).reduce((a, x) => a + x, 0) / b.reduce((a, x) => a + x, 0);
    expect(deep(tableBelief(trapper, bidder, 1))).toBeGreaterThan(deep(tableBelief(noBids, bidder, 1)));
  });

  it('remembers where whose skunk appeared in this show, not only how often it caught someone', () => {
    const [first] = biddingSituations('b', 1);
    if (!first) throw new Error('no bidding reached');
    const view = engine.view(first.s, 0) as HokusView;
    // a magician with three hats on his table, no announcement, one catch on his record
    const m = { ...(view.magicians[1] as HokusView['magicians'][number]), onTable: 3, liftedOnTable: 0, inHand: 1, hats: 4, lost: 0 };
    const record = { ...m.record, catches: 1 };
    const plain = { ...view, bids: [], lastResult: null };
    const at = (depth: number, stack: number) => ({
      ...plain,
      sightings: [{ round: 1, owner: m.seat, challenger: 2, depth, stack }],
    });
    const share = (b: number[], i: number) => (b[i] ?? 0) / b.slice(1).reduce((a, x) => a + x, 0);
    const bottom = tableBelief(at(2, 2), { ...m, record }, 1); // it stood first (under a rabbit)
    const top = tableBelief(at(1, 3), { ...m, record }, 1); // it stood on top
    // the same catch count and last round, but the memory of where: bottom vs top of his stack now
    expect(share(bottom, 3)).toBeGreaterThan(share(top, 3));
    expect(share(top, 1)).toBeGreaterThan(share(bottom, 1));
    // and a magician whose skunk appeared is thought likelier to have it on the table again
    const none = tableBelief(plain, m, 1);
    const mass = (b: number[]) => b.slice(1).reduce((a, x) => a + x, 0) / b.reduce((a, x) => a + x, 0);
    expect(mass(bottom)).toBeGreaterThan(mass(none));
    // leicht remembers nothing
    expect(tableBelief(at(2, 2), m, 0)).toEqual(tableBelief(plain, m, 0));
  });
});
