/** The declaration agrees with the engine: options parse, paced events and clocked actions exist. */
import { defaultOptions } from '@spielcenter/proto';
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { engine } from './index.js';
import type { CruiseState } from './rules/state.js';

describe('Spielerklärung (game.ts)', () => {
  it('Spieler 2–4, solo 1–3 Computer, 2 Minuten Bedenkzeit vorgewählt, Turbo, drei Stufen', () => {
    const { meta } = game;
    expect(meta).toMatchObject({ id: 'cruise', name: 'Speedcruise' });
    expect([meta.players.min, meta.players.max]).toEqual([engine.minPlayers, engine.maxPlayers]);
    expect(meta.solo).toMatchObject({ min: 2, max: 4, clock: true, defaultClockSeconds: 120, turbo: true });
    expect(meta.levels).toEqual(['easy', 'normal', 'strong']);
  });

  it('jede Option ist ein Schlüssel der Konfiguration; Vorgaben und jede Wahl werden angenommen', () => {
    const defaults = defaultOptions(game.meta);
    expect(engine.parseConfig({ players: 2, ...defaults })).toMatchObject({
      mode: 'cruise',
      singleGenderTables: false,
    });
    for (const o of game.meta.options) {
      const values =
        o.kind === 'choice' ? o.choices.map((c) => c.value) : o.kind === 'boolean' ? [true, false] : [];
      for (const value of values)
        expect(() => engine.parseConfig({ players: 3, [o.key]: value })).not.toThrow();
      expect(o.help?.length).toBeGreaterThan(20);
    }
  });

  it('die Tempo-Ereignisse kommen in einer Kreuzfahrt vor; die 20 s gelten dem Nachziehen', () => {
    const seen = new Set<string>();
    randomPlayout<CruiseState>(engine, { players: 2, mode: 'cruise' }, 'pacing', {
      onStep: ({ events }) => {
        for (const e of events as { type: string }[]) seen.add(e.type);
      },
    });
    const { pacing } = game;
    for (const type of [...pacing.trickEnd, ...pacing.roundEnd, ...pacing.gameEnd, ...pacing.acknowledge])
      expect(seen).toContain(type);
    expect(game.clocks).toEqual({ draw: 20_000 });
  });
});
