/** After every trick: loot owners, order marks, the special order; the first broken rule ends it. */
import type { RuleErrorData } from '@spielcenter/proto';
import { coupDef } from './campaign.js';
import { type CardId, cardParams, cardValue, isDietrich } from './cards.js';
import { seatName } from './seats.js';
import type { CoupState, Loot, Result, Seat, Trick } from './state.js';
import { verdicts } from './verdicts.js';

type Fail = RuleErrorData | null;

function winningCard(t: Trick): CardId {
  return t.cards.find((c) => c.seat === t.winner)!.card;
}

function seatParams(s: CoupState, key: string, seat: Seat) {
  const n = seatName(s, seat);
  return { [key]: n.de, [`${key}En`]: n.en };
}

function lootFailure(s: CoupState, t: number): Fail {
  const trick = s.tricks[t]!;
  for (const { card } of trick.cards) {
    const loot = s.loot.find((l) => l.card === card);
    if (!loot) continue;
    if (loot.owner !== trick.winner)
      return verdicts.data('COUP_FAIL_LOOT_WRONG', {
        ...cardParams(card),
        ...seatParams(s, 'winner', trick.winner!),
        ...seatParams(s, 'owner', loot.owner!),
      });
    loot.wonTrick = t;
  }
  return null;
}

const ARROWS = ['›', '››', '›››', '››››'];

/** Loot won in the same trick may take their positions in any order ("adjacent marks"). */
export function orderFailure(loot: readonly Loot[], t: number): Fail {
  const before = loot.filter((l) => l.wonTrick !== null && l.wonTrick < t).length;
  const now = loot.filter((l) => l.wonTrick === t).length;
  // the loot that just fell first: "2 came too early" says more than "1 came too late"
  const ordered = [...loot].sort((a, b) => Number(b.wonTrick === t) - Number(a.wonTrick === t));
  for (const l of ordered) {
    if (l.mark === null) continue;
    const p = { ...cardParams(l.card), mark: l.mark };
    const k = Number(l.mark);
    if (Number.isInteger(k)) {
      if (l.wonTrick === t && k > before + now) return verdicts.data('COUP_FAIL_ORDER_EARLY', p);
      if (l.wonTrick === t && k <= before) return verdicts.data('COUP_FAIL_ORDER_LATE', p);
      if (l.wonTrick === null && k <= before + now) return verdicts.data('COUP_FAIL_ORDER_LATE', p);
    } else if (l.mark === 'Ω') {
      if (l.wonTrick === t && loot.some((o) => o.wonTrick === null))
        return verdicts.data('COUP_FAIL_OMEGA', p);
    } else if (l.wonTrick === t) {
      const r = ARROWS.indexOf(l.mark);
      const open = loot.find(
        (o) =>
          o.wonTrick === null && o.mark !== null && ARROWS.indexOf(o.mark) >= 0 && ARROWS.indexOf(o.mark) < r,
      );
      if (open)
        return verdicts.data('COUP_FAIL_ARROW', {
          ...p,
          ...cardParams(open.card, 'other'),
          otherMark: open.mark!,
        });
    }
  }
  return null;
}

function onesLeft(s: CoupState): boolean {
  const held = [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards)];
  return held.some((c) => cardValue(c) === 1);
}

function dietrichWon(s: CoupState, d: CardId): boolean {
  return s.tricks.some((t) => winningCard(t) === d);
}

/** A failure of the special order now (final = after the last trick). */
function specialFailure(s: CoupState, t: number, final: boolean): Fail {
  const trick = s.tricks[t]!;
  const w = trick.winner!;
  const chosen = s.chosen ?? 0;
  switch (coupDef(s.config.coup).special) {
    case 'sick':
      return w === s.chosen ? verdicts.data('COUP_FAIL_SICK', seatParams(s, 'seat', chosen)) : null;
    case 'oneTrick':
      if (s.won[chosen]! > 1) return verdicts.data('COUP_FAIL_ONE_TRICK_MORE', seatParams(s, 'seat', chosen));
      return final && s.won[chosen] === 0
        ? verdicts.data('COUP_FAIL_ONE_TRICK_NONE', seatParams(s, 'seat', chosen))
        : null;
    case 'winWithOne':
      if (s.tricks.some((x) => cardValue(winningCard(x)) === 1)) return null;
      return final || !onesLeft(s) ? verdicts.data('COUP_FAIL_WIN_WITH_ONE') : null;
    case 'everyDietrich': {
      const lost = trick.cards.find((c) => isDietrich(c.card) && c.seat !== w);
      if (lost) return verdicts.data('COUP_FAIL_DIETRICH_LOST', cardParams(lost.card));
      const never = final ? ['D1', 'D2', 'D3', 'D4'].find((d) => !dietrichWon(s, d)) : undefined;
      return never ? verdicts.data('COUP_FAIL_DIETRICH_LOST', cardParams(never)) : null;
    }
    case 'noNine': {
      const card = winningCard(trick);
      return cardValue(card) === 9
        ? verdicts.data('COUP_FAIL_NO_NINE', { trick: t + 1, ...cardParams(card) })
        : null;
    }
    case 'balanced':
      return balanceFailure(s);
    case 'drawRight':
    case null:
      return null;
  }
}

function balanceFailure(s: CoupState): Fail {
  const max = Math.max(...s.won);
  const min = Math.min(...s.won);
  if (max - min < 2) return null;
  return verdicts.data('COUP_FAIL_BALANCED', {
    ...seatParams(s, 'seat', s.won.indexOf(max)),
    ...seatParams(s, 'other', s.won.indexOf(min)),
  });
}

/** True when the special order can no longer fail. */
function specialDone(s: CoupState, final: boolean): boolean {
  switch (coupDef(s.config.coup).special) {
    case 'winWithOne':
      return s.tricks.some((x) => cardValue(winningCard(x)) === 1);
    case 'everyDietrich':
      return ['D1', 'D2', 'D3', 'D4'].every((d) => dietrichWon(s, d));
    case 'drawRight':
    case null:
      return true;
    default:
      return final;
  }
}

/** Judges trick t (already in s.tricks, s.won updated); returns the end of the attempt or null. */
export function judgeTrick(s: CoupState, t: number): Result | null {
  const final = t === s.tricksTotal - 1;
  const fail = lootFailure(s, t) ?? orderFailure(s.loot, t) ?? specialFailure(s, t, final);
  if (fail) return { success: false, code: fail.code, de: fail.de, en: fail.en, trick: t };
  const allWon = s.loot.every((l) => l.wonTrick !== null);
  if (allWon && specialDone(s, final)) {
    const ok = verdicts.data('COUP_SUCCESS');
    return { success: true, code: ok.code, de: ok.de, en: ok.en, trick: null };
  }
  if (!final) return null;
  const missing = s.loot.find((l) => l.wonTrick === null)!;
  const f = verdicts.data('COUP_FAIL_LOOT_MISSING', cardParams(missing.card));
  return { success: false, code: f.code, de: f.de, en: f.en, trick: t };
}
