// The declaration agrees with the engine: seat ranges, the (empty) options, and pacing events that
// mark exactly the lifts, the round ends and the show's end of real shows.
import { defaultOptions, type GameEvent } from '@spielcenter/proto';
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { engine, type HokusState } from './index.js';

const { meta, pacing } = game;
const has = (events: readonly GameEvent[], types: readonly string[]) =>
  events.some((e) => types.includes(e.type));

describe('the Speedhokus declaration', () => {
  it('„zu dritt bis zu sechst“, „allein gegen zwei bis fünf Computer“, solo without a clock, with Turbo', () => {
    expect(meta).toMatchObject({ id: 'hokus', name: 'Speedhokus' });
    expect([meta.players.min, meta.players.max]).toEqual([engine.minPlayers, engine.maxPlayers]);
    expect(meta.solo).toMatchObject({
      min: 3,
      max: 6,
      label: 'Freie Vorstellung',
      clock: false,
      turbo: true,
    });
    expect(meta.solo.defaultClockSeconds).toBeNull();
    expect(meta.levels).toEqual(['easy', 'normal', 'strong']);
    expect(game.clocks).toEqual({});
    expect(pacing.acknowledge).toEqual([]);
  });

  it('the default options make a valid config at every seat count', () => {
    for (let players = meta.players.min; players <= meta.players.max; players++)
      expect(engine.parseConfig({ players, ...defaultOptions(meta) }).players).toBe(players);
  });

  it('pacing: a trick pause at every lift, a round end exactly where the next round starts, the end once', () => {
    for (let players = 3; players <= 6; players++) {
      for (let i = 0; i < 20; i++) {
        let ends = 0;
        randomPlayout<HokusState>(engine, { players }, `pacing-${players}-${i}`, {
          onStep: ({ action, events }) => {
            const evs = events as GameEvent[];
            expect(has(evs, pacing.trickEnd)).toBe(action.type === 'lift');
            const roundOver = has(evs, ['roundStarted']) || has(evs, pacing.gameEnd);
            expect(has(evs, pacing.roundEnd)).toBe(roundOver);
            if (has(evs, pacing.gameEnd)) ends++;
          },
        });
        expect(ends).toBe(1);
      }
    }
  });
});
