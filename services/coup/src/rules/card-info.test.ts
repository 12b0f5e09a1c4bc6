import { describe, expect, it } from 'vitest';
import type { CoupAction } from './actions.js';
import { cardInfo, explainPlay, signalConvention, signalMarkText } from './card-info.js';
import { engine } from './engine.js';
import { act, deck, draft, playAll, start } from './fixture.test-util.js';
import type { CoupState } from './state.js';

const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9'],
};

function playing(): CoupState {
  return draft(start({ players: 4, coup: 3, deck: deck(4, hands, ['U4', 'P9']) }), { 0: ['P9'], 1: ['U4'] });
}

/** The view's verdict agrees with the engine's for every card of every seat. */
function agrees(s: CoupState): void {
  for (let seat = 0; seat < s.config.players; seat++) {
    const v = engine.view(s, seat);
    for (const card of [...v.hand, ...v.piles.flatMap((p) => (p.open ? [p.open] : []))]) {
      const action: CoupAction = { type: 'play', card };
      expect(explainPlay(v, card)?.code ?? null, `${seat} ${card}`).toBe(
        engine.explain(s, seat, action)?.code ?? null,
      );
    }
  }
}

describe('cardInfo: das Info-Fenster aus der Sicht eines Platzes', () => {
  it('Farbe und Wert, Beute mit Besitzer und Zeitplan, die wahre Marke eines Handzeichens', () => {
    const s = playing();
    const v = engine.view(s, 1);
    const u4 = cardInfo(v, 'U4');
    expect(u4).toMatchObject({ name: 'Uhren 4', suit: 'U', location: 'hand', signalMark: 'only' });
    expect(u4.loot).toMatchObject({ owner: 1, mark: '1', won: false });
    expect(u4.loot?.markText?.de).toContain('als erste aller Beuten');
    expect(cardInfo(v, 'P9')).toMatchObject({ location: 'loot', loot: { owner: 0, mark: '2' } });
    expect(cardInfo(v, 'G4').signalMark).toBeNull();
  });

  it('ob du sie spielen darfst (mit dem Grund der Regel) und ob sie den Stich übernehmen würde', () => {
    let s = playing();
    s = playAll(s, ['G3']);
    const v = engine.view(s, 1);
    expect(cardInfo(v, 'G8')).toMatchObject({ playable: true, wouldWin: true, mustFollow: 'G' });
    expect(cardInfo(v, 'G1')).toMatchObject({ playable: true, wouldWin: false });
    expect(cardInfo(v, 'J2').why?.de).toBe('Du musst Gemälde bedienen.');
    expect(cardInfo(v, 'G3')).toMatchObject({ location: 'trick', playedBy: 0, wouldWin: true });
    expect(cardInfo(engine.view(s, 2), 'G9').why?.code).toBe('COMMON_NOT_YOUR_TURN');
    agrees(s);
    s = act(s, 1, { type: 'play', card: 'G8' });
    agrees(s);
  });

  it('der Boss spielt für den Schatten nur dessen offene Karten', () => {
    let s = start({ players: 2, coup: 1, deck: deck(2, { 0: ['D4'] }, ['J1']) });
    s = draft(s, { 0: ['J1'] });
    agrees(s);
    while (s.phase.kind === 'play' && s.tricks.length < 3) {
      const seat = engine.toAct(s)[0]!;
      s = act(s, seat, engine.legalActions(s, seat).find((a) => a.type === 'play')!);
      agrees(s);
    }
  });

  it('stimmt in zufälligen Versuchen (2–5 Spieler) Karte für Karte mit der Regel überein', () => {
    for (let players = 2; players <= 5; players++)
      for (let k = 0; k < 6; k++) {
        let s = start({ players, coup: 1 + ((k * 7 + players) % 50) }, `agree-${players}-${k}`);
        let guard = 0;
        while (s.phase.kind !== 'over' && guard++ < 200) {
          agrees(s);
          const seat = engine.toAct(s)[0]!;
          const legal = engine.legalActions(s, seat).filter((a) => a.type !== 'pfiff' && a.type !== 'signal');
          s = act(s, seat, legal[(guard * 5) % legal.length]!);
        }
        agrees(s);
      }
  });

  it('nach dem Versuch: COMMON_GAME_OVER', () => {
    let s = playing();
    while (s.phase.kind !== 'over') {
      const seat = engine.toAct(s)[0]!;
      s = act(s, seat, engine.legalActions(s, seat).find((a) => a.type === 'play')!);
    }
    expect(cardInfo(engine.view(s, 0), engine.view(s, 0).hand[0] ?? 'D4').why?.code).toBe('COMMON_GAME_OVER');
  });

  it('Handzeichen in Worten: oben, Mitte, unten, ohne Marke', () => {
    expect(signalMarkText('top', 'J').de).toBe('oben – die höchste Juwelen auf der Hand');
    expect(signalMarkText('only', 'G').de).toBe('Mitte – die einzige Gemälde auf der Hand');
    expect(signalMarkText('bottom', 'U').de).toBe('unten – die niedrigste Uhren auf der Hand');
    expect(signalMarkText(null, 'U').de).toContain('Alarmanlage');
  });
});

