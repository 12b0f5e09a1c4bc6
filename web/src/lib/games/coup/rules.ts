/**
 * The short "Spielregeln" of Speedcoup (`/regeln/coup`), written from the rule text (shared/seeds) in
 * our own words: what a new player needs before the first game. The full detail lives in the
 * table's card info and explanations.
 */
import { EVENING_GAP_MS } from '@spielcenter/coup';
import type { GameRules } from '../types';

/** The evening's gap in hours, from the one constant the record and the Bandenbuch use. */
const GAP_HOURS = EVENING_GAP_MS / 3600_000;

export const rules: GameRules = {
  intro:
    'Ein gemeinsames Stichspiel für 2 bis 5 Spieler an der Riviera 1964: Die Bande schafft einen Coup zusammen – oder scheitert zusammen. 50 Coups warten.',
  sections: [
    {
      title: 'Karten und Boss',
      points: [
        '40 Karten in vier Farben von 1 bis 9 und vier Dietriche; alle Karten werden verteilt. Zu zweit spielt der Schatten als dritter Platz mit offenen Stapeln.',
        'Wer Dietrich 4 hat, ist der Boss: Er wählt zuerst Beute und spielt den ersten Stich aus.',
      ],
    },
    {
      title: 'Beute',
      points: [
        'Reihum nimmt sich jeder Beute-Karten. Eine Beute ist eingestrichen, wenn ihr Besitzer den Stich gewinnt, in dem diese Karte liegt – gewinnt ihn ein anderer, ist der Coup gescheitert.',
        'Marken legen die Reihenfolge fest: 1, 2, 3 … zuerst, Ω zuletzt, Pfeile nur untereinander.',
      ],
    },
    {
      title: 'Stiche',
      points: [
        'Bedienen ist Pflicht, auch Dietriche werden mit Dietrichen bedient. Es gewinnt der höchste Dietrich, sonst die höchste Karte der ausgespielten Farbe.',
        'Sprechen ist verboten. Einmal je Versuch darf jeder vor einem Stich eine Farbkarte zeigen – mit der Marke höchste, einzige oder niedrigste Karte dieser Farbe.',
      ],
    },
    {
      title: 'Sonderaufträge und Pfiff',
      points: [
        'Viele Coups haben eine eigene Regel, die in der Coup-Akte steht. Bricht eine Regel, ist der Versuch sofort vorbei und das Spiel sagt, woran es lag.',
        'Beim Pfiff gibt jeder eine Farbkarte an einen Nachbarn weiter; das erste Mal je Coup kostet er einen Versuch im Bandenbuch.',
      ],
    },
    {
      title: 'Bandenbuch, Abend und Punkte',
      points: [
        'Jede Besetzung – wer mit wem und wie viele Plätze, Computer nach ihrer Zahl – hat ihre eigene Seite im Bandenbuch, auf dem Server: auf jedem Gerät dieselbe, für Gäste wie für Konten.',
        `Ein Abend: alle Versuche einer Besetzung, zwischen denen weniger als ${GAP_HOURS} Stunden liegen. Wer ${GAP_HOURS} Stunden oder länger Pause macht oder „Feierabend“ drückt, beginnt mit dem nächsten Versuch einen neuen Abend.`,
        'Für einen geschafften Coup bekommt jeder 5 + Coup-Nummer Punkte, je Fehlversuch an diesem Coup an diesem Abend einen weniger (mindestens 3). Freigeschaltet ist der Coup nach dem höchsten geschafften; nach 8 Fehlversuchen (alle Abende zusammen) darf die Bande ihn überspringen.',
      ],
    },
  ],
};
