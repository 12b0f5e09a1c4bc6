/**
 * Speedcruise as the lobby, the quick-game form and the table service see it: name, seats,
 * options, which events pace the table, and the 20 s draw. No rule code (the light subpath
 * `@spielcenter/cruise/game`).
 */
import { declareGame } from '@spielcenter/proto/light';
import type { CruiseAction } from './rules/actions.js';
import type { CruiseEvent } from './rules/events.js';

export const game = declareGame<CruiseEvent, CruiseAction>({
  meta: {
    id: 'cruise',
    name: 'Speedcruise',
    tagline:
      'Im Speisesaal eines Kreuzfahrtschiffs bekommen die Passagiere ihre Plätze – wer die Sitzordnung am geschicktesten plant, gewinnt.',
    players: { min: 2, max: 4, default: 4 },
    solo: {
      min: 2,
      max: 4,
      default: 2,
      label: 'Solo',
      clock: true,
      defaultClockSeconds: 120,
      turbo: true,
    },
    levels: ['easy', 'normal', 'strong'],
    options: [
      {
        key: 'mode',
        kind: 'choice',
        label: 'Spielart',
        help: 'Kreuzfahrt: Das Schiff fährt eine von zehn Routen; nach je 6 gesetzten Passagieren erreicht es eine Station mit einem Glücks- oder Pech-Ereignis. Klassisch: keine Route und keine Ereignisse – nur das reine Brettspiel.',
        default: 'cruise',
        choices: [
          { value: 'cruise', label: 'Kreuzfahrt' },
          { value: 'classic', label: 'Klassisch' },
        ],
      },
      {
        key: 'singleGenderTables',
        kind: 'boolean',
        label: 'Kaffeekränzchen & Stammtisch',
        help: 'Wer in einem Zug vier Damen (Kaffeekränzchen) oder vier Herren (Stammtisch) an einen Tisch bringt, darf dafür bis zu vier Passagiere auf einmal setzen – ausnahmsweise gegen die Paar-Regel. Der Tisch bringt 20 Punkte, aus nur einer Klasse 40.',
        default: false,
      },
    ],
  },
  pacing: {
    trickEnd: [],
    // A station is the cruise's chapter: a long pause to read the new event, and the table's
    // continue-as-new. Classic mode has no stations; its ~100 steps need no continue-as-new.
    roundEnd: ['station'],
    gameEnd: ['end'],
    acknowledge: [],
  },
  // „Wer nicht innerhalb von 20 Sekunden zieht, dem legt das Schiff die Passagiere hin.“ Within 20
  // seconds: the draw has no grace after its clock.
  clocks: { draw: 20_000 },
  noGrace: ['draw'],
  pointsRule:
    'Dein Endstand (nie unter 0) plus Platzbonus 30 / 15 / 5. Wer eine Partie mit anderen Menschen verlässt, bekommt −10.',
  // „Rat (R) … nur ohne andere Menschen am Tisch“: the advisor at any table without other people.
  advisor: 'alone',
  // „Einsatz: 10, 25, 50 oder 100 Taler je Partie, nur Menschen zahlen; der Topf geht an den
  // bestplatzierten Menschen.“
  stakes: {
    amounts: [10, 25, 50, 100],
    help: '10, 25, 50 oder 100 Taler je Partie, nur Menschen zahlen; der Topf geht an den bestplatzierten Menschen. Sitzt nur ein Mensch am Tisch, bekommt er seinen Einsatz zurück; wer vorzeitig verlässt, verliert ihn. Gäste spielen ohne Einsatz.',
  },
});
