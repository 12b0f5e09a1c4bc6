/**
 * The short "Spielregeln" of Speedkrakau (`/regeln/krakau`), written from the rule text (shared/seeds) in
 * our own words: what a new player needs before the first game. The full detail lives in the
 * table's card info and explanations.
 */
import type { GameRules } from '../types';

export const rules: GameRules = {
  intro:
    'Tysiąc, das polnische „Tausend“, für 2 bis 4 Spieler in einem Krakauer Jazzkeller: Wer zuerst 1000 Punkte hat, gewinnt.',
  sections: [
    {
      title: 'Karten und Reizen',
      points: [
        '24 Karten: Ass (11), Zehn (10), König (4), Dame (3), Bube (2) und Neun (0) in vier Farben – zusammen 120 Augen.',
        'Zu dritt bekommt jeder 7 Karten, 3 liegen als Musik in der Mitte. Links vom Geber steht das Pflichtgebot 100; danach wird in Zehnerschritten überboten oder gepasst.',
        'Über 120 darf nur reizen, wer eine Meldung (König und Dame einer Farbe) auf der Hand hat.',
      ],
    },
    {
      title: 'Musik und Spiel',
      points: [
        'Der Spielende nimmt den Musik auf, gibt jedem Gegner eine Karte ab und sagt sein Spiel an – mindestens sein Gebot.',
        'Bei schlechtem Musik darf er eine Bomba werfen: Er verliert nichts, jeder Gegner bekommt 60.',
      ],
    },
    {
      title: 'Stiche und Meldungen',
      points: [
        'Bedienen und dabei möglichst höher gehen; wer nicht bedienen kann, muss trumpfen, sobald es Trumpf gibt.',
        'Wer König und Dame einer Farbe hat und ausspielt, kann melden: Herz 100, Karo 80, Kreuz 60, Pik 40. Die gemeldete Farbe wird sofort Trumpf.',
      ],
    },
    {
      title: 'Abrechnung',
      points: [
        'Erreicht der Spielende sein Spiel, bekommt er das Gebot gutgeschrieben, sonst abgezogen. Die Gegner bekommen ihre Augen plus Meldungen, auf 10 gerundet.',
        'Ab 800 gibt es als Gegner keine Punkte mehr (Sperre). Wer 880 erreicht, steht auf dem Fass und hat drei Spiele Zeit, als Spielender auf 1000 zu kommen.',
      ],
    },
  ],
};
