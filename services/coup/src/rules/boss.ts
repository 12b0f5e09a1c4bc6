/** The Boss's decisions: ask and choose, swap or move an order mark, pass one loot on. */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import { cardParams } from './cards.js';
import { ANSWERS } from './coups.js';
import { coupErrors } from './errors.js';
import type { CoupEvent } from './events.js';
import { takesNoLoot } from './seats.js';
import { enterStage, enterTricks } from './setup.js';
import type { CoupPhaseRules, CoupState, PhaseOf, Seat } from './state.js';

type Check = RuleErrorData | null;

function askCandidates(s: CoupState): Seat[] {
  return Array.from({ length: s.config.players }, (_, i) => i).filter((i) => i !== s.boss);
}

/** Seats still to answer, else the Boss (who then decides). */
export function answersOrBoss(answers: readonly (string | null)[], boss: Seat): Seat[] {
  const pending = answers.flatMap((a, i) => (a === null ? [i] : []));
  return pending.length > 0 ? pending : [boss];
}

/** Answers to a question (ask or distribute): one word from the set, once; the Boss does not answer. */
export function checkAnswer(
  answers: readonly (string | null)[],
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
export function checkBossTurn(s: CoupState, answers: readonly (string | null)[], seat: Seat): Check {
  if (seat !== s.boss) return coupErrors.data('COUP_BOSS_ONLY');
  if (answers.includes(null)) return coupErrors.data('COUP_WAIT_ANSWERS');
  return null;
}

/** "Der Boss fragt" (sick, one trick) and "Der Boss wählt einen für alle Beuten" (loot hidden). */
export const askPhase: CoupPhaseRules<'ask'> = {
  accepts: ['answer', 'choose'],
  toAct: (s) => answersOrBoss(s.phase.answers, s.boss),
  legal(s, seat) {
    const p = s.phase;
    if (p.answers[seat] === null) return ANSWERS[p.words].map((word) => ({ type: 'answer', word }));
    if (seat === s.boss && !p.answers.includes(null))
      return askCandidates(s).map((c) => ({ type: 'choose', seat: c }));
    return [];
  },
  explain(s, seat, a) {
    const p = s.phase;
    if (a.type === 'answer') return checkAnswer(p.answers, ANSWERS[p.words], seat, a.word);
    if (a.type !== 'choose') return commonErrors.data('COMMON_ILLEGAL_ACTION');
    return (
      checkBossTurn(s, p.answers, seat) ??
      (askCandidates(s).includes(a.seat) ? null : coupErrors.data('COUP_CHOOSE_OTHER'))
    );
  },
  apply(s, seat, a) {
    const p = s.phase as PhaseOf<'ask'>;
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
  },
};

/** Coups with `bossMarks`: once, optionally, swap two loot's marks or move a mark to unmarked loot. */
export const marksPhase: CoupPhaseRules<'marks'> = {
  accepts: ['moveMark', 'keepMarks'],
  toAct: (s) => [s.boss],
  legal(s, seat) {
    if (seat !== s.boss) return [];
    const out: CoupAction[] = [{ type: 'keepMarks' }];
    for (const from of s.loot) {
      if (from.mark === null) continue;
      for (const to of s.loot) if (to !== from) out.push({ type: 'moveMark', from: from.card, to: to.card });
    }
    return out;
  },
  explain(s, seat, a) {
    if (seat !== s.boss) return coupErrors.data('COUP_BOSS_ONLY');
    if (a.type !== 'moveMark') return null;
    const from = s.loot.find((l) => l.card === a.from);
    if (!from) return coupErrors.data('COUP_NOT_LOOT', cardParams(a.from));
    if (from.mark === null) return coupErrors.data('COUP_NO_MARK', cardParams(a.from));
    if (a.to === a.from || !s.loot.some((l) => l.card === a.to))
      return coupErrors.data('COUP_NOT_LOOT', cardParams(a.to));
    return null;
  },
  apply(s, _seat, a) {
    const events: CoupEvent[] = [];
    if (a.type === 'moveMark') {
      const from = s.loot.find((l) => l.card === a.from)!;
      const to = s.loot.find((l) => l.card === a.to)!;
      [from.mark, to.mark] = [to.mark, from.mark];
      s.marksChanged = true;
      events.push({ type: 'markMoved', fromCard: a.from, toCard: a.to });
    }
    enterStage(s, 'passOn');
    return events;
  },
};

/** A seat the Boss may pass `card` on to. */
function passTargetOk(s: CoupState, owner: Seat | null, to: Seat): boolean {
  return to !== owner && to < s.seats && !takesNoLoot(s, to);
}

/** Five players from coup 25: once, optionally, the Boss passes one loot on to another member. */
export const passOnPhase: CoupPhaseRules<'passOn'> = {
  accepts: ['passLoot', 'keepLoot'],
  toAct: (s) => [s.boss],
  legal(s, seat) {
    if (seat !== s.boss) return [];
    const out: CoupAction[] = [{ type: 'keepLoot' }];
    for (const l of s.loot)
      for (let to = 0; to < s.seats; to++)
        if (passTargetOk(s, l.owner, to)) out.push({ type: 'passLoot', card: l.card, to });
    return out;
  },
  explain(s, seat, a) {
    if (seat !== s.boss) return coupErrors.data('COUP_BOSS_ONLY');
    if (a.type !== 'passLoot') return null;
    const l = s.loot.find((x) => x.card === a.card);
    if (!l) return coupErrors.data('COUP_NOT_LOOT', cardParams(a.card));
    return passTargetOk(s, l.owner, a.to) ? null : coupErrors.data('COUP_PASS_TARGET');
  },
  apply(s, _seat, a) {
    const events: CoupEvent[] = [];
    if (a.type === 'passLoot') {
      const l = s.loot.find((x) => x.card === a.card)!;
      events.push({ type: 'lootPassed', card: a.card, fromSeat: l.owner, toSeat: a.to });
      l.owner = a.to;
      s.passedOn = true;
    }
    enterTricks(s);
    return events;
  },
};
