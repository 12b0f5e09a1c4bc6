/** Speedhokus in the web: its declaration, board and quick-game options (Freie Vorstellung, Tournee). */
import type { HokusView } from '@spielcenter/hokus';
import { game } from '@spielcenter/hokus/game';
import { count, ofRate } from '$lib/record/stats';
import type { GameModule } from '../types';
import Board from './Board.svelte';
import { dailyResult } from './daily-result';
import { endDetails } from './end';
import Options from './Options.svelte';
import { rules } from './rules';
import { tourneeOnward } from './tournee-start';

export const module: GameModule = {
  declaration: game,
  Board,
  Options,
  title: (view: HokusView) => `Runde ${view.round} – Speedhokus`,
  end: {
    title: 'Endtafel',
    rematch: 'Nochmal – gleicher Tisch',
    winText: 'Bravo – das Varieté liegt dir zu Füßen!',
    scoreSheet: { label: 'Bilanz', key: 'b' },
    details: endDetails,
    // A Tournee show: "Weiter nach …", "Nochmal in …" or "Tournee gewonnen" instead of "Nochmal".
    onward: tourneeOnward,
  },
  describeSolo: (seats) => `${seats} Zauberer · zweimal Applaus gewinnt`,
  gear: [
    { key: 'skunkWarning', label: 'Warnung: rote Zahlen treffen dein Stinktier', default: true },
    { key: 'matinee', label: 'Design „Matinee“ (hell) statt „Abendvorstellung“', default: false },
  ],
  rules,
  dailyResult,
  stats: {
    figures: [
      {
        key: 'announced',
        label: 'Angekündigt und geliefert',
        value: (f) => ofRate(f.delivered, f.announced),
      },
      { key: 'catches', label: 'Stinktiere, die jemanden erwischt haben', value: (f) => count(f.catches) },
    ],
  },
};
