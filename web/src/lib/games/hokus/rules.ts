/**
 * The short "Spielregeln" of Speedhokus (`/regeln/hokus`), written from the rule text (shared/seeds) in
 * our own words: what a new player needs before the first game. The full detail lives in the
 * table's card info and explanations.
 */
import type { GameRules } from '../types';

export const rules: GameRules = {
  intro:
    'Ein Bluffspiel für 3 bis 6 Zauberer im Varieté: Jeder hat vier Zylinder – drei mit Kaninchen, einen mit Stinktier. Zweimal Applaus gewinnt.',
  sections: [
    {
      title: 'Eine Runde',
      points: [
        'Alle stellen gleichzeitig einen Zylinder verdeckt auf ihren Tisch. Reihum stellt jeder einen weiteren auf oder kündigt an, wie viele Kaninchen er hervorzaubert.',
        'Nach der ersten Ankündigung wird nur noch überboten oder gepasst. Wer passt, ist für diese Runde draußen.',
      ],
    },
    {
      title: 'Liefern',
      points: [
        'Wer am höchsten angekündigt hat, hebt Zylinder – zuerst alle eigenen, dann die obersten auf fremden Tischen.',
        'Nur Kaninchen: Applaus. Wer zum zweiten Mal Applaus bekommt, gewinnt die Vorstellung.',
      ],
    },
    {
      title: 'Stinktier!',
      points: [
        'Taucht ein Stinktier auf, ist die Nummer verpatzt und der Herausforderer verliert einen Zylinder für immer – bei einem fremden Stinktier zieht dessen Besitzer blind, beim eigenen wählt er selbst.',
        'Wer keinen Zylinder mehr hat, scheidet aus; wer als Letzter noch Zylinder hat, gewinnt ebenfalls.',
      ],
    },
  ],
};
