/** Speedkrakau in the web: its declaration and board for the shell. */
import type { KrakauView } from '@spielcenter/krakau';
import { game } from '@spielcenter/krakau/game';
import { count, ofRate } from '$lib/record/stats';
import type { GameModule } from '../types';
import Board from './Board.svelte';
import { rules } from './rules';
import { matchNotes } from './settle';
import { num } from './words';

export const module: GameModule = {
  declaration: game,
  Board,
  title: (view: KrakauView) => `Spiel ${view.gameNo} – Speedkrakau`,
  end: {
    title: 'Ende der Partie',
    rematch: 'Nochmal spielen',
    winText: 'Glückwunsch – du hast die Partie gewonnen!',
    scoreSheet: { label: 'Punkte', key: 'b' },
    details: (view: KrakauView, outcome) => ({
      summary: `${view.history.length} Spiele bis ${num(view.rules.target)}. Für die Bestenliste: gewonnene Punkte / 10 plus Platzbonus (30, 15, 5).`,
      notes: matchNotes(outcome.leaderboardPoints, outcome.ranks),
    }),
  },
  describeSolo: (seats, options) =>
    `${seats} Spieler · bis ${num(Number(options.target ?? 1000))}${seats === 4 ? ' · der Geber setzt aus' : ''}${seats === 2 ? ' · zwei Musiks' : ''}`,
  gear: [
    { key: 'odds', label: 'Hinweis beim Reizen', default: true },
    { key: 'gespielt', label: 'Gespielt: Augen des Spielenden', default: true },
  ],
  rules,
  // „Unter ‚Meine Partien' in der Lobby steht deine Bilanz über alle Partien: Siege, Reizquote (wie
  // oft du selbst gespielt hast), geschaffte Spiele, Meldungen, Bomben und dein bestes Spiel.“
  stats: {
    lobby: 'Meine Partien',
    figures: [
      { key: 'declarer', label: 'Reizquote (selbst gespielt)', value: (f) => ofRate(f.declarer, f.deals) },
      { key: 'gamesMade', label: 'Geschaffte Spiele', value: (f) => ofRate(f.gamesMade, f.declarer) },
      { key: 'marriages', label: 'Meldungen', value: (f) => count(f.marriages) },
      { key: 'bombas', label: 'Bomben', value: (f) => count(f.bombas) },
      {
        key: 'bestGame',
        label: 'Bestes Spiel',
        value: (f) => (f.bestGame ? `${count(f.bestGame)} Punkte` : '–'),
      },
    ],
  },
};
