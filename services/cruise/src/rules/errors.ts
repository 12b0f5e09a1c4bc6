/** Every refusal of the cruise engine: stable code, German first, English second. */
import { defineErrors } from '@spielcenter/proto';

export const cruiseErrors = defineErrors({
  CRUISE_BAD_ACTION: {
    de: 'Dieser Zug ist falsch aufgebaut: {reason}.',
    en: 'This move is malformed: {reason}.',
  },
  CRUISE_MUST_DRAW: {
    de: 'Erst ziehst du aus dem Beutel nach – dann ist der Nächste dran.',
    en: 'First draw from the bag – then the next player moves.',
  },
  CRUISE_NOT_DRAW_TIME: {
    de: 'Nachziehen kannst du erst nach deinem Zug.',
    en: 'You draw only after your move.',
  },
  CRUISE_NOT_IN_HAND: {
    de: 'Der Passagier {tile} ist nicht auf deiner Hand.',
    en: 'Passenger {tile} is not in your hand.',
  },
  CRUISE_SEAT_COUNT: {
    de: 'In diesem Zug darfst du 1 bis {max} Passagiere setzen.',
    en: 'This move may seat 1 to {max} passengers.',
  },
  CRUISE_NO_SUCH_CHAIR: {
    de: 'Diesen Stuhl gibt es nicht: {chair}.',
    en: 'There is no chair {chair}.',
  },
  CRUISE_CHAIR_TAKEN: {
    de: 'Auf dem Stuhl {chair} sitzt schon jemand.',
    en: 'Chair {chair} is already taken.',
  },
  CRUISE_WRONG_CLASS: {
    de: 'Ein Passagier darf nur an einen Tisch seiner Klasse – {tile} passt nicht auf {chair}.',
    en: 'A passenger may only sit at a table of his class – {tile} does not fit chair {chair}.',
  },
  CRUISE_PAIR_RULE: {
    de: 'Paar-Regel: An Tisch {table} säßen zu viele Herren oder Damen (höchstens 2 und 2, nie zwei mehr vom einen als vom anderen).',
    en: 'Pair rule: table {table} would have too many men or women (at most 2 and 2, never two more of one than the other).',
  },
  CRUISE_ALONE: {
    de: 'Niemand sitzt allein: {tile} auf {chair} bringt keine Punkte – setze im selben Zug einen Partner dazu.',
    en: 'Nobody sits alone: {tile} on {chair} scores nothing – seat a partner in the same move.',
  },
  CRUISE_PURE_CHOICE: {
    de: 'Du füllst einen reinen Tisch: wähle „Hand −1“ oder „Karte ziehen“.',
    en: 'You fill a pure table: choose "hand −1" or "draw".',
  },
  CRUISE_NO_PURE_TABLE: {
    de: 'Dieser Zug füllt keinen reinen Tisch – es gibt nichts zu wählen.',
    en: 'This move fills no pure table – there is nothing to choose.',
  },
  CRUISE_BAR_DIRECTOR: {
    de: 'Ein Direktor geht nicht an die Bar.',
    en: 'A director does not go to the bar.',
  },
  CRUISE_BAR_FULL: {
    de: 'Die Pianobar ist voll.',
    en: 'The piano bar is full.',
  },
  CRUISE_BAR_CLOSED: {
    de: 'Die Bar ist bis zur nächsten Station geschlossen.',
    en: 'The bar is closed until the next station.',
  },
  CRUISE_NO_DIRECTOR_THERE: {
    de: 'Auf dem Stuhl {chair} sitzt kein Direktor.',
    en: 'No director sits on chair {chair}.',
  },
  CRUISE_SWAP_MISMATCH: {
    de: 'Tauschen geht nur gegen einen Passagier der Klasse des Tisches und des Geschlechts des Direktors.',
    en: "A swap needs a passenger of the table's class and the director's gender.",
  },
  CRUISE_SWAP_DIRECTOR: {
    de: 'Einen Direktor tauschst du nicht gegen einen Direktor.',
    en: 'You cannot swap a director for a director.',
  },
});
export type CruiseErrorCode = keyof typeof cruiseErrors.catalogue;
