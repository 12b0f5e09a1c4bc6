/**
 * Speedboss as the table service, the gateway and the web shell see it: name, seats, the quick game,
 * which events pace the table, and the trump choice's own short clock. No rule code: this file is
 * the light subpath `@spielcenter/boss/game`.
 */
import { declareGame } from '@spielcenter/proto/light';
import type { BossAction } from './rules/actions.js';
import type { BossEvent } from './rules/events.js';

export const game = declareGame<BossEvent, BossAction>({
  meta: {
    id: 'boss',
    name: 'Speedboss',
    tagline:
      'Sag vor jeder Runde genau voraus, wie viele Stiche du machst. Nur wer seine Prognose trifft, macht Gewinn.',
    // „Eröffne einen Tisch für 2–4 Spieler“
    players: { min: 2, max: 4, default: 4 },
    // „allein über „Schnelle Partie“ gegen den Computer“: the player and 1–3 computers.
    solo: {
      min: 2,
      max: 4,
      default: 4,
      label: 'Schnelle Partie',
      clock: true,
      // „30, 60 oder 90 Sekunden, 2 Minuten (Standard) oder ohne Uhr“
      defaultClockSeconds: 120,
      // The text offers Tempo „Schnell“ (every table has it), no Turbo button.
      turbo: false,
    },
    // „mit Computer füllen (leicht, normal oder stark)“
    levels: ['easy', 'normal', 'strong'],
    // Every setting the text names is the table's (free seats, clock, tempo, stake), none the rules'.
    options: [],
  },
  pacing: {
    trickEnd: ['trickWon'],
    roundEnd: ['roundScored'],
    gameEnd: ['gameOver'],
    acknowledge: [],
  },
  // „die Leitbranche-Wahl höchstens 20 Sekunden“
  clocks: { chooseTrump: 20_000 },
  // „Nach jeder Runde gehen deine Rundenpunkte … direkt in die Bestenliste“
  leaderboardPerRound: 'roundScored',
  // „Wer eine Partie vorzeitig verlässt, bekommt −10 (nur bei Partien ab 2 Minuten)“ — also alone.
  leavePenalty: 'always',
  leavePenaltyAfterMs: 2 * 60_000,
  pointsRule:
    'Nach jeder Runde zählen deine Rundenpunkte: 20 + 10 je Stich bzw. −10 je Stich daneben, nie unter 0. Wer eine Partie ab 2 Minuten vorzeitig verlässt, bekommt −10.',
  // „Auf Wunsch spielt der Tisch um Taler“ (no amounts named: Speedcruise's).
  stakes: {
    amounts: [10, 25, 50, 100],
    help: 'Auf Wunsch spielt der Tisch um Taler – der Topf geht an den besten Menschen; teilen sich mehrere Menschen diesen Platz (gleiche Punktzahl), wird er zu gleichen Teilen geteilt.',
  },
});
