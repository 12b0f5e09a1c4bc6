/** Every refusal of the Krakau engine, with the rule it enforces in German and English. */
import { defineErrors, type RuleErrorData } from '@spielcenter/proto';

export const krakauErrors = defineErrors({
  KRAKAU_BAD_ACTION: {
    de: 'Diese Aktion ist fehlerhaft: {reasonDe}.',
    en: 'This action is malformed: {reason}.',
  },
  KRAKAU_WRONG_PHASE: {
    de: 'Das geht gerade nicht – jetzt ist {phaseDe} dran.',
    en: 'You cannot do that now – the game is at {phaseEn}.',
  },
  KRAKAU_BID_STEP: {
    de: 'Gereizt wird in Zehnerschritten über dem Höchstgebot: mindestens {min}.',
    en: 'Bids go up in steps of ten above the high bid: at least {min}.',
  },
  KRAKAU_BID_LIMIT: {
    de: 'Über 120 darfst du nur mit Meldungen reizen – deine Meldungen erlauben höchstens {max}.',
    en: 'Above 120 you may only bid with marriages in hand – yours allow at most {max}.',
  },
  KRAKAU_BID_MAX: {
    de: 'Höher als {max} geht es nicht – mehr als 120 Augen und alle vier Meldungen gibt es nicht.',
    en: 'You cannot go above {max} – there are no more than 120 card points and all four marriages.',
  },
  KRAKAU_GAME_TOO_LOW: {
    de: 'Dein Spiel muss mindestens so hoch sein wie dein Gebot ({bid}).',
    en: 'Your game must be at least your bid ({bid}).',
  },
  KRAKAU_GAME_STEP: {
    de: 'Dein Spiel sagst du in Zehnerschritten an.',
    en: 'Your game goes in steps of ten.',
  },
  KRAKAU_NOT_IN_HAND: {
    de: 'Die Karte {card} hast du nicht auf der Hand.',
    en: 'You do not hold the card {card}.',
  },
  KRAKAU_BAD_RECIPIENT: {
    de: 'Du kannst nur einem Gegner in diesem Spiel eine Karte abgeben.',
    en: 'You can only give a card to an opponent in this game.',
  },
  KRAKAU_DISCARD_NOT_GIVE: {
    de: 'Zu zweit gibst du keine Karten ab, sondern legst zwei Karten ab.',
    en: 'With two players you do not give cards, you discard two.',
  },
  KRAKAU_GIVE_NOT_DISCARD: {
    de: 'Ablegen gibt es nur zu zweit – gib jedem Gegner eine Karte ab.',
    en: 'Discarding is only for two players – give each opponent a card.',
  },
  KRAKAU_ALREADY_PICKED: {
    de: 'Die Karte {card} hast du schon so gewählt – nochmal antippen nimmt sie zurück.',
    en: 'You have already picked the card {card} that way – take it back instead.',
  },
  KRAKAU_GIVE_INCOMPLETE: {
    de: 'Erst abgeben, wenn {need} gewählt ist.',
    en: 'Finish only when {needEn} is chosen.',
  },
  KRAKAU_DISCARD_FULL: {
    de: 'Du legst genau zwei Karten ab – nimm erst eine zurück.',
    en: 'You discard exactly two cards – take one back first.',
  },
  KRAKAU_NOT_PICKED: {
    de: 'Die Karte {card} hast du nicht zum Abgeben gewählt.',
    en: 'You have not picked the card {card}.',
  },
  KRAKAU_NO_MUSIK: {
    de: 'Es gibt nur Musik 1 und Musik 2.',
    en: 'There are only musik 1 and musik 2.',
  },
  KRAKAU_BOMBA_NONE_LEFT: {
    de: 'Du hast keine Bomba mehr – erlaubt sind {max} je Partie.',
    en: 'You have no Bomba left – {max} per match are allowed.',
  },
  KRAKAU_BOMBA_BARREL: {
    de: 'Auf dem Fass gibt es keine Bomba.',
    en: 'No Bomba on the barrel.',
  },
  KRAKAU_BOMBA_OFF: {
    de: 'An diesem Tisch gibt es keine Bomba.',
    en: 'Bomba is turned off at this table.',
  },
  KRAKAU_MUST_FOLLOW: {
    de: 'Du musst {suit} bedienen – du hast noch {card}.',
    en: 'You must follow {suitEn} – you still hold {card}.',
  },
  KRAKAU_MUST_BEAT: {
    de: 'Du musst die {beat} überstechen, z. B. mit deiner {card}.',
    en: 'You must beat the {beat}, e.g. with your {card}.',
  },
  KRAKAU_MUST_TRUMP: {
    de: 'Du hast kein {suit} – du musst trumpfen, z. B. mit deiner {card}.',
    en: 'You have no {suitEn} – you must trump, e.g. with your {card}.',
  },
  KRAKAU_MELD_NOT_LEAD: {
    de: 'Melden kannst du nur, wenn du ausspielst.',
    en: 'You can only meld when you lead.',
  },
  KRAKAU_MELD_NO_PAIR: {
    de: 'Melden kannst du nur mit König und Dame derselben Farbe – dir fehlt {card}.',
    en: 'You can only meld with King and Queen of one suit – you lack {card}.',
  },
});
export type KrakauErrorCode = keyof typeof krakauErrors.catalogue;

const PHASE_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  fourNines: ['die Frage nach den vier Neunen', 'the four-nines question'],
  bidding: ['das Reizen', 'the bidding'],
  chooseMusik: ['die Wahl des Musiks', 'the musik choice'],
  give: ['das Abgeben', 'the giving'],
  declare: ['das Ansagen', 'the declaration'],
  play: ['das Stichspiel', 'the trick play'],
  over: ['nichts mehr', 'its end'],
};

/** The refusal of an action that the phase `kind` does not take. */
export function wrongPhaseError(kind: string): RuleErrorData {
  const [de, en] = PHASE_NAMES[kind] ?? [kind, kind];
  return krakauErrors.data('KRAKAU_WRONG_PHASE', { phase: kind, phaseDe: de, phaseEn: en });
}

/** A malformed action: the reason in German and English. */
export function badAction(reasonDe: string, reason: string): RuleErrorData {
  return krakauErrors.data('KRAKAU_BAD_ACTION', { reasonDe, reason });
}
