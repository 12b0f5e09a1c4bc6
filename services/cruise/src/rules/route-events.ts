/**
 * The events of cruise mode (Ereignisse): six lucky (Glück) and six unlucky (Pech) rule changes.
 * "Bis zur nächsten Station" effects end at the next station, instant ones happen at once to the
 * trigger (Auslöser). This catalogue is public; which route orders them how is not (routes.ts).
 */

export const EVENT_IDS = [
  'freeSeating',
  'captainsDinner',
  'happyHour',
  'galaEvening',
  'tableForOne',
  'pursersBonus',
  'heavySeas',
  'barClosed',
  'storm',
  'customs',
  'barRush',
  'luggageLimit',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

/** An event of the route card (Ereignis): what it is and what it does. */
export interface RouteEvent {
  readonly id: EventId;
  readonly lucky: boolean;
  /** "untilNext": holds until the next station; "instant": happens once, to the trigger. */
  readonly duration: 'untilNext' | 'instant';
  readonly name: string;
  /** The route card text (German), for newcomers. */
  readonly text: string;
  readonly en: string;
}

export const EVENTS: Record<EventId, RouteEvent> = {
  freeSeating: {
    id: 'freeSeating',
    lucky: true,
    duration: 'untilNext',
    name: 'Freie Platzwahl',
    text: 'Bis zur nächsten Station darf jeder in einem Zug bis zu drei Passagiere an Tische setzen.',
    en: 'Until the next station every seating move may seat up to three passengers.',
  },
  captainsDinner: {
    id: 'captainsDinner',
    lucky: true,
    duration: 'untilNext',
    name: 'Kapitänsdinner',
    text: 'Bis zur nächsten Station zählen alle Punkte, die Passagiere an Tischen bringen, doppelt.',
    en: 'Until the next station all points from seating passengers count double.',
  },
  happyHour: {
    id: 'happyHour',
    lucky: true,
    duration: 'untilNext',
    name: 'Happy Hour',
    text: 'Bis zur nächsten Station kostet die Pianobar nichts: Minus-Hocker bringen 0 Punkte, Plus-Hocker bleiben.',
    en: 'Until the next station the piano bar costs nothing: negative stools score 0, positive ones stay.',
  },
  galaEvening: {
    id: 'galaEvening',
    lucky: true,
    duration: 'untilNext',
    name: 'Galaabend',
    text: 'Bis zur nächsten Station bringt jeder reine Tisch dem, der ihn füllt, 10 Extrapunkte.',
    en: 'Until the next station every pure table gives its filler 10 extra points.',
  },
  tableForOne: {
    id: 'tableForOne',
    lucky: true,
    duration: 'untilNext',
    name: 'Tisch für eins',
    text: 'Bis zur nächsten Station darfst du einen einzelnen Passagier auch allein an einen leeren Tisch setzen (ohne Punkte).',
    en: 'Until the next station a move may seat one single passenger alone at an empty table (no points).',
  },
  pursersBonus: {
    id: 'pursersBonus',
    lucky: true,
    duration: 'instant',
    name: 'Bonus vom Zahlmeister',
    text: 'Sofort: Der Auslöser bekommt 3 Punkte für jeden reinen Tisch, den er bisher gefüllt hat – mindestens 3.',
    en: 'At once: the trigger gets 3 points per pure table he has filled so far – at least 3.',
  },
  heavySeas: {
    id: 'heavySeas',
    lucky: false,
    duration: 'untilNext',
    name: 'Seegang',
    text: 'Bis zur nächsten Station darf jeder in einem Zug nur einen Passagier an einen Tisch setzen.',
    en: 'Until the next station a seating move may seat only one passenger.',
  },
  barClosed: {
    id: 'barClosed',
    lucky: false,
    duration: 'untilNext',
    name: 'Bar geschlossen',
    text: 'Bis zur nächsten Station darf niemand einen Passagier an die Pianobar setzen.',
    en: 'Until the next station nobody may send a passenger to the piano bar.',
  },
  storm: {
    id: 'storm',
    lucky: false,
    duration: 'untilNext',
    name: 'Sturmwarnung',
    text: 'Bis zur nächsten Station zählen Punkte, die Passagiere an Tischen bringen, nur halb (abgerundet).',
    en: 'Until the next station points from seating passengers count half (rounded down).',
  },
  customs: {
    id: 'customs',
    lucky: false,
    duration: 'instant',
    name: 'Zollkontrolle',
    text: 'Sofort: Der Auslöser verliert 2 Punkte für jeden Passagier auf seiner Hand, 4 für jeden Direktor.',
    en: 'At once: the trigger loses 2 points per passenger in hand, 4 per director.',
  },
  barRush: {
    id: 'barRush',
    lucky: false,
    duration: 'instant',
    name: 'Ansturm auf die Bar',
    text: 'Sofort: Die nächsten zwei Passagiere aus dem Beutel (keine Direktoren) besetzen die nächsten Barhocker – für niemanden Punkte.',
    en: 'At once: the next two passengers from the bag (no directors) take the next bar stools – no points for anyone.',
  },
  luggageLimit: {
    id: 'luggageLimit',
    lucky: false,
    duration: 'untilNext',
    name: 'Gepäckbeschränkung',
    text: 'Bis zur nächsten Station zieht jeder nur bis zu seiner Handgröße −1 nach (wer nur noch 1 hat, zieht bis 1).',
    en: 'Until the next station everyone draws up to his hand size −1 only (a hand size of 1 stays 1).',
  },
};
