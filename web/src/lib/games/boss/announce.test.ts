import { describe, expect, it } from 'vitest';
import { announcement, liveLines } from './announce';

const names = ['Du', 'Anton', 'Berta', 'Clemens'];
const computers = [false, true, true, true];

describe('announcements of decisions nobody clicked', () => {
  it('says what the clock decided, for the player and for others', () => {
    const bid0 = { type: 'defaultDecision', seat: 0, action: { type: 'bid', bid: 0 }, by: 'clock' } as const;
    expect(announcement(bid0, 0, names, computers)).toBe('Die Uhr hat für dich 0 angesagt.');
    expect(announcement({ ...bid0, seat: 2 }, 0, names, computers)).toBe('Die Uhr hat für Berta 0 angesagt.');
  });

  it('says which card or firm the computer took when the time ran out, with German names', () => {
    const play = {
      type: 'defaultDecision',
      seat: 0,
      action: { type: 'play', card: 'b3' },
      by: 'computer',
    } as const;
    expect(announcement(play, 0, names, computers)).toBe(
      'Die Zeit war um: Der Computer hat für dich Blau 3 (Mädchen für alles) gespielt.',
    );
    const trump = { ...play, action: { type: 'chooseTrump', suit: 'green' } } as const;
    expect(announcement(trump, 0, names, computers)).toContain('Grün zur Leitbranche gemacht');
  });

  it('names the trump firm a computer chose, and keeps quiet about the player’s own choice', () => {
    expect(announcement({ type: 'trumpChosen', seat: 3, suit: 'red' }, 0, names, computers)).toBe(
      'Clemens hat Rot zur Leitbranche gemacht.',
    );
    expect(announcement({ type: 'trumpChosen', seat: 0, suit: 'red' }, 0, names, computers)).toBeNull();
    expect(announcement({ type: 'bid', seat: 1, bid: 2 }, 0, names, computers)).toBeNull();
  });

  it('two players, rounds 21–30: each draw, the winner first; the empty pile gives the Leitbranche card', () => {
    const two = ['Du', 'Anton'];
    const me = [false, true];
    expect(announcement({ type: 'drewCard', seat: 0, card: 'r7', to: [0] }, 0, two, me)).toBe(
      'Du ziehst Rot 7 (Teamleiter).',
    );
    // The public twin of the own draw says nothing more; the other's draw says who, not what.
    expect(announcement({ type: 'drew', seat: 0 }, 0, two, me)).toBeNull();
    expect(announcement({ type: 'drew', seat: 1 }, 0, two, me)).toBe('Anton zieht eine Karte.');
    expect(announcement({ type: 'tookTrumpCard', seat: 1, card: 'b3' }, 0, two, me)).toBe(
      'Der Stapel ist leer: Anton nimmt die Leitbranche-Karte Blau 3 (Mädchen für alles) auf die Hand – ab jetzt gilt kein Trumpf mehr.',
    );
  });
});

describe('the live region’s lines', () => {
  it('says the deal, a bid, the card played, the trick’s winner and the round’s points', () => {
    const events = [
      { type: 'roundStarted', round: 2, dealer: 1, tricks: 2, handSize: 2, trumpCard: 'r4', trump: 'red' },
      { type: 'bid', seat: 1, bid: 1 },
      { type: 'played', seat: 0, card: 'b3' },
      { type: 'trickWon', seat: 2, trick: 1, plays: [] },
      {
        type: 'roundScored',
        round: 2,
        bids: [0, 1, 0, 0],
        tricks: [0, 0, 1, 0],
        points: [20, -10, -10, 20],
        scores: [50, 0, 0, 0],
      },
    ] as const;
    expect(liveLines(events, 0, names, computers)).toEqual([
      'Runde 2: 2 Karten für jeden, Leitbranche Rot.',
      'Anton sagt 1 an.',
      'Du spielst Blau 3 (Mädchen für alles).',
      'Der Stich geht an Berta.',
      'Runde 2 ist gewertet: +20 Punkte für dich, du hast 50.',
    ]);
  });
});
