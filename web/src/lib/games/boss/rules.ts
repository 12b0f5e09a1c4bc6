/**
 * The short "Spielregeln" of Speedboss (`/regeln/boss`), written from the rule text (shared/seeds) in
 * our own words: what a new player needs before the first game. The full detail lives in the
 * table's card info and explanations.
 */
import type { GameRules } from '../types';

export const rules: GameRules = {
  intro:
    'Ein Stichspiel für 2 bis 4 Spieler in der Welt der Unternehmen: Sag vor jeder Runde genau an, wie viele Stiche du machst – nur eine getroffene Prognose bringt Gewinn.',
  sections: [
    {
      title: 'Die Karten',
      points: [
        '60 Karten: vier Firmen (Blau, Rot, Grün, Gelb) mit den Rängen 1 Aushilfe bis 13 Vorstand, dazu 4 CEOs und 4 Praktikanten.',
        'Der zuerst gelegte CEO gewinnt jeden Stich. Praktikanten verlieren – außer im Stich liegen nur Praktikanten, dann gewinnt der erste.',
      ],
    },
    {
      title: 'Ablauf einer Runde',
      points: [
        'In Runde 1 bekommt jeder eine Karte, in Runde 2 zwei und so weiter: zu viert 15, zu dritt 20 Runden (zu zweit 30, ab Runde 21 mit Nachziehen).',
        'Die nächste Karte wird aufgedeckt und bestimmt die Leitbranche (Trumpf). Ein Praktikant heißt: kein Trumpf. Bei einem CEO wählt der Geber die Leitbranche.',
        'Links vom Geber beginnend sagt jeder seine Prognose an (0 bis Kartenzahl). Der Geber sagt zuletzt an und darf die Summe nicht genau aufgehen lassen.',
      ],
    },
    {
      title: 'Stiche',
      points: [
        'Wer eine Karte der ausgespielten Firma hat, muss bedienen. CEO und Praktikant dürfen immer gelegt werden.',
        'Den Stich gewinnt der erste CEO, sonst die höchste Leitbranche-Karte, sonst die höchste Karte der ausgespielten Firma.',
        'Nach einem ausgespielten Praktikanten bestimmt die erste Karte mit Zahl die Firma, die bedient werden muss.',
      ],
    },
    {
      title: 'Bilanz',
      points: [
        'Prognose getroffen: 20 Punkte plus 10 je Stich. Daneben: −10 Punkte je Stich Abweichung.',
        'Nach der letzten Runde gewinnt die höchste Punktzahl (Jahresabschluss); Gleichstand teilt den Platz.',
      ],
    },
    {
      title: 'Am Tisch',
      points: [
        'Mit Uhr piept es bei 30, 20 und 10 Sekunden. Nach Ablauf gibt es 10 Sekunden Nachfrist, dann sagt die Uhr 0 für dich an (als Geber notfalls 1); beim Ausspielen entscheidet der Computer.',
        'Tasten: 0–9 für die Prognose, B öffnet die Bilanz. Die Maus über einer Karte zeigt, was sie gerade für dich bedeutet.',
      ],
    },
  ],
};
