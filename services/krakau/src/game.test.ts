// The declaration the lobby, the forms and the table service read: its options must be the
// config's keys with the rule text's defaults, its pacing the engine's own events.
import { defaultOptions } from '@spielcenter/proto';
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { randomChoice } from './random-player.js';
import { engine } from './rules/engine.js';
import type { KrakauEvent } from './rules/events.js';
import type { KrakauState } from './rules/state.js';

describe('game declaration', () => {
  it('the options are the config keys with the rule text defaults (1000 and the short match)', () => {
    const defaults = defaultOptions(game.meta);
    expect(engine.parseConfig({ players: 3, ...defaults })).toEqual(engine.parseConfig({ players: 3 }));
    const short = engine.parseConfig({ players: 3, ...defaults, target: 500 });
    expect(short).toEqual(engine.parseConfig({ players: 3, target: 500 }));
    expect(short.lockAt).toBe(400);
    for (const option of game.meta.options) {
      const values =
        option.kind === 'choice'
          ? option.choices.map((c) => c.value)
          : option.kind === 'boolean'
            ? [true, false]
            : [option.min, option.max];
      for (const value of values)
        for (const target of [1000, 500])
          expect(() => engine.parseConfig({ players: 3, target, [option.key]: value })).not.toThrow();
    }
  });

  it('seats, levels and the quick game as the text says', () => {
    expect(game.meta).toMatchObject({
      id: 'krakau',
      name: 'Speedkrakau',
      players: { min: engine.minPlayers, max: engine.maxPlayers, default: 3 },
      solo: { min: 2, max: 4, default: 3, label: 'Schnelle Partie', clock: true, defaultClockSeconds: 60 },
      levels: ['easy', 'normal', 'strong'],
    });
    expect(game.clocks).toEqual({});
  });

  it('the pacing names events the engine emits: a trick, one Spiel (a deal), the match', () => {
    const seen = new Set<string>();
    let last = '';
    randomPlayout<KrakauState>(engine, { players: 2, target: 500 }, 'pacing', {
      choose: randomChoice,
      onStep: ({ events }) => {
        for (const e of events as KrakauEvent[]) {
          seen.add(e.type);
          last = e.type;
        }
      },
    });
    const { trickEnd, roundEnd, gameEnd, acknowledge } = game.pacing;
    for (const type of [...trickEnd, ...roundEnd, ...gameEnd, ...acknowledge]) expect(seen).toContain(type);
    expect(gameEnd).toContain(last);
  });
});
