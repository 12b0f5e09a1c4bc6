/** Speedcruise in the web: its declaration and board for the shell. */
import type { CruiseView } from '@spielcenter/cruise';
import { game } from '@spielcenter/cruise/game';
import type { GameModule } from '../types';
import Board from './Board.svelte';
import { signed } from './classes';
import { rules } from './rules';
import { END_REASONS } from './words';

const pureText = (n: number) => (n === 1 ? '1 reiner Tisch' : `${n} reine Tische`);

export const module: GameModule = {
  declaration: game,
  Board,
  title: (view: CruiseView) =>
    view.cruise ? `Station ${view.cruise.station} / 10 – Speedcruise` : 'Klassisch – Speedcruise',
  end: {
    title: 'Endtafel',
    rematch: 'Nochmal reisen',
    winText: 'Glückwunsch – du hast die Sitzordnung am geschicktesten geplant!',
    scoreSheet: { label: 'Punkte', key: 'b' },
    // Places by points, then pure tables; the hands cost −5 per passenger, −10 per director.
    details: (view: CruiseView) => ({
      summary:
        view.phase.kind === 'over' ? `Die Reise ist zu Ende: ${END_REASONS[view.phase.reason]}` : undefined,
      notes: view.scores.map(
        (_, seat) =>
          `Hand ${signed(view.penalties?.[seat] ?? 0)} · ${pureText(view.pureTables[seat]?.length ?? 0)}`,
      ),
    }),
  },
  describeSolo: (seats, options) =>
    `${seats} Spieler · ${options.mode === 'classic' ? 'Klassisch' : 'Kreuzfahrt'}${options.singleGenderTables ? ' · Kaffeekränzchen & Stammtisch' : ''}`,
  gear: [{ key: 'labels', label: 'Klassennamen an den Tischen', default: true }],
  rules,
};
