/** Real views for the helpers' tests: small shows played through the engine (skunk = hat 4 of every seat). */
import { engine, type HokusAction, type HokusState, type HokusView } from '@spielcenter/hokus';

export function newShow(players = 3): HokusState {
  const config = engine.parseConfig({
    players,
    deck: { start: 0, skunks: Array.from({ length: players }, () => 4) },
  });
  return engine.setup(config, 'web-test');
}

export function play(state: HokusState, ...steps: [number, HokusAction][]): HokusState {
  let s = state;
  for (const [seat, action] of steps) s = engine.apply(s, seat, action).state;
  return s;
}

export const viewOf = (state: HokusState, seat = 0): HokusView => engine.view(state, seat);
export const legalOf = (state: HokusState, seat = 0) => engine.legalActions(state, seat);
