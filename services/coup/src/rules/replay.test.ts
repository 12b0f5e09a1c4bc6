import { randomPlayout, replay } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import type { CoupState } from './state.js';

describe('Replay', () => {
  it.each([2, 3, 4, 5])(
    'setup + Aktionen ergeben exakt denselben Endstand (%i Spieler, mit Ziehen vom Nachbarn)',
    (players) => {
      for (const coup of [22, 38, 50]) {
        const config = { players, coup };
        const { state, log } = randomPlayout<CoupState>(engine, config, `replay-${players}-${coup}`);
        const again = replay<CoupState>(engine, config, `replay-${players}-${coup}`, log);
        expect(again).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }
    },
  );

  it('Der Tagescoup: in jedem Versuch liegen bei allen dieselben Karten', async () => {
    // The gateway's seed of attempt n is the day's secret seed and n (gateway/src/daily.ts).
    const { dailyConfig } = await import('./daily.js');
    const a = engine.setup(engine.parseConfig(dailyConfig('2026-12-02', 1)), 'day-seed:1');
    const b = engine.setup(engine.parseConfig(dailyConfig('2026-12-02', 1)), 'day-seed:1');
    const c = engine.setup(engine.parseConfig(dailyConfig('2026-12-02', 2)), 'day-seed:2');
    expect(a.hands).toEqual(b.hands);
    expect(a.loot).toEqual(b.loot);
    expect(c.hands).not.toEqual(a.hands);
    expect(a.config).toMatchObject({ players: 4, humans: [0], daily: true });
  });
});
