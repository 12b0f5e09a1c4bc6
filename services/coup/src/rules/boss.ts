/** The Boss's decisions: ask and choose, swap or move an order mark, pass one loot on. */
import { commonErrors, type GameEvent, type RuleErrorData } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import { cardParams } from './cards.js';
import { ANSWERS } from './coups.js';
import { coupErrors } from './errors.js';
import { enterStage } from './flow.js';
import { isSick } from './seats.js';
import type { CoupState, Phase, Seat } from './state.js';

type Ask = Extract<Phase, { kind: 'ask' }>;
type Check = RuleErrorData | null;

export function askCandidates(s: CoupState): Seat[] {
  return Array.from({ length: s.config.players }, (_, i) => i).filter((i) => i !== s.boss);
}

/** Answers to a question (ask or distribute): one word from the set, once; the Boss does not answer. */
export function checkAnswer(
  answers: (string | null)[],
  words: readonly string[],
  seat: Seat,
  word: string,
): Check {
  const mine = answers[seat];
  if (mine === '-' || mine === undefined) return commonErrors.data('COMMON_NOT_YOUR_TURN');
  if (mine !== null) return coupErrors.data('COUP_ALREADY_ANSWERED');
  if (!words.includes(word)) return coupErrors.data('COUP_BAD_ANSWER', { words: words.join('/') });
  return null;
}

/** The Boss may decide once every answer is in. */
export function checkBossTurn(s: CoupState, answers: (string | null)[], seat: Seat): Check {
  if (seat !== s.boss) return coupErrors.data('COUP_BOSS_ONLY');
  if (answers.includes(null)) return coupErrors.data('COUP_WAIT_ANSWERS');
  return null;
}

export function legalAsk(s: CoupState, p: Ask, seat: Seat): CoupAction[] {
  if (p.answers[seat] === null) return ANSWERS[p.words].map((word) => ({ type: 'answer', word }));
  if (seat === s.boss && !p.answers.includes(null))
    return askCandidates(s).map((c) => ({ type: 'choose', seat: c }));
  return [];
}

export function checkAsk(s: CoupState, p: Ask, seat: Seat, a: CoupAction): Check {
  if (a.type === 'answer') return checkAnswer(p.answers, ANSWERS[p.words], seat, a.word);
  if (a.type !== 'choose') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  const turn = checkBossTurn(s, p.answers, seat);
  if (turn) return turn;
  if (!askCandidates(s).includes(a.seat)) return coupErrors.data('COUP_CHOOSE_OTHER');
  return null;
}

export function applyAsk(s: CoupState, p: Ask, seat: Seat, a: CoupAction) {
  if (a.type === 'answer') {
    p.answers[seat] = a.word;
    return [{ type: 'answered', seat, word: a.word }];
  }
  if (a.type !== 'choose') return [];
  s.answers = p.answers;
  if (p.purpose === 'allLoot') {
    for (const l of s.loot) l.owner = a.seat;
    s.lootHidden = false;
    enterStage(s, 'marks');
    return [{ type: 'chosen', purpose: p.purpose, seat: a.seat, loot: s.loot.map((l) => l.card) }];
  }
  s.chosen = a.seat;
  enterStage(s, 'loot');
  return [{ type: 'chosen', purpose: p.purpose, seat: a.seat }];
}

export function legalMarks(s: CoupState, seat: Seat): CoupAction[] {
  if (seat !== s.boss) return [];
  const out: CoupAction[] = [{ type: 'keepMarks' }];
  for (const from of s.loot) {
    if (from.mark === null) continue;
    for (const to of s.loot) if (to !== from) out.push({ type: 'moveMark', from: from.card, to: to.card });
  }
  return out;
}

export function checkMarks(s: CoupState, seat: Seat, a: CoupAction): Check {
  if (a.type !== 'keepMarks' && a.type !== 'moveMark') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  if (seat !== s.boss) return coupErrors.data('COUP_BOSS_ONLY');
  if (a.type === 'keepMarks') return null;
  const from = s.loot.find((l) => l.card === a.from);
  if (!from) return coupErrors.data('COUP_NOT_LOOT', cardParams(a.from));
  if (from.mark === null) return coupErrors.data('COUP_NO_MARK', cardParams(a.from));
  if (a.to === a.from || !s.loot.some((l) => l.card === a.to))
    return coupErrors.data('COUP_NOT_LOOT', cardParams(a.to));
  return null;
}

export function applyMarks(s: CoupState, a: CoupAction) {
  const events: GameEvent[] = [];
  if (a.type === 'moveMark') {
    const from = s.loot.find((l) => l.card === a.from)!;
    const to = s.loot.find((l) => l.card === a.to)!;
    [from.mark, to.mark] = [to.mark, from.mark];
    s.marksChanged = true;
    events.push({ type: 'markMoved', fromCard: a.from, toCard: a.to });
  }
  enterStage(s, 'passOn');
  return events;
}

export function legalPassOn(s: CoupState, seat: Seat): CoupAction[] {
  if (seat !== s.boss) return [];
  const out: CoupAction[] = [{ type: 'keepLoot' }];
  for (const l of s.loot)
    for (let to = 0; to < s.seats; to++)
      if (to !== l.owner && !isSick(s, to)) out.push({ type: 'passLoot', card: l.card, to });
  return out;
}

export function checkPassOn(s: CoupState, seat: Seat, a: CoupAction): Check {
  if (a.type !== 'keepLoot' && a.type !== 'passLoot') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  if (seat !== s.boss) return coupErrors.data('COUP_BOSS_ONLY');
  if (a.type === 'keepLoot') return null;
  const l = s.loot.find((x) => x.card === a.card);
  if (!l) return coupErrors.data('COUP_NOT_LOOT', cardParams(a.card));
  if (a.to === l.owner || a.to >= s.seats || isSick(s, a.to)) return coupErrors.data('COUP_PASS_TARGET');
  return null;
}

export function applyPassOn(s: CoupState, a: CoupAction) {
  const events: GameEvent[] = [];
  if (a.type === 'passLoot') {
    const l = s.loot.find((x) => x.card === a.card)!;
    events.push({ type: 'lootPassed', card: a.card, fromSeat: l.owner, toSeat: a.to });
    l.owner = a.to;
    s.passedOn = true;
  }
  enterStage(s, 'tricks');
  return events;
}
