/** Taking the loot: in turn from the Boss (draft), or the Boss distributes after yes/no answers. */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import { checkAnswer, checkBossTurn } from './boss.js';
import { cardParams } from './cards.js';
import { coupErrors } from './errors.js';
import { blankAnswers, enterStage } from './flow.js';
import { controller, isSick, nextSeat } from './seats.js';
import type { CoupState, Phase, Seat } from './state.js';

type Draft = Extract<Phase, { kind: 'draft' }>;
type Distribute = Extract<Phase, { kind: 'distribute' }>;
type Check = RuleErrorData | null;

const YES_NO = ['ja', 'nein'] as const;

export function legalDraft(s: CoupState, p: Draft, seat: Seat): CoupAction[] {
  if (seat !== controller(s, p.turn)) return [];
  return s.loot.filter((l) => l.owner === null).map((l) => ({ type: 'take', card: l.card }));
}

export function checkDraft(s: CoupState, p: Draft, seat: Seat, a: CoupAction): Check {
  if (a.type !== 'take') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  if (seat !== controller(s, p.turn)) return commonErrors.data('COMMON_NOT_YOUR_TURN');
  if (!s.loot.some((l) => l.card === a.card && l.owner === null))
    return coupErrors.data('COUP_NOT_LOOT', cardParams(a.card));
  return null;
}

export function applyDraft(s: CoupState, p: Draft, a: CoupAction) {
  if (a.type !== 'take') return [];
  const loot = s.loot.find((l) => l.card === a.card)!;
  loot.owner = p.turn;
  const events = [{ type: 'lootTaken', seat: p.turn, card: a.card }];
  if (s.loot.every((l) => l.owner !== null)) {
    enterStage(s, 'marks');
    return events;
  }
  let next = nextSeat(s, p.turn);
  while (isSick(s, next)) next = nextSeat(s, next);
  p.turn = next;
  return events;
}

/** Seats the Boss may give the next loot to: nobody may get two more than another. */
export function eligibleOwners(s: CoupState): Seat[] {
  const seats = Array.from({ length: s.seats }, (_, i) => i).filter((i) => !isSick(s, i));
  const counts = seats.map((seat) => s.loot.filter((l) => l.owner === seat).length);
  const min = Math.min(...counts);
  return seats.filter((_, i) => counts[i] === min);
}

export function legalDistribute(s: CoupState, p: Distribute, seat: Seat): CoupAction[] {
  if (p.answers[seat] === null) return YES_NO.map((word) => ({ type: 'answer', word }));
  if (seat === s.boss && !p.answers.includes(null))
    return eligibleOwners(s).map((t) => ({ type: 'assign', seat: t }));
  return [];
}

export function checkDistribute(s: CoupState, p: Distribute, seat: Seat, a: CoupAction): Check {
  if (a.type === 'answer') return checkAnswer(p.answers, YES_NO, seat, a.word);
  if (a.type !== 'assign') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  const turn = checkBossTurn(s, p.answers, seat);
  if (turn) return turn;
  if (a.seat >= s.seats || !eligibleOwners(s).includes(a.seat)) return coupErrors.data('COUP_UNEVEN_LOOT');
  return null;
}

export function applyDistribute(s: CoupState, p: Distribute, seat: Seat, a: CoupAction) {
  if (a.type === 'answer') {
    p.answers[seat] = a.word;
    return [{ type: 'answered', seat, word: a.word }];
  }
  if (a.type !== 'assign') return [];
  const loot = s.loot[p.index]!;
  loot.owner = a.seat;
  s.answers = p.answers;
  const events = [{ type: 'lootAssigned', seat: a.seat, card: loot.card }];
  if (p.index + 1 >= s.loot.length) enterStage(s, 'marks');
  else s.phase = { kind: 'distribute', index: p.index + 1, answers: blankAnswers(s) };
  return events;
}
