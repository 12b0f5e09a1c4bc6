/** Every refusal of Speedcoup, with a stable code and German and English text. */
import { defineErrors } from '@spielcenter/proto';

export const coupErrors = defineErrors({
  COUP_NOT_IN_HAND: { de: 'Die Karte {card} hast du nicht auf der Hand.', en: 'You do not hold {cardEn}.' },
  COUP_MUST_FOLLOW: { de: 'Du musst {suit} bedienen.', en: 'You must follow {suitEn}.' },
  COUP_SHADOW_COVERED: {
    de: 'Vom Schatten ist nur eine offene Karte spielbar.',
    en: 'Only an open card of the Schatten can be played.',
  },
  COUP_SHADOW_TURN: {
    de: 'Jetzt spielst du für den Schatten – eine seiner offenen Karten.',
    en: 'It is the Schatten’s turn – play one of its open cards.',
  },
  COUP_SIGNAL_USED: {
    de: 'Du hast in diesem Versuch schon ein Handzeichen gegeben.',
    en: 'You already gave a signal in this attempt.',
  },
  COUP_SIGNAL_DIETRICH: { de: 'Dietriche werden nie gezeigt.', en: 'Dietriche are never shown.' },
  COUP_SIGNAL_NOT_TRUE: {
    de: '{card} ist weder deine höchste noch deine einzige noch deine niedrigste Karte dieser Farbe.',
    en: '{cardEn} is neither your highest, your only nor your lowest card of its colour.',
  },
  COUP_SIGNAL_BUGGED: {
    de: 'Wanzen im Raum: Handzeichen erst ab Stich {trick}.',
    en: 'Bugs in the room: signals only from trick {trick}.',
  },
  COUP_SIGNAL_NOT_NOW: {
    de: 'Handzeichen gibt es nur während der Stiche.',
    en: 'Signals are only given during the tricks.',
  },
  COUP_NOT_LOOT: { de: '{card} liegt nicht als freie Beute aus.', en: '{cardEn} is not an untaken loot.' },
  COUP_BOSS_ONLY: { de: 'Das entscheidet der Boss.', en: 'The Boss decides this.' },
  COUP_BAD_ANSWER: { de: 'Erlaubt ist nur ein Wort: {words}.', en: 'Only one word is allowed: {words}.' },
  COUP_ALREADY_ANSWERED: { de: 'Du hast schon geantwortet.', en: 'You already answered.' },
  COUP_WAIT_ANSWERS: {
    de: 'Erst antworten alle, dann wählt der Boss.',
    en: 'Everyone answers first, then the Boss chooses.',
  },
  COUP_CHOOSE_OTHER: {
    de: 'Der Boss muss einen anderen Spieler wählen.',
    en: 'The Boss must choose another player.',
  },
  COUP_UNEVEN_LOOT: {
    de: 'Niemand darf zwei Beuten mehr haben als ein anderer.',
    en: 'Nobody may have two loot more than another.',
  },
  COUP_NO_MARK: { de: 'Die Beute {card} trägt keine Marke.', en: 'The loot {cardEn} carries no mark.' },
  COUP_PASS_TARGET: {
    de: 'Die Beute muss an einen anderen Spieler gehen.',
    en: 'The loot must go to another player.',
  },
  COUP_PFIFF_CLOSED: {
    de: 'Einen Pfiff gibt es nur bis zur ersten ausgespielten Karte.',
    en: 'A Pfiff is only possible until the first card is played.',
  },
  COUP_PFIFF_MODE: {
    de: 'Bei „Jedes Mal“ stimmen alle vor dem ersten Stich ab – gepfiffen wird nicht.',
    en: 'In mode "every time" everyone votes before the first trick – nobody calls.',
  },
  COUP_PFIFF_USED: {
    de: 'In diesem Versuch gab es schon einen Pfiff.',
    en: 'There already was a Pfiff in this attempt.',
  },
  COUP_PFIFF_HUMANS: {
    de: 'Nur Menschen pfeifen und stimmen ab.',
    en: 'Only humans call and vote on a Pfiff.',
  },
  COUP_PFIFF_VOTE_MODE: {
    de: 'Diese Stimme gibt es bei „{mode}“ nicht.',
    en: 'This vote does not exist in mode "{mode}".',
  },
  COUP_PASS_DIETRICH: {
    de: 'Beim Pfiff wird nur eine Farbkarte weitergegeben.',
    en: 'Only a colour card is passed at a Pfiff.',
  },
  COUP_ALREADY_PASSED: { de: 'Du hast schon eine Karte weitergegeben.', en: 'You already passed a card.' },
});
export type CoupErrorCode = keyof typeof coupErrors.catalogue;
