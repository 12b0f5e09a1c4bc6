// The declaration agrees with the engine: option keys and values are config, the pacing events are
// emitted, the seat ranges are the engine's.
import { defaultOptions, type GameOption } from '@spielcenter/proto';
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { engine } from './rules/engine.js';
import type { CoupState } from './rules/state.js';

describe('game: die Deklaration von Speedcoup', () => {
  it('Plätze: 2–5 (zu zweit mit dem Schatten), allein mit zwei bis vier Computern ohne Uhr, vier Computerstärken', () => {
    const { meta } = game;
    expect(meta).toMatchObject({ id: 'coup', name: 'Speedcoup' });
    expect([meta.players.min, meta.players.max]).toEqual([engine.minPlayers, engine.maxPlayers]);
    expect([meta.solo.min, meta.solo.max]).toEqual([3, 5]);
    expect(meta.solo).toMatchObject({ clock: false, defaultClockSeconds: null });
    expect(meta.levels).toEqual(['easy', 'normal', 'strong', 'master']);
  });

  it('jede Option ist ein Config-Schlüssel; ihre Vorgabe und jeder ihrer Werte wird angenommen', () => {
    const defaults = engine.parseConfig({ players: 4, ...defaultOptions(game.meta) });
    expect(defaults).toMatchObject({ pfiff: 'wish', coup: 1 });
    for (const option of game.meta.options as GameOption[]) {
      if (option.kind !== 'choice') continue;
      for (const { value, label } of option.choices) {
        expect(label).not.toBe('');
        expect(engine.parseConfig({ players: 4, [option.key]: value })).toMatchObject({
          [option.key]: value,
        });
      }
    }
    const coup = game.meta.options.find((o) => o.key === 'coup');
    expect(coup?.kind === 'choice' && coup.choices).toHaveLength(50);
  });

  it('die Takt-Ereignisse kommen vor: Stich, Ende des Versuchs', () => {
    const seen = new Set<string>();
    for (const players of [2, 3, 4, 5]) {
      randomPlayout<CoupState>(engine, { players, coup: 20 }, `pace-${players}`, {
        onStep: ({ events }) => {
          for (const e of events as { type: string }[]) seen.add(e.type);
        },
      });
    }
    const { pacing } = game;
    for (const type of [...pacing.trickEnd, ...pacing.roundEnd, ...pacing.gameEnd, ...pacing.acknowledge])
      expect(seen).toContain(type);
    expect(pacing.gameEnd).toEqual(['attemptOver']);
    expect(game.clocks).toEqual({});
  });

  it('der Computer wartet vor der ersten Karte länger, solange ein Mensch „Pfiff!“ rufen darf', () => {
    // The declared types are the engine's: at the first lead of a computer a human holds the Pfiff.
    const s = engine.setup(engine.parseConfig({ players: 3, coup: 1, humans: [0], pfiff: 'wish' }), 'wait');
    let st = s;
    let checked = false;
    for (let i = 0; i < 40 && !checked; i++) {
      const seat = engine.toAct(st)[0] as number;
      const legal = engine.legalActions(st, seat);
      if (seat !== 0 && legal.some((a) => game.computerWait?.before.includes(a.type))) {
        const human = engine.legalActions(st, 0).map((a) => a.type);
        expect(human.some((t) => game.computerWait?.whileHumanMay.includes(t))).toBe(true);
        checked = true;
        break;
      }
      st = engine.apply(st, seat, legal.find((a) => a.type !== 'pfiff' && a.type !== 'signal')!).state;
    }
    expect(checked).toBe(true);
    expect(game.computerWait?.ms).toBeGreaterThan(700);
  });
});
