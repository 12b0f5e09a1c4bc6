/**
 * The settlement board's arithmetic in words (pure, unit-tested): one line per seat for the game
 * just scored, from the engine's result and the events of that step (barrel, lock).
 */
import { type GameResult, type KrakauEvent, type KrakauView, PLACE_BONUS } from '@spielcenter/krakau';
import { num, signed, suitName, suitSign } from './words';

export interface SettleLine {
  readonly seat: number;
  readonly role: 'declarer' | 'opponent' | 'out';
  /** The arithmetic, e.g. "Augen 47 + Meldungen 60 = 107 → 110". */
  readonly text: string;
  /** What changed the raw points (lock, barrel, cap), if anything. */
  readonly note: string | null;
  readonly delta: number;
  readonly score: number;
}

/** A sign with sound for the barrel and the lock (at the seat and in the middle). */
export interface Sign {
  readonly seat: number;
  readonly kind: 'trump' | 'barrel' | 'fell' | 'penalty' | 'locked';
  readonly text: string;
}

type Rules = KrakauView['rules'];

function parts(result: GameResult, seat: number): string {
  const cards = result.cardPoints[seat] ?? 0;
  const melds = result.marriagePoints[seat] ?? 0;
  return melds > 0 ? `Augen ${cards} + Meldungen ${melds} = ${cards + melds}` : `Augen ${cards}`;
}

/** What the barrel and lock events of this step say about one seat. */
function eventNote(events: readonly KrakauEvent[], seat: number, rules: Rules): string | null {
  const notes: string[] = [];
  for (const e of events) {
    if (!('seat' in e) || e.seat !== seat) continue;
    if (e.type === 'barrelReached')
      notes.push(`aufs Fass (${num(e.score)}): ${e.games} Spiele Zeit bis ${num(rules.target)}`);
    else if (e.type === 'barrelGameUsed')
      notes.push(
        `auf dem Fass zählt das nicht – noch ${e.gamesLeft} ${e.gamesLeft === 1 ? 'Spiel' : 'Spiele'}`,
      );
    else if (e.type === 'barrelPenalty') notes.push(`drei Spiele auf dem Fass ohne Erfolg: ${num(e.points)}`);
    else if (e.type === 'barrelFell') notes.push('fällt vom Fass');
    else if (e.type === 'locked') notes.push(`erreicht die Sperre (${num(e.score)})`);
  }
  return notes.length > 0 ? notes.join(' · ') : null;
}

export function settleLines(
  result: GameResult,
  events: readonly KrakauEvent[],
  rules: Rules,
  active: readonly number[] | null,
): SettleLine[] {
  return result.scores.map((score, seat): SettleLine => {
    const delta = result.deltas[seat] ?? 0;
    const raw = result.raw[seat] ?? 0;
    const before = score - delta;
    let note = eventNote(events, seat, rules);
    if (seat === result.declarer) {
      let text: string;
      if (result.bomba) text = `Bomba: verliert nichts, jeder Gegner bekommt 60`;
      else if (result.made)
        text = `spielt ${result.game}, hat ${parts(result, seat)}: geschafft, ${signed(result.game)}`;
      else
        text = `spielt ${result.game}, hat ${parts(result, seat)}: ${result.declarerTotal} reicht nicht für ${result.game}, ${num(-result.game)}`;
      return { seat, role: 'declarer', text, note, delta, score };
    }
    const out = active !== null && !active.includes(seat);
    let text: string;
    if (out) text = `setzt aus: 50 je Ass im Musik = ${raw}`;
    else if (result.bomba) text = 'Gegner bei der Bomba: 60';
    else {
      const total = (result.cardPoints[seat] ?? 0) + (result.marriagePoints[seat] ?? 0);
      text = `${parts(result, seat)}${total === raw ? '' : `, gerundet ${raw}`}`;
    }
    if (note === null && delta !== raw) {
      if (rules.lockAt !== null && before >= rules.lockAt) note = 'gesperrt: als Gegner zählt nichts';
      else if (score === rules.target - 10) note = `als Gegner höchstens bis ${num(rules.target - 10)}`;
    }
    return { seat, role: out ? 'out' : 'opponent', text, note, delta, score };
  });
}

/** The signs of a step's events, in German. */
export function signsOf(events: readonly KrakauEvent[], names: readonly string[]): Sign[] {
  const who = (seat: number) => names[seat] ?? `Platz ${seat + 1}`;
  const out: Sign[] = [];
  for (const e of events) {
    // „Die gemeldete Farbe wird sofort Trumpf … Ein großes Schild und die Tafel zeigen, was gerade
    // Trumpf ist.“: every marriage (the first, and each that changes the trump).
    if (e.type === 'marriage')
      out.push({
        seat: e.seat,
        kind: 'trump',
        text: `${who(e.seat)} meldet: ${suitSign(e.suit)} ${suitName(e.suit)} ist Trumpf!`,
      });
    else if (e.type === 'barrelReached')
      out.push({ seat: e.seat, kind: 'barrel', text: `${who(e.seat)} steht auf dem Fass!` });
    else if (e.type === 'barrelFell')
      out.push({ seat: e.seat, kind: 'fell', text: `${who(e.seat)} fällt vom Fass!` });
    else if (e.type === 'barrelPenalty')
      out.push({ seat: e.seat, kind: 'penalty', text: `Fass-Strafe für ${who(e.seat)}: ${num(e.points)}` });
    else if (e.type === 'locked')
      out.push({ seat: e.seat, kind: 'locked', text: `${who(e.seat)} ist gesperrt (${num(e.score)})` });
  }
  return out;
}

/** The end screen's note per seat: the leaderboard points of the match and how they are made up. */
export function matchNotes(leaderboard: readonly number[], ranks: readonly number[]): string[] {
  return leaderboard.map((points, seat) => {
    const bonus = PLACE_BONUS[(ranks[seat] ?? 0) - 1] ?? 0;
    const games = Math.round((points - bonus) * 10) / 10;
    return `Bestenliste ${signed(points)} (Spiele ${num(games)} + Platz ${bonus})`;
  });
}
