/** Speedcoup in the web: its declaration, board and quick-game options for the shell. */
import type { CoupView } from '@spielcenter/coup';
import { coupDef } from '@spielcenter/coup';
import { game } from '@spielcenter/coup/game';
import { count, ofRate } from '$lib/record/stats';
import type { GameModule } from '../types';
import Board from './Board.svelte';
import { dailyResult } from './daily-result';
import Options from './Options.svelte';
import { rules } from './rules';

export const module: GameModule = {
  declaration: game,
  Board,
  Options,
  title: (view: CoupView) => `Coup ${view.caseFile.coup} – Speedcoup`,
  end: {
    title: 'Ergebnis',
    rematch: 'Nochmal',
    // The board shows its own result window ("Nochmal" / "Weiter zum nächsten Coup", …).
    own: true,
    scoreSheet: { label: 'Bandenbuch', key: 'b' },
  },
  describeSolo: (seats, options) => {
    const coup = typeof options.coup === 'number' ? coupDef(options.coup) : null;
    const who = seats === 2 ? '2 Spieler und der Schatten' : `${seats} Spieler`;
    return coup ? `${who} · Coup ${coup.n}: ${coup.title} · ohne Uhr` : `${who} · ohne Uhr`;
  },
  rules,
  dailyResult,
  stats: {
    figures: [
      { key: 'attempts', label: 'Versuche', value: (f) => count(f.attempts) },
      { key: 'made', label: 'Geschafft', value: (f) => ofRate(f.made, f.attempts) },
      { key: 'pfiff', label: 'Mit Pfiff', value: (f) => count(f.pfiff) },
    ],
  },
};
