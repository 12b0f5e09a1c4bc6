/** Speedhokus in the web: its declaration and board for the shell. */
import type { HokusView } from '@spielcenter/hokus';
import { game } from '@spielcenter/hokus/game';
import type { GameModule } from '../types';
import Board from './Board.svelte';
import { endDetails } from './end';

export const module: GameModule = {
  declaration: game,
  Board,
  title: (view: HokusView) => `Runde ${view.round} – Speedhokus`,
  end: {
    title: 'Endtafel',
    rematch: 'Nochmal – gleicher Tisch',
    winText: 'Bravo – das Varieté liegt dir zu Füßen!',
    scoreSheet: { label: 'Bilanz', key: 'b' },
    details: endDetails,
  },
  describeSolo: (seats) => `${seats} Zauberer · zweimal Applaus gewinnt`,
  gear: [
    { key: 'skunkWarning', label: 'Warnung: rote Zahlen treffen dein Stinktier', default: true },
    { key: 'matinee', label: 'Design „Matinee“ (hell) statt „Abendvorstellung“', default: false },
  ],
};
