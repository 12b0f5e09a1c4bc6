/**
 * Speedhokus as the layers around the engine see it: the lobby's and the quick game's facts, which
 * events pace the table, and which decisions have a clock of their own. No rule code here (the web
 * imports this through `@spielcenter/hokus/game`).
 */
import { declareGame } from '@spielcenter/proto/light';
import { HOKUS_CAST } from './characters.js';
import type { HokusAction } from './rules/actions.js';
import type { HokusEvent } from './rules/events.js';

export const game = declareGame<HokusEvent, HokusAction>({
  meta: {
    id: 'hokus',
    name: 'Speedhokus',
    tagline:
      'Zylinder verdeckt aufstellen, Kaninchen ankündigen, dem Stinktier entgehen – zweimal Applaus gewinnt.',
    // „Gespielt wird zu dritt bis zu sechst“; a table opens with 3 to 6 seats.
    players: { min: 3, max: 6, default: 4 },
    // „Menschen sitzen auf den Plätzen 1 bis 4, die Plätze 5 und 6 spielt immer der Computer.“
    maxHumans: 4,
    // „Freie Vorstellung: du gegen 2 bis 5 Computer“, „ohne Zugzeit“, „Mit dem Turbo-Knopf …“.
    solo: {
      min: 3,
      max: 6,
      default: 4,
      label: 'Freie Vorstellung',
      clock: false,
      defaultClockSeconds: null,
      turbo: true,
    },
    // „Computerstärke: leicht …; normal …; stark …“
    levels: ['easy', 'normal', 'strong'],
    // The text's settings are the table's (clock, strength, tempo, stake) or the screen's (warning,
    // design); the rules themselves have none besides the number of magicians.
    options: [],
  },
  pacing: {
    // „Tempo: normal zeigt jeden gehobenen Zylinder in Ruhe“: every lifted hat gets the short pause.
    trickEnd: ['lifted'],
    // A round ends with applause or with the lost hat of the penalty; the next round (or the
    // show's end, which takes precedence) follows in the same step.
    roundEnd: ['applause', 'hatLost'],
    gameEnd: ['showOver'],
    acknowledge: [],
  },
  // The text gives no decision a clock of its own (only the table's Bedenkzeit and its grace).
  clocks: {},
  // „Läuft eine Bedenkzeit ab, hebt nach der Nachfrist der Computer für dich“: the whole delivery,
  // every hat, under the one clock that ran out.
  clockFinishes: ['lift'],
  // „Jeder Varieté-Zauberer hat einen festen Spielstil“: a magician's name is his style
  // (characters.ts); a show's computers are drawn from the cast of all seven, and the engine learns
  // their names (config `names`) to tell the computers and the info window who plays which style.
  cast: { names: HOKUS_CAST, configKey: 'names' },
  // „Einsatz: Jeder Mensch zahlt ihn beim Start, der Topf geht an den besten Menschen.“ (no
  // amounts named: Speedcruise's).
  stakes: {
    amounts: [10, 25, 50, 100],
    help: 'Jeder Mensch zahlt ihn beim Start, der Topf geht an den besten Menschen. Wer vorzeitig geht, verliert den Einsatz und bekommt −10 Punkte (solo ohne Strafe).',
  },
  // „Tagesvorstellung: jeden Tag eine neue Vorstellung, für alle gleich – dieselben vier Rivalen,
  // derselbe Startspieler, und in gleicher Lage entscheiden die Computer gleich.“ The table's seed is
  // the day's (the gateway's): it deals the start and the rivals' stacks; the rivals' names are fixed
  // here (the same four every day), their characters follow from their names, and the computers seed
  // their choices from the situation. The text names no strength: normal. No advice on this show
  // (the gateway refuses it).
  pointsRule:
    '10 Punkte für jeden Zauberer, der hinter dir landet – der Sieger zuerst, dann wer noch im Spiel ist, dann nach Applaus und Zylindern. Wer vorzeitig geht, bekommt −10 (solo ohne Strafe).',
  // „Solo gegen Computer … Glühbirnen-Knopf“: the advisor wherever the player is the only person at
  // the table (one reading of "alone against computers" for every game, issue 38.19); its chance
  // per number comes with the advice: no odds of its own. Not at the Tagesvorstellung (noAdvice).
  advisor: 'alone',
  daily: {
    name: 'Tagesvorstellung',
    description:
      'Du gegen vier Rivalen (normal), für alle dieselbe Vorstellung: derselbe Startspieler, und in gleicher Lage entscheiden die Computer gleich. Einen Rat gibt es hier nicht; um Mitternacht beginnt eine neue.',
    computers: 4,
    level: 'normal',
    rivals: ['Signor Fortunato', 'Madame Lavinia', 'Der tolle Toni', 'Baronin Falkenstein'],
    noAdvice: true,
    listRule: 'Nur dein erster Versuch des Tages kommt in die Tagesliste.',
    config: (_seed, date) => ({ players: 5, daily: date }),
  },
});