describe('Bei Menschen deutet das Spiel nichts – nach dem, der das Zeichen gab', () => {
  it('das Handzeichen eines Menschen bekommt keine Deutung, das eines Computers schon (Platz 2 ein Mensch, Platz 4 ein Computer)', () => {
    // Seats 0 and 1 are people; seat 1 shows its own loot U4 (the computers' convention would
    // call it „Seine eigene Beute“), seat 3, a computer, P9, seat 0's loot.
    let s = draft(start({ players: 4, coup: 3, humans: [0, 1], deck: deck(4, hands, ['U4', 'P9']) }), {
      0: ['P9'],
      1: ['U4'],
    });
    s = act(s, 1, { type: 'signal', card: 'U4' });
    s = act(s, 3, { type: 'signal', card: 'P9' });
    const v = engine.view(s, 0);
    expect(v.signals.map((g) => [g.seat, g.card, g.human])).toEqual([
      [1, 'U4', true],
      [3, 'P9', false],
    ]);
    // The record stays with the signal: whoever plays seat 1 later (a computer after the person
    // left) does not change what the window says about the person's sign.
    expect(cardInfo(v, 'U4').signal).toMatchObject({ seat: 1, human: true, convention: null });
    expect(cardInfo(v, 'P9').signal).toMatchObject({ seat: 3, human: false });
    expect(cardInfo(v, 'P9').signal?.convention?.de).toBe(
      'Die Karte gehört zu einer fremden Beute: Er hält sie und will sie in den Stich ihres Besitzers legen.',
    );
  });
});

describe('signalConvention: was am Handzeichen eines Computers zutrifft', () => {
  it('fremde Beute, eigene Beute (höchste oder einzige), kleines Einzelstück bis zur 5, sonst nichts', () => {
    const v = engine.view(playing(), 0); // loot: U4 is seat 1's, P9 seat 0's
    expect(signalConvention(v, { seat: 3, card: 'P9', mark: 'top' })?.de).toBe(
      'Die Karte gehört zu einer fremden Beute: Er hält sie und will sie in den Stich ihres Besitzers legen.',
    );
    expect(signalConvention(v, { seat: 1, card: 'U4', mark: 'only' })?.de).toBe(
      'Seine eigene Beute – seine einzige Karte dieser Farbe.',
    );
    expect(signalConvention(v, { seat: 2, card: 'J3', mark: 'only' })?.de).toBe(
      'Ein kleines Einzelstück bis zur 5: Bald kann er die Farbe nicht mehr bedienen.',
    );
    expect(signalConvention(v, { seat: 2, card: 'J8', mark: 'top' })).toBeNull();
  });
});
