/** The texts of an attempt's end: success, or exactly which rule broke. */
import { defineErrors } from '@spielcenter/proto';

export const verdicts = defineErrors({
  COUP_SUCCESS: {
    de: 'Alle Beuten eingestrichen – der Coup ist geschafft!',
    en: 'All loot won – the coup succeeded!',
  },
  COUP_FAIL_LOOT_WRONG: {
    de: 'Die Beute {card} ging an {winner} statt an {owner}.',
    en: 'The loot {cardEn} went to {winnerEn} instead of {ownerEn}.',
  },
  COUP_FAIL_LOOT_MISSING: {
    de: 'Die Beute {card} wurde nicht eingestrichen.',
    en: 'The loot {cardEn} was never won.',
  },
  COUP_FAIL_ORDER_EARLY: {
    de: 'Die Beute {card} mit der Marke {mark} kam zu früh.',
    en: 'The loot {cardEn} marked {mark} came too early.',
  },
  COUP_FAIL_ORDER_LATE: {
    de: 'Die Beute {card} mit der Marke {mark} kam zu spät.',
    en: 'The loot {cardEn} marked {mark} came too late.',
  },
  COUP_FAIL_OMEGA: {
    de: 'Die Beute {card} (Ω) kam nicht als allerletzte.',
    en: 'The loot {cardEn} (Ω) did not come last of all.',
  },
  COUP_FAIL_ARROW: {
    de: 'Die Beute {card} ({mark}) kam vor {other} ({otherMark}).',
    en: 'The loot {cardEn} ({mark}) came before {otherEn} ({otherMark}).',
  },
  COUP_FAIL_SICK: {
    de: '{seat} ist krank und hat einen Stich gewonnen.',
    en: '{seatEn} is sick and won a trick.',
  },
  COUP_FAIL_ONE_TRICK_MORE: {
    de: '{seat} hat mehr als einen Stich gewonnen.',
    en: '{seatEn} won more than one trick.',
  },
  COUP_FAIL_ONE_TRICK_NONE: { de: '{seat} hat keinen Stich gewonnen.', en: '{seatEn} won no trick.' },
  COUP_FAIL_WIN_WITH_ONE: { de: 'Kein Stich wurde mit einer 1 gewonnen.', en: 'No trick was won with a 1.' },
  COUP_FAIL_DIETRICH_LOST: { de: '{card} hat keinen Stich gewonnen.', en: '{cardEn} did not win a trick.' },
  COUP_FAIL_NO_NINE: {
    de: 'Stich {trick} wurde mit {card} gewonnen.',
    en: 'Trick {trick} was won with {cardEn}.',
  },
  COUP_FAIL_BALANCED: {
    de: '{seat} hat zwei Stiche mehr als {other}.',
    en: '{seatEn} has two tricks more than {otherEn}.',
  },
});
export type VerdictCode = keyof typeof verdicts.catalogue;
