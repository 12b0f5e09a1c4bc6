/** The end board's words: why the show ended, and per magician his laurels and hats (or his curtain). */
import type { HokusView } from '@spielcenter/hokus';
import type { Outcome } from '@spielcenter/proto';
import { END_REASONS } from './words';

export function endDetails(view: HokusView, _outcome: Outcome): { summary?: string; notes: string[] } {
  const summary =
    view.phase.kind === 'over' ? `Der Vorhang ist gefallen: ${END_REASONS[view.phase.reason]}.` : undefined;
  const notes = view.magicians.map((m) => {
    const laurels = `${m.laurels} Lorbeer`;
    return m.eliminated
      ? `${laurels} · Vorhang in Runde ${m.eliminatedRound}`
      : `${laurels} · ${m.hats} Zylinder`;
  });
  return { summary, notes };
}
