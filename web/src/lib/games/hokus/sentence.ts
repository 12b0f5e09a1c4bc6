/** The one sentence above the stage: whose turn it is and what to do now. */
import type { HokusView } from '@spielcenter/hokus';
import { END_REASONS, hats, rabbits } from './words';

/** How many own hats the challenger still has to lift before he may choose other tables. */
export function ownToLift(view: HokusView): number {
  if (view.phase.kind !== 'lifting') return 0;
  const m = view.magicians[view.phase.challenger];
  if (!m) return 0;
  return Math.max(0, Math.min(m.onTable, view.phase.target) - m.liftedOnTable);
}

/** Hats still to lift in this delivery. */
export function leftToLift(view: HokusView): number {
  return view.phase.kind === 'lifting' ? view.phase.target - view.lifted.length : 0;
}

export function turnSentence(view: HokusView, names: readonly string[], seconds: number | null): string {
  const who = (seat: number) => names[seat] ?? `Platz ${seat + 1}`;
  const me = view.seat;
  const mine = me !== null && view.toAct.includes(me);
  const clock = mine && seconds !== null ? ` (${seconds} s)` : '';
  const p = view.phase;
  if (me !== null && view.magicians[me]?.eliminated && p.kind !== 'over')
    return 'Für dich ist der Vorhang gefallen – du schaust den anderen zu.';
  switch (p.kind) {
    case 'setup': {
      if (mine)
        return `Du bist dran: Stelle einen Zylinder verdeckt auf – tippe ihn unten in deiner Hand an${clock}.`;
      const waiting = view.toAct.map(who);
      return waiting.length > 0
        ? `Alle stellen gleichzeitig auf – es fehlen noch: ${waiting.join(', ')}.`
        : 'Alle stellen gleichzeitig auf …';
    }
    case 'placing': {
      if (!mine) return `${who(p.turn)} ist dran: noch einen Zylinder aufstellen oder ankündigen.`;
      const inHand = view.me?.hand.length ?? 0;
      return inHand === 0
        ? `Du bist dran: Kündige an – du hast keinen Zylinder mehr in der Hand${clock}.`
        : `Du bist dran: Stelle noch einen Zylinder auf oder kündige an${clock}.`;
    }
    case 'bidding': {
      const high = `${who(p.bidder)} ${p.bidder === me ? 'hast' : 'hat'} ${rabbits(p.high)} angekündigt`;
      return mine
        ? `Du bist dran: ${high} – überbiete oder passe${clock}.`
        : `${who(p.turn)} ist dran: überbieten oder passen (${high}).`;
    }
    case 'lifting': {
      const left = leftToLift(view);
      if (p.challenger !== me)
        return `${who(p.challenger)} liefert ${rabbits(p.target)} – noch ${hats(left)} zu heben.`;
      return ownToLift(view) > 0
        ? `Du lieferst ${rabbits(p.target)}: Hebe deinen obersten Zylinder (Eingabetaste) – noch ${left}${clock}.`
        : `Du lieferst ${rabbits(p.target)}: Wähle einen fremden Tisch – dort wird der oberste Zylinder gehoben (noch ${left})${clock}.`;
    }
    case 'draw':
      if (p.owner === me)
        return `Stinktier! ${who(p.challenger)} hat dein Stinktier erwischt: Tippe einen der ${p.count} gemischten Zylinder in der Mitte an${clock}.`;
      if (p.challenger === me)
        return `Stinktier von ${who(p.owner)}! ${who(p.owner)} zieht blind einen deiner Zylinder.`;
      return `Stinktier von ${who(p.owner)}! ${who(p.owner)} zieht blind einen Zylinder von ${who(p.challenger)}.`;
    case 'discard':
      return p.challenger === me
        ? `Dein eigenes Stinktier! Wähle den Zylinder, den du abgibst – nur du siehst, welcher es ist${clock}.`
        : `${who(p.challenger)} hat das eigene Stinktier erwischt und gibt einen Zylinder ab.`;
    case 'over':
      return view.winner === null
        ? `Der Vorhang ist gefallen: ${END_REASONS[p.reason]}.`
        : `Der Vorhang ist gefallen: ${who(view.winner)} ${view.winner === me ? 'gewinnst' : 'gewinnt'} die Vorstellung (${END_REASONS[p.reason]}).`;
  }
}
