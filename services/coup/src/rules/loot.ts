/** Taking the loot: in turn from the Boss (draft), or the Boss distributes after yes/no answers. */
import { commonErrors } from '@spielcenter/proto';
import { answersOrBoss, checkAnswer, checkBossTurn } from './boss.js';
import { cardParams } from './cards.js';
import { coupErrors } from './errors.js';
import type { CoupEvent } from './events.js';
import { controller, nextSeat, takesNoLoot } from './seats.js';
import { blankAnswers, enterStage } from './setup.js';
import type { CoupPhaseRules, CoupState, PhaseOf, Seat } from './state.js';

const YES_NO = ['ja', 'nein'] as const;

/** "Reihum, beim Boss beginnend, nimmt sich jeder eine" (the Boss takes for the Schatten). */
export const draftPhase: CoupPhaseRules<'draft'> = {
  accepts: ['take'],
  toAct: (s) => [controller(s, s.phase.turn)],
  legal(s, seat) {
    if (seat !== controller(s, s.phase.turn)) return [];
    return s.loot.filter((l) => l.owner === null).map((l) => ({ type: 'take', card: l.card }));
  },
  explain(s, seat, a) {
    if (seat !== controller(s, s.phase.turn)) return commonErrors.data('COMMON_NOT_YOUR_TURN');
    const card = a.type === 'take' ? a.card : '';
    return s.loot.some((l) => l.card === card && l.owner === null)
      ? null
      : coupErrors.data('COUP_NOT_LOOT', cardParams(card));
  },
  apply(s, _seat, a) {
    const p = s.phase as PhaseOf<'draft'>;
    if (a.type !== 'take') return [];
    s.loot.find((l) => l.card === a.card)!.owner = p.turn;
    const events: CoupEvent[] = [{ type: 'lootTaken', seat: p.turn, card: a.card }];
    if (s.loot.every((l) => l.owner !== null)) {
      enterStage(s, 'marks');
      return events;
    }
    let next = nextSeat(s, p.turn);
    while (takesNoLoot(s, next)) next = nextSeat(s, next);
    p.turn = next;
    return events;
  },
};

/** Seats the Boss may give the next loot to: nobody may get two more than another. */
function eligibleOwners(s: CoupState): Seat[] {
  const seats = Array.from({ length: s.seats }, (_, i) => i).filter((i) => !takesNoLoot(s, i));
  const counts = seats.map((seat) => s.loot.filter((l) => l.owner === seat).length);
  const min = Math.min(...counts);
  return seats.filter((_, i) => counts[i] === min);
}

/** "Der Boss verteilt": each loot shown alone, everyone else says ja or nein, then the Boss gives it. */
export const distributePhase: CoupPhaseRules<'distribute'> = {
  accepts: ['answer', 'assign'],
  toAct: (s) => answersOrBoss(s.phase.answers, s.boss),
  legal(s, seat) {
    const p = s.phase;
    if (p.answers[seat] === null) return YES_NO.map((word) => ({ type: 'answer', word }));
    if (seat === s.boss && !p.answers.includes(null))
      return eligibleOwners(s).map((t) => ({ type: 'assign', seat: t }));
    return [];
  },
  explain(s, seat, a) {
    const p = s.phase;
    if (a.type === 'answer') return checkAnswer(p.answers, YES_NO, seat, a.word);
    if (a.type !== 'assign') return commonErrors.data('COMMON_ILLEGAL_ACTION');
    return (
      checkBossTurn(s, p.answers, seat) ??
      (eligibleOwners(s).includes(a.seat) ? null : coupErrors.data('COUP_UNEVEN_LOOT'))
    );
  },
  apply(s, seat, a) {
    const p = s.phase as PhaseOf<'distribute'>;
    if (a.type === 'answer') {
      p.answers[seat] = a.word;
      return [{ type: 'answered', seat, word: a.word }];
    }
    if (a.type !== 'assign') return [];
    const loot = s.loot[p.index]!;
    loot.owner = a.seat;
    s.answers = p.answers;
    if (p.index + 1 >= s.loot.length) enterStage(s, 'marks');
    else s.phase = { kind: 'distribute', index: p.index + 1, answers: blankAnswers(s) };
    return [{ type: 'lootAssigned', seat: a.seat, card: loot.card }];
  },
};
