/** Every refusal of the Speedboss engine: a stable code, German first, then English. */
import { defineErrors } from '@spielcenter/proto';

export const bossErrors = defineErrors({
  BOSS_UNKNOWN_FIELD: {
    de: 'Diese Aktion hat eine Angabe, die es bei ihr nicht gibt: {field}.',
    en: 'This action has a field it does not take: {field}.',
  },
  BOSS_MISSING_FIELD: {
    de: 'Dieser Aktion fehlt die Angabe {field}.',
    en: 'This action lacks its field {field}.',
  },
  BOSS_NOT_BIDDING: {
    de: 'Jetzt wird nicht angesagt: Die Prognosen sind schon gemacht.',
    en: 'This is not the time to bid: the bids are already made.',
  },
  BOSS_NOT_PLAYING: {
    de: 'Jetzt wird noch nicht ausgespielt: Erst sagen alle ihre Prognose an.',
    en: 'Cards are not played yet: everyone bids first.',
  },
  BOSS_NOT_CHOOSING_TRUMP: {
    de: 'Die Leitbranche wird jetzt nicht gewählt.',
    en: 'The trump firm is not being chosen now.',
  },
  BOSS_TRUMP_CHOICE_PENDING: {
    de: 'Zuerst bestimmt der Geber die Leitbranche (ein CEO wurde aufgedeckt).',
    en: 'The dealer chooses the trump firm first (a CEO was turned up).',
  },
  BOSS_BID_RANGE: {
    de: 'Die Prognose muss eine ganze Zahl von 0 bis {max} sein.',
    en: 'The bid must be a whole number from 0 to {max}.',
  },
  BOSS_DEALER_BID: {
    de: 'Als Geber darfst du nicht {bid} ansagen: Die Prognosen dürfen nicht aufgehen, ihre Summe wäre dann genau die Zahl der Stiche ({tricks}).',
    en: 'As the dealer you may not bid {bid}: the bids must not add up, and their sum would then equal the number of tricks ({tricks}).',
  },
  BOSS_UNKNOWN_CARD: {
    de: 'Diese Karte gibt es nicht: {card}.',
    en: 'There is no such card: {card}.',
  },
  BOSS_NOT_IN_HAND: {
    de: 'Die Karte {card} hast du nicht auf der Hand.',
    en: 'The card {card} is not in your hand.',
  },
  BOSS_MUST_FOLLOW: {
    de: 'Bedienpflicht: Du hast noch {suitDe} auf der Hand und musst bedienen (CEO und Praktikant gehen immer).',
    en: 'You must follow {suitEn}: you still hold that firm (a CEO or an intern is always allowed).',
  },
  BOSS_UNKNOWN_SUIT: {
    de: 'Diese Firma gibt es nicht: {suit}. Wähle Blau, Rot, Grün oder Gelb.',
    en: 'There is no such firm: {suit}. Choose blue, red, green or yellow.',
  },
});

export type BossErrorCode = keyof typeof bossErrors.catalogue;
