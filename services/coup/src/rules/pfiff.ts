/** Der Pfiff: call (auf Wunsch) or vote (jedes Mal), then everyone passes one colour card. */
import { commonErrors, type RuleErrorData } from '@spielcenter/proto';
import { cardParams, isDietrich } from './cards.js';
import { coupErrors } from './errors.js';
import type { CoupEvent } from './events.js';
import { isHuman, neighbour } from './seats.js';
import { enterTricks } from './setup.js';
import type { CoupPhaseRules, CoupState, PfiffDirection, PhaseOf, Seat, Vote } from './state.js';

type PassPhase = PhaseOf<'pfiffPass'>;

function firstCardPlayed(s: CoupState): boolean {
  return s.tricks.length > 0 || (s.trick !== null && s.trick.cards.length > 0);
}

/** "Pfiff!" (mode auf Wunsch): any human, from the deal until the first card, once per attempt. */
export function checkCall(s: CoupState, seat: Seat): RuleErrorData | null {
  if (s.config.pfiff !== 'wish') return coupErrors.data('COUP_PFIFF_MODE');
  if (!isHuman(s, seat)) return coupErrors.data('COUP_PFIFF_HUMANS');
  if (s.pfiff.status !== 'none') return coupErrors.data('COUP_PFIFF_USED');
  const k = s.phase.kind;
  if (firstCardPlayed(s) || k === 'over' || k === 'pfiffVote' || k === 'pfiffPass')
    return coupErrors.data('COUP_PFIFF_CLOSED');
  return null;
}

export function applyCall(s: CoupState, seat: Seat): CoupEvent[] {
  s.pfiff = { status: 'called', caller: seat, direction: null, votes: [] };
  if (s.phase.kind === 'play') enterTricks(s);
  return [{ type: 'pfiffCalled', seat }];
}

function startPass(s: CoupState, direction: PfiffDirection): CoupEvent[] {
  const done = s.hands.map((h, i) => i >= s.config.players || !h.some((c) => !isDietrich(c)));
  s.pfiff = { ...s.pfiff, direction };
  const phase: PassPhase = { kind: 'pfiffPass', direction, passes: s.hands.map(() => null), done };
  s.phase = phase;
  return done.every(Boolean) ? finishPass(s, phase) : [];
}

/** The humans vote on the direction (and in mode "jedes Mal" whether to pass at all). */
export const votePhase: CoupPhaseRules<'pfiffVote'> = {
  accepts: ['vote'],
  toAct: (s) => s.phase.votes.flatMap((v, i) => (v === null ? [i] : [])),
  legal(s, seat) {
    if (s.phase.votes[seat] !== null) return [];
    const choices: Vote[] = s.config.pfiff === 'every' ? ['none', 'left', 'right'] : ['left', 'right'];
    return choices.map((choice) => ({ type: 'vote', choice }));
  },
  explain(s, seat, a) {
    const mine = s.phase.votes[seat];
    if (mine === '-' || mine === undefined) return coupErrors.data('COUP_PFIFF_HUMANS');
    if (mine !== null) return coupErrors.data('COUP_ALREADY_ANSWERED');
    if (a.type === 'vote' && a.choice === 'none' && s.config.pfiff === 'wish')
      return coupErrors.data('COUP_PFIFF_VOTE_MODE', { mode: 'auf Wunsch' });
    return null;
  },
  apply(s, seat, a) {
    const p = s.phase as PhaseOf<'pfiffVote'>;
    if (a.type !== 'vote') return [];
    p.votes[seat] = a.choice;
    // A secret ballot: that a seat voted is public, what it voted only when every vote is in.
    const events: CoupEvent[] = [{ type: 'voted', seat }];
    if (p.votes.includes(null)) return events;
    const votes = p.votes.map((v) => v ?? '-');
    const { decision } = countVotes(votes, s.config.pfiff);
    if (decision === 'none') {
      s.pfiff = { status: 'declined', caller: null, direction: null, votes };
      enterTricks(s);
      events.push({ type: 'pfiffDeclined', votes });
      return events;
    }
    s.pfiff = { ...s.pfiff, votes };
    events.push({ type: 'pfiffDirection', direction: decision, votes });
    events.push(...startPass(s, decision));
    return events;
  },
};

/**
 * The majority of the humans' votes. Direction: more "left" or more "right"; a tie goes left (the
 * text is silent; left = the next seat in play order). Mode "jedes Mal": a Pfiff only when the
 * votes for passing (left + right) outnumber "kein Pfiff"; a tie there means no Pfiff.
 */
export function countVotes(
  votes: readonly (Vote | '-' | null)[],
  mode: 'wish' | 'every',
): { left: number; right: number; none: number; decision: Vote; tie: boolean } {
  const count = (v: Vote) => votes.filter((x) => x === v).length;
  const left = count('left');
  const right = count('right');
  const none = count('none');
  if (mode === 'every' && left + right <= none)
    return { left, right, none, decision: 'none', tie: left + right === none };
  return { left, right, none, decision: left >= right ? 'left' : 'right', tie: left === right };
}

/** All cards move at once; signals shown so far are taken back and everyone may show again. */
function finishPass(s: CoupState, p: PassPhase): CoupEvent[] {
  const events: CoupEvent[] = [];
  p.passes.forEach((card, giver) => {
    if (card === null) return;
    const receiver = neighbour(s, giver, p.direction);
    s.hands[giver] = s.hands[giver]!.filter((c) => c !== card);
    s.hands[receiver]!.push(card);
    events.push({ type: 'cardPassed', giver, receiver, card, to: [giver, receiver] });
  });
  s.pfiff = { ...s.pfiff, status: 'done' };
  s.signals = [];
  s.queued = [];
  s.signalUsed = s.signalUsed.map(() => false);
  enterTricks(s);
  events.push({ type: 'pfiffDone', direction: p.direction });
  return events;
}

/** Everyone with a colour card chooses one to pass, simultaneously. */
export const passPhase: CoupPhaseRules<'pfiffPass'> = {
  accepts: ['pass'],
  toAct: (s) => s.phase.done.flatMap((d, i) => (d ? [] : [i])),
  legal(s, seat) {
    if (s.phase.done[seat] !== false) return [];
    return (s.hands[seat] ?? []).filter((c) => !isDietrich(c)).map((card) => ({ type: 'pass', card }));
  },
  explain(s, seat, a) {
    const p = s.phase;
    if (p.done[seat] !== false)
      return p.passes[seat]
        ? coupErrors.data('COUP_ALREADY_PASSED')
        : commonErrors.data('COMMON_NOT_YOUR_TURN');
    const card = a.type === 'pass' ? a.card : '';
    if (!s.hands[seat]?.includes(card)) return coupErrors.data('COUP_NOT_IN_HAND', cardParams(card));
    return isDietrich(card) ? coupErrors.data('COUP_PASS_DIETRICH') : null;
  },
  apply(s, seat, a) {
    const p = s.phase as PassPhase;
    if (a.type !== 'pass') return [];
    p.passes[seat] = a.card;
    p.done[seat] = true;
    const events: CoupEvent[] = [{ type: 'passChosen', seat }];
    return p.done.every(Boolean) ? [...events, ...finishPass(s, p)] : events;
  },
};
