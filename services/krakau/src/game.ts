/**
 * Speedkrakau as the lobby, the quick-game form and the table service see it: name, seats, levels,
 * the house rules with the rule text's defaults, which events pace the table, and the Tagesblatt.
 * No rule code.
 */
import { declareGame } from '@spielcenter/proto/light';
import { dailyTable } from './daily.js';
import type { KrakauAction } from './rules/actions.js';
import type { KrakauEvent } from './rules/events.js';

export const game = declareGame<KrakauEvent, KrakauAction>({
  meta: {
    id: 'krakau',
    name: 'Speedkrakau',
    tagline:
      'Tysiąc im Jazzkeller unter dem Krakauer Marktplatz: reizen, melden, Stiche holen – wer zuerst 1000 hat, gewinnt.',
    players: { min: 2, max: 4, default: 3 },
    solo: {
      min: 2,
      max: 4,
      default: 3,
      label: 'Schnelle Partie',
      clock: true,
      defaultClockSeconds: 60,
      turbo: true,
    },
    levels: ['easy', 'normal', 'strong'],
    options: [
      {
        key: 'target',
        kind: 'choice',
        label: 'Ziel',
        help: 'Wer zuerst so viele Punkte hat, gewinnt. Kurze Partie: Ziel 500 (Sperre bei 400/450, Fass bei 440).',
        default: 1000,
        choices: [
          { value: 1000, label: '1000' },
          { value: 500, label: 'Kurze Partie (500)' },
        ],
      },
      {
        key: 'mustBeat',
        kind: 'boolean',
        label: 'Überstechen',
        help: 'Wer die ausgespielte Farbe bedient, muss dabei höher gehen, wenn er kann.',
        default: true,
      },
      {
        key: 'mustTrump',
        kind: 'boolean',
        label: 'Trumpfen',
        help: 'Wer die ausgespielte Farbe nicht hat, muss trumpfen (sobald es einen Trumpf gibt).',
        default: true,
      },
      {
        key: 'marriageLimit',
        kind: 'boolean',
        label: 'Über 120 nur mit Meldung',
        help: 'Über 120 reizen nur mit König + Dame einer Farbe auf der Hand – höchstens 120 plus der Wert der Meldungen. Aus: bis 400.',
        default: true,
      },
      {
        key: 'showMusik',
        kind: 'boolean',
        label: 'Musik zeigen',
        help: 'Der Musik wird für alle aufgedeckt, bevor der Spielende ihn aufnimmt.',
        default: true,
      },
      {
        key: 'bombas',
        kind: 'number',
        label: 'Bomba je Partie',
        help: 'So oft darf jeder je Partie vor dem Abgeben aufgeben; jeder Gegner bekommt 60. 0: keine Bomba.',
        default: 1,
        min: 0,
        max: 10,
        step: 1,
      },
      {
        key: 'fourNines',
        kind: 'boolean',
        label: 'Vier Neunen',
        help: 'Wer alle vier Neunen hat, darf vor dem ersten Gebot neu geben lassen.',
        default: true,
      },
      {
        key: 'lockAt',
        kind: 'choice',
        label: 'Sperre',
        help: 'Wer so viele Punkte hat, bekommt als Gegner nichts mehr, nur noch als Spielender. In der kurzen Partie gilt 400 bzw. 450.',
        default: 800,
        choices: [
          { value: 800, label: 'ab 800 (kurze Partie: 400)' },
          { value: 900, label: 'ab 900 (kurze Partie: 450)' },
          { value: null, label: 'aus' },
        ],
      },
      {
        key: 'barrel',
        kind: 'boolean',
        label: 'Fass',
        help: 'Wer 880 (kurze Partie: 440) erreicht, hat drei Spiele Zeit, als Spielender aufs Ziel zu kommen; sonst −120.',
        default: true,
      },
    ],
  },
  pacing: {
    trickEnd: ['trickWon'],
    // One "Spiel" is a deal: the table pauses and continues as new after each.
    roundEnd: ['gameScored'],
    gameEnd: ['matchWon'],
    // The settlement board asks for "Weiter" (the table does that, not the engine).
    acknowledge: ['gameScored'],
  },
  // The text names no short clock of its own: every decision has the table's clock.
  clocks: {},
  // „danach passt der Computer für dich bzw. legt eine Karte“: once the declarer's clock ran out, the
  // computer gives both cards, says „Fertig“ and announces under that one clock (never a Bomba: the
  // engine's default decision leaves it to the player), instead of a new clock for each pick.
  clockFinishes: ['give', 'discard', 'takeBack', 'done', 'declare'],
  // „Für die Bestenliste zählen deine gewonnenen Punkte jedes Spiels geteilt durch 10 …, am Ende der
  // Partie kommt ein Platzbonus dazu“: each game's points as it ends, the bonus with the last one.
  leaderboardPerRound: 'gameScored',
  pointsRule:
    'Die gewonnenen Punkte jedes Spiels geteilt durch 10 (verlorene Spiele ziehen nichts ab), am Ende der Partie Platzbonus 30 / 15 / 5. Wer eine Partie mit anderen Menschen vorzeitig verlässt, bekommt −10.',
  // „Allein gegen den Computer … Glühbirne“: the advisor and the bidding hint's odds wherever the
  // player is the only person at the table (a quick game, or an open table filled with computers).
  advisor: 'alone',
  odds: 'alone',
  daily: {
    name: 'Tagesblatt',
    description:
      'Zu dritt gegen zwei starke Computer bis 500, mit den Standardregeln – heute für alle Spiel für Spiel dieselben Karten. Um Mitternacht gibt es ein neues Blatt.',
    computers: 2,
    level: 'strong',
    listRule: 'Es zählt deine beste Partie des Tages. Um Mitternacht gibt es ein neues Blatt.',
    config: dailyTable,
  },
});
