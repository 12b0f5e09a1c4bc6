/**
 * The short "Spielregeln" of Speedcruise (`/regeln/cruise`), written from the rule text (shared/seeds) in
 * our own words: what a new player needs before the first game. The full detail lives in the
 * table's card info and explanations.
 */
import type { GameRules } from '../types';

export const rules: GameRules = {
  intro:
    'Ein Legespiel für 2 bis 4 Spieler im Speisesaal eines Kreuzfahrtschiffs: Setze die Passagiere so an die Tische, dass sie dir Punkte bringen.',
  sections: [
    {
      title: 'Ein Zug',
      points: [
        'Jeder hat 5 Passagiere offen vor sich. Wer dran ist, setzt 1 oder 2 Passagiere an Tische, einen an die Pianobar oder tauscht einen sitzenden Kreuzfahrtdirektor gegen einen passenden Passagier.',
        'Danach zieht er aus dem Beutel auf seine Handgröße nach.',
      ],
    },
    {
      title: 'Sitzregeln',
      points: [
        'Ein Passagier darf nur an einen Tisch seiner Klasse; ein gemeinsamer Stuhl zwischen zwei Tischen zählt für beide.',
        'An einem Tisch sitzen höchstens 2 Herren und 2 Damen, nie zwei mehr vom einen als vom anderen. Niemand sitzt allein: Jeder gesetzte Passagier muss Punkte bringen.',
        'Der Direktor ist Joker und darf an jeden Tisch.',
      ],
    },
    {
      title: 'Punkte und Ende',
      points: [
        'Ein Tisch nur aus seiner Klasse ist ein reiner Tisch: Danach darfst du eine Karte weniger nachziehen.',
        'Die ersten Hocker der Pianobar bringen +1 bis +5, danach kosten sie Punkte.',
        'Die Reise endet, wenn die Bar oder alle Stühle voll sind, der Beutel fast leer ist oder jemand keine Handkarten mehr hat. Jeder Passagier auf der Hand kostet −5, ein Direktor −10.',
      ],
    },
  ],
};
