/** Der Pfiff: call (auf Wunsch) or vote (jedes Mal), then everyone passes one colour card. */
import { commonErrors, type GameEvent, type RuleErrorData } from '@spielcenter/proto';
import type { CoupAction } from './actions.js';
import { cardParams, isDietrich } from './cards.js';
import { coupErrors } from './errors.js';
import { enterTricks } from './flow.js';
import { isHuman, neighbour } from './seats.js';
import type { CoupState, Phase, Seat, Vote } from './state.js';

type VotePhase = Extract<Phase, { kind: 'pfiffVote' }>;
type PassPhase = Extract<Phase, { kind: 'pfiffPass' }>;
type Check = RuleErrorData | null;

export function firstCardPlayed(s: CoupState): boolean {
  return s.tricks.length > 0 || (s.trick !== null && s.trick.cards.length > 0);
}

export function checkCall(s: CoupState, seat: Seat): Check {
  if (s.config.pfiff !== 'wish') return coupErrors.data('COUP_PFIFF_MODE');
  if (!isHuman(s, seat)) return coupErrors.data('COUP_PFIFF_HUMANS');
  if (s.pfiff.status !== 'none') return coupErrors.data('COUP_PFIFF_USED');
  const k = s.phase.kind;
  if (firstCardPlayed(s) || k === 'over' || k === 'pfiffVote' || k === 'pfiffPass')
    return coupErrors.data('COUP_PFIFF_CLOSED');
  return null;
}

export function applyCall(s: CoupState, seat: Seat): GameEvent[] {
  s.pfiff = { status: 'called', caller: seat, direction: null };
  if (s.phase.kind === 'play') enterTricks(s);
  return [{ type: 'pfiffCalled', seat }];
}

export function legalVote(s: CoupState, p: VotePhase, seat: Seat): CoupAction[] {
  if (p.votes[seat] !== null) return [];
  const choices: Vote[] = s.config.pfiff === 'every' ? ['none', 'left', 'right'] : ['left', 'right'];
  return choices.map((choice) => ({ type: 'vote', choice }));
}

export function checkVote(s: CoupState, p: VotePhase, seat: Seat, a: CoupAction): Check {
  if (a.type !== 'vote') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  const mine = p.votes[seat];
  if (mine === '-' || mine === undefined) return coupErrors.data('COUP_PFIFF_HUMANS');
  if (mine !== null) return coupErrors.data('COUP_ALREADY_ANSWERED');
  if (a.choice === 'none' && s.config.pfiff === 'wish')
    return coupErrors.data('COUP_PFIFF_VOTE_MODE', { mode: 'auf Wunsch' });
  return null;
}

function startPass(s: CoupState, direction: 'left' | 'right'): void {
  const done = s.hands.map((h, i) => i >= s.config.players || !h.some((c) => !isDietrich(c)));
  s.pfiff = { ...s.pfiff, direction };
  s.phase = { kind: 'pfiffPass', direction, passes: s.hands.map(() => null), done };
  if (done.every(Boolean)) finishPass(s, s.phase);
}

export function applyVote(s: CoupState, p: VotePhase, seat: Seat, a: CoupAction): GameEvent[] {
  if (a.type !== 'vote') return [];
  p.votes[seat] = a.choice;
  const events: GameEvent[] = [{ type: 'voted', seat, choice: a.choice }];
  if (p.votes.includes(null)) return events;
  const count = (v: Vote) => p.votes.filter((x) => x === v).length;
  const left = count('left');
  const right = count('right');
  if (s.config.pfiff === 'every' && left + right <= count('none')) {
    s.pfiff = { status: 'declined', caller: null, direction: null };
    enterTricks(s);
    events.push({ type: 'pfiffDeclined' });
    return events;
  }
  const direction = left >= right ? 'left' : 'right';
  events.push({ type: 'pfiffDirection', direction });
  startPass(s, direction);
  return events;
}

export function legalPass(s: CoupState, p: PassPhase, seat: Seat): CoupAction[] {
  if (p.done[seat] !== false) return [];
  return (s.hands[seat] ?? []).filter((c) => !isDietrich(c)).map((card) => ({ type: 'pass', card }));
}

export function checkPass(s: CoupState, p: PassPhase, seat: Seat, a: CoupAction): Check {
  if (a.type !== 'pass') return commonErrors.data('COMMON_ILLEGAL_ACTION');
  if (p.done[seat] !== false)
    return p.passes[seat]
      ? coupErrors.data('COUP_ALREADY_PASSED')
      : commonErrors.data('COMMON_NOT_YOUR_TURN');
  if (!s.hands[seat]?.includes(a.card)) return coupErrors.data('COUP_NOT_IN_HAND', cardParams(a.card));
  if (isDietrich(a.card)) return coupErrors.data('COUP_PASS_DIETRICH');
  return null;
}

/** All cards move at once; signals shown so far are taken back and everyone may show again. */
function finishPass(s: CoupState, p: PassPhase): GameEvent[] {
  const events: GameEvent[] = [];
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

export function applyPass(s: CoupState, p: PassPhase, seat: Seat, a: CoupAction): GameEvent[] {
  if (a.type !== 'pass') return [];
  p.passes[seat] = a.card;
  p.done[seat] = true;
  const events: GameEvent[] = [{ type: 'passChosen', seat }];
  return p.done.every(Boolean) ? [...events, ...finishPass(s, p)] : events;
}
