import { type CoupAction, type CoupState, type CoupView, engine } from '@spielcenter/coup';
import { Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import {
  conventionAnswer,
  conventionPass,
  conventionSignal,
  conventionTake,
  conventionVote,
  lootFit,
} from './conventions.js';
import { knowledge, sampleHands, voidsOf } from './know.js';
import { DECK, lootIndex, orderOk, suitOfCard, toCard, toId, valueOfCard, type World } from './sim.js';

const cards = (ids: string) => ids.split(' ').map(toCard);

function step(s: CoupState, seat: number, a: CoupAction): CoupState {
  return engine.apply(s, seat, a).state as CoupState;
}

/** Random play that shows a signal whenever one is offered, for `tricks` tricks. */
function playTricks(coup: number, seed: string, tricks: number, players = 4): CoupState {
  let s = engine.setup(engine.parseConfig({ players, coup, humans: [] }), seed) as CoupState;
  const rng = Rng.fromSeed(seed);
  while (!s.result && s.tricks.length < tricks) {
    const seat = engine.toAct(s)[0] as number;
    const legal = engine.legalActions(s, seat) as CoupAction[];
    const signal = legal.filter((a) => a.type === 'signal');
    s = step(s, seat, signal.length > 0 && rng.next() < 0.5 ? rng.pick(signal) : rng.pick(legal));
  }
  return s;
}

describe('Speedcoup: the unknown cards are dealt consistent with the view', () => {
  it('keeps hand sizes, voids, signal marks and the Boss’s Dietrich 4', () => {
    let checkedVoids = 0;
    let checkedSignals = 0;
    for (let g = 0; g < 12; g++) {
      const s = playTricks(1 + (g % 20), `sample-${g}`, 2 + (g % 5));
      if (s.result) continue;
      for (let me = 0; me < 4; me++) {
        const v = engine.view(s, me) as CoupView;
        const k = knowledge(v, me);
        const voids = voidsOf(v);
        const rng = Rng.fromSeed(`s${g}:${me}`);
        const played = [...s.tricks.flatMap((t) => t.cards), ...(s.trick?.cards ?? [])].map((p) =>
          toCard(p.card),
        );
        for (let i = 0; i < 60; i++) {
          const hands = sampleHands(k, rng);
          expect(hands[me]!.map(toId).sort()).toEqual([...v.hand].sort());
          expect(hands.map((h) => h.length)).toEqual(v.handCounts);
          expect([...hands.flat(), ...played].sort((a, b) => a - b)).toEqual([...DECK].sort((a, b) => a - b));
          for (let seat = 0; seat < 4; seat++) {
            for (const suit of voids[seat]!) {
              expect(hands[seat]!.some((c) => suitOfCard(c) === suit)).toBe(false);
              checkedVoids++;
            }
            if (seat !== me && !played.includes(44) && !v.hand.includes('D4'))
              expect(hands[v.boss]!.includes(44)).toBe(true);
          }
          for (const g2 of v.signals.filter((x) => x.active && x.seat !== me)) {
            const c = toCard(g2.card);
            const hand = hands[g2.seat]!;
            expect(hand).toContain(c);
            // the mark holds for the cards still in the hand: none higher (top), none lower (bottom), none else (only)
            const same = hand.filter((x) => suitOfCard(x) === suitOfCard(c) && x !== c);
            if (g2.mark === 'only') expect(same).toEqual([]);
            if (g2.mark === 'top') expect(same.filter((x) => x > c)).toEqual([]);
            if (g2.mark === 'bottom') expect(same.filter((x) => x < c)).toEqual([]);
            checkedSignals++;
          }
        }
      }
    }
    expect(checkedVoids).toBeGreaterThan(0);
    expect(checkedSignals).toBeGreaterThan(0);
  });

  it('reads voids from the tricks (the led suit a seat did not follow)', () => {
    const s = playTricks(3, 'voids', 10);
    const v = engine.view(s, 0) as CoupView;
    const letters = voidsOf(v).map((vs) => vs.map((x) => 'JGUPD'[x]).sort());
    expect(letters).toEqual(s.voids.map((x) => [...x].sort()));
  });
});

describe('Speedcoup conventions ("So denken deine Computer-Komplizen")', () => {
  const loot = (card: string, owner: number) => ({ card: toCard(card), owner, won: false });

  it('signals another’s loot first, then its own top or only loot, then a small single card from trick 2', () => {
    const hand = cards('J3 J7 G5 U2 U9 P4 D1');
    const allowed = cards('J3 J7 G5 U2 U9 P4');
    expect(conventionSignal(hand, 0, [loot('J7', 0), loot('U2', 2)], 0, allowed)).toBe(toCard('U2'));
    expect(conventionSignal(hand, 0, [loot('J7', 0)], 0, allowed)).toBe(toCard('J7'));
    // its own loot only when it is the highest or only card of its colour
    expect(conventionSignal(hand, 0, [loot('J3', 0)], 0, allowed)).toBeNull();
    expect(conventionSignal(hand, 0, [loot('J3', 0)], 1, allowed)).toBe(toCard('P4'));
    expect(conventionSignal(cards('J3 J7 G8'), 0, [], 3, cards('J3 J7 G8'))).toBeNull();
  });

  it('takes the loot that fits: the card itself, a higher card of its colour, Dietriche when void', () => {
    const hand = cards('J3 J7 G5 U9 D1 D2');
    expect(conventionTake(hand, cards('P5 U4 J3'))).toBe(toCard('J3'));
    expect(conventionTake(hand, cards('P5 U4 G9'))).toBe(toCard('U4'));
    expect(conventionTake(hand, cards('P5 G9'))).toBe(toCard('P5'));
    expect(lootFit(cards('J3'), toCard('P5'))).toBe(0);
  });

  it('answers the Boss: "schlecht" only without Dietrich and with small cards; "ja" with two Dietriche or three 8+', () => {
    expect(conventionAnswer(cards('J1 J6 G2 U5 P3'), 'sick', 'goodBad', null)).toBe('schlecht');
    expect(conventionAnswer(cards('J1 J6 G2 U5 D1'), 'sick', 'goodBad', null)).toBe('gut');
    expect(conventionAnswer(cards('J1 J7 G2'), 'sick', 'goodBad', null)).toBe('gut');
    expect(conventionAnswer(cards('J1 D1 D2'), 'allLoot', 'yesNo', null)).toBe('ja');
    expect(conventionAnswer(cards('J8 G9 U8 D1'), 'allLoot', 'yesNo', null)).toBe('ja');
    expect(conventionAnswer(cards('J8 G9 U7 D1'), 'allLoot', 'yesNo', null)).toBe('nein');
    expect(conventionAnswer(cards('J8 G2'), null, 'yesNo', toCard('J5'))).toBe('ja');
    expect(conventionAnswer(cards('J4 G2'), null, 'yesNo', toCard('J5'))).toBe('nein');
  });

  it('passes the receiver’s loot at a Pfiff, else the smallest card of its shortest colour', () => {
    const hand = cards('J2 J5 J8 G7 G9 U3 D4');
    expect(conventionPass(hand, cards('G9'))).toBe(toCard('G9'));
    expect(conventionPass(hand, [])).toBe(toCard('U3'));
    expect(conventionPass(cards('J2 J5 G7 G9 D4'), [])).toBe(toCard('J2'));
  });
});

describe('Speedcoup referee in thought', () => {
  const world = (marks: number[], won: number[]): World => {
    const lootCard = marks.map((_, i) => 10 * (i % 4) + 1 + i);
    return {
      n: 4,
      players: 4,
      hands: [[], [], [], []],
      shadow: -1,
      piles: [],
      pileOpen: [],
      leader: 0,
      trick: [],
      lootCard,
      lootOwner: marks.map(() => 0),
      lootMark: marks,
      lootWon: won,
      lootOf: lootIndex(lootCard),
      won: [0, 0, 0, 0],
      tricksDone: 0,
      tricksTotal: 10,
      special: null,
      chosen: -1,
      oneDone: false,
      dietWon: 0,
      result: 0,
    };
  };
  it('keeps the order marks like the engine (numbers, Ω, arrows, adjacent marks in one trick)', () => {
    expect(orderOk(world([1, 2, 0], [-1, -1, -1]), [0])).toBe(true);
    expect(orderOk(world([1, 2, 0], [-1, -1, -1]), [1])).toBe(false);
    expect(orderOk(world([1, 2, 0], [-1, -1, -1]), [2])).toBe(false);
    expect(orderOk(world([1, 2, 0], [-1, -1, -1]), [0, 1])).toBe(true);
    expect(orderOk(world([100, 0], [-1, -1]), [0])).toBe(false);
    expect(orderOk(world([100, 0], [-1, 0]), [0])).toBe(true);
    expect(orderOk(world([201, 202], [-1, -1]), [1])).toBe(false);
    expect(orderOk(world([201, 202], [0, -1]), [1])).toBe(true);
  });
  it('numbers cards like the engine', () => {
    expect(DECK.map(toId)).toHaveLength(40);
    expect(valueOfCard(toCard('D4'))).toBe(4);
    expect(toId(toCard('P9'))).toBe('P9');
  });
});

describe('Speedcoup computers', () => {
  const run = (s: CoupState, seat: number, level: 'easy' | 'normal', budgetMs = 30) =>
    decide(
      'coup',
      level,
      makeDecision({
        level,
        seat,
        view: engine.view(s, seat),
        legal: engine.legalActions(s, seat),
        seed: 'd',
        budgetMs,
      }),
    ).action as CoupAction;

  it('the Boss declares the one who answered "schlecht" sick (leicht), every level chooses legally', () => {
    let s = engine.setup(engine.parseConfig({ players: 4, coup: 5, humans: [] }), 'sick') as CoupState;
    const weak = (s.boss + 2) % 4;
    for (let seat = 0; seat < 4; seat++)
      if (seat !== s.boss) s = step(s, seat, { type: 'answer', word: seat === weak ? 'schlecht' : 'gut' });
    expect(run(s, s.boss, 'easy')).toEqual({ type: 'choose', seat: weak });
    expect(engine.legalActions(s, s.boss)).toContainEqual(run(s, s.boss, 'normal'));
  });

  it('a computer shows the card of another’s loot it holds, then passes its convention card at a Pfiff', () => {
    // seat 0 holds J5, seat 1's loot (the draft gives the Boss the first pick)
    for (let g = 0; g < 30; g++) {
      let s = engine.setup(engine.parseConfig({ players: 4, coup: 2, humans: [] }), `sig-${g}`) as CoupState;
      while (s.phase.kind !== 'play') {
        const seat = engine.toAct(s)[0] as number;
        s = step(s, seat, run(s, seat, 'easy'));
      }
      const seat = engine.toAct(s)[0] as number;
      const held = s.loot.find((l) => l.owner !== seat && s.hands[seat]!.includes(l.card));
      if (!held) continue;
      expect(run(s, seat, 'easy')).toEqual({ type: 'signal', card: held.card });
      return;
    }
    throw new Error('no deal with a foreign loot at the leader');
  });

  it('deciding for a human whose clock ran out, it plays a card and never shows a signal in his name', () => {
    // „dann entscheidet der Computer für dich“: the decision is the card; „Menschen behalten ihr Zeichen“.
    for (let g = 0; g < 30; g++) {
      let s = engine.setup(
        engine.parseConfig({ players: 4, coup: 2, humans: [0, 1, 2, 3] }),
        `sig-${g}`,
      ) as CoupState;
      while (s.phase.kind !== 'play') {
        const seat = engine.toAct(s)[0] as number;
        s = step(s, seat, run(s, seat, 'easy'));
      }
      const seat = engine.toAct(s)[0] as number;
      if (!s.loot.some((l) => l.owner !== seat && s.hands[seat]!.includes(l.card))) continue;
      expect(engine.legalActions(s, seat).some((a) => a.type === 'signal')).toBe(true);
      for (const level of ['easy', 'normal'] as const) expect(run(s, seat, level).type).toBe('play');
      return;
    }
    throw new Error('no deal with a foreign loot at the leader');
  });

  it('normal takes loot by the convention („die zu seiner Hand passt“), simulating only among what fits', () => {
    let checked = 0;
    for (let g = 0; g < 16; g++) {
      let s = engine.setup(engine.parseConfig({ players: 4, coup: 30 + (g % 20), humans: [] }), `take-${g}`) as CoupState;
      while (s.phase.kind !== 'play' && !s.result) {
        const seat = engine.toAct(s)[0] as number;
        const a = run(s, seat, 'normal', 20);
        if (a.type === 'take' && s.phase.kind === 'draft') {
          const v = engine.view(s, seat) as CoupView;
          const turn = v.phase.turn ?? seat;
          const hand =
            turn === seat ? v.hand.map(toCard) : v.piles.flatMap((p) => (p.open ? [toCard(p.open)] : []));
          const offered = engine.legalActions(s, seat).flatMap((x) => (x.type === 'take' ? [toCard(x.card)] : []));
          if (offered.length > 1 && offered.some((c) => lootFit(hand, c) >= 1)) {
            expect(lootFit(hand, toCard(a.card)), `deal ${g}: ${a.card}`).toBeGreaterThanOrEqual(1);
            checked++;
          }
        }
        s = step(s, seat, a);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('passes by the convention when a human whistles', () => {
    let s = engine.setup(
      engine.parseConfig({ players: 4, coup: 2, humans: [0], pfiff: 'wish' }),
      'pf',
    ) as CoupState;
    while (s.phase.kind !== 'play') {
      const seat = engine.toAct(s)[0] as number;
      s = step(
        s,
        seat,
        seat === 0 && s.phase.kind === 'draft'
          ? engine.legalActions(s, 0).find((a) => a.type === 'take')!
          : run(s, seat, 'easy'),
      );
    }
    s = step(s, 0, { type: 'pfiff' });
    s = step(s, 0, { type: 'vote', choice: 'left' });
    expect(s.phase.kind).toBe('pfiffPass');
    for (const seat of [1, 2, 3]) {
      const receiver = (seat + 1) % 4;
      const theirs = s.loot.filter((l) => l.owner === receiver).map((l) => toCard(l.card));
      const want = toId(conventionPass(s.hands[seat]!.map(toCard), theirs));
      expect(run(s, seat, 'normal')).toEqual({ type: 'pass', card: want });
    }
  });

  it('votes on the Pfiff for a human whose clock ran out: towards the neighbour whose loot he holds', () => {
    expect(conventionVote(cards('J3 G5'), cards('G5'), cards('J3'), 'wish')).toBe('left');
    expect(conventionVote(cards('J3 G5'), cards('P1'), cards('J3'), 'every')).toBe('right');
    expect(conventionVote(cards('J3 G5'), [], [], 'wish')).toBe('left');
    expect(conventionVote(cards('J3 G5'), [], [], 'every')).toBe('none');
    // through the player: humans on 0 and 1 (seat 1's clock ran out), mode "jedes Mal"
    let s = engine.setup(
      engine.parseConfig({ players: 4, coup: 2, humans: [0, 1], pfiff: 'every' }),
      'vote',
    ) as CoupState;
    while (s.phase.kind !== 'pfiffVote') {
      const seat = engine.toAct(s)[0] as number;
      s = step(s, seat, engine.legalActions(s, seat).find((a) => a.type !== 'pfiff') as CoupAction);
    }
    const openOf = (seat: number) => s.loot.filter((l) => l.owner === seat).map((l) => toCard(l.card));
    const want = conventionVote(s.hands[1]!.map(toCard), openOf(2), openOf(0), 'every');
    expect(run(s, 1, 'normal')).toEqual({ type: 'vote', choice: want });
  });
});
