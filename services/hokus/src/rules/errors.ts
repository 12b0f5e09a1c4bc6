/** The refusals of Speedhokus: stable codes with German and English text. */
import { defineErrors } from '@spielcenter/proto';

export const hokusErrors = defineErrors({
  HOKUS_NOT_AN_ACTION: {
    de: 'Eine Aktion ist ein Objekt mit dem Feld „type“.',
    en: 'An action is an object with a "type" field.',
  },
  HOKUS_BAD_ACTION: {
    de: 'Diese Aktion ist unvollständig oder falsch aufgebaut: „{field}“ muss {wantDe} sein.',
    en: 'This action is incomplete or malformed: "{field}" must be {wantEn}.',
  },
  HOKUS_UNKNOWN_FIELD: {
    de: 'Die Aktion „{type}“ hat kein Feld „{field}“.',
    en: 'The action "{type}" has no field "{field}".',
  },
  HOKUS_ELIMINATED: {
    de: 'Für dich ist der Vorhang gefallen – du hast keine Zylinder mehr.',
    en: 'The curtain has fallen for you – you have no hats left.',
  },
  HOKUS_ALREADY_PLACED: {
    de: 'Du hast deinen ersten Zylinder schon aufgestellt. Warte, bis alle anderen aufgestellt haben.',
    en: 'You have already placed your first hat. Wait until everyone else has placed theirs.',
  },
  HOKUS_NOT_IN_HAND: {
    de: 'Den Zylinder {hat} hast du nicht in der Hand.',
    en: 'Hat {hat} is not in your hand.',
  },
  HOKUS_NO_MORE_PLACING: {
    de: 'Nach der ersten Ankündigung stellt niemand mehr Zylinder auf.',
    en: 'After the first announcement nobody places any more hats.',
  },
  HOKUS_MUST_ANNOUNCE: {
    de: 'Du hast keinen Zylinder mehr in der Hand, also musst du ankündigen.',
    en: 'You have no hat left in your hand, so you must announce.',
  },
  HOKUS_ANNOUNCE_NOT_YET: {
    de: 'Zuerst stellen alle gleichzeitig einen Zylinder auf; angekündigt wird danach reihum.',
    en: 'First everyone places one hat at the same time; announcements come afterwards, in turn.',
  },
  HOKUS_ANNOUNCE_RANGE: {
    de: 'Kündige mindestens 1 und höchstens {max} Kaninchen an – so viele Zylinder stehen auf allen Tischen.',
    en: 'Announce at least 1 and at most {max} rabbits – that is how many hats stand on all tables.',
  },
  HOKUS_RAISE_TOO_LOW: {
    de: 'Du musst mehr als {high} Kaninchen ankündigen oder passen.',
    en: 'You must announce more than {high} rabbits or pass.',
  },
  HOKUS_NO_BIDDING_NOW: {
    de: 'Jetzt wird nicht angekündigt und nicht gepasst.',
    en: 'This is no time to announce or pass.',
  },
  HOKUS_PASS_NOT_YET: {
    de: 'Passen kannst du erst nach der ersten Ankündigung.',
    en: 'You can only pass after the first announcement.',
  },
  HOKUS_NO_LIFTING_NOW: {
    de: 'Gehoben wird erst, wenn jemand liefern muss.',
    en: 'Hats are lifted only when someone has to deliver.',
  },
  HOKUS_LIFT_OWN_FIRST: {
    de: 'Zuerst hebst du deine eigenen Zylinder, von oben nach unten.',
    en: 'First you lift your own hats, from top to bottom.',
  },
  HOKUS_TABLE_EMPTY: {
    de: 'Auf dem Tisch von Platz {table} steht kein verdeckter Zylinder mehr.',
    en: 'There is no face-down hat left on the table of seat {table}.',
  },
  HOKUS_NO_DRAW_NOW: {
    de: 'Jetzt wird kein Zylinder gezogen.',
    en: 'No hat is being drawn now.',
  },
  HOKUS_DRAW_RANGE: {
    de: 'Ziehe einen der {count} gemischten Zylinder (1 bis {count}).',
    en: 'Draw one of the {count} shuffled hats (1 to {count}).',
  },
  HOKUS_NO_DISCARD_NOW: {
    de: 'Jetzt gibt niemand einen Zylinder ab.',
    en: 'Nobody gives up a hat now.',
  },
  HOKUS_NOT_YOUR_HAT: {
    de: 'Den Zylinder {hat} hast du nicht – gib einen deiner eigenen Zylinder ab.',
    en: 'Hat {hat} is not yours – give up one of your own hats.',
  },
});

export type HokusErrorCode = keyof typeof hokusErrors.catalogue;
