// The chaos runner (deploy/chaos/run.ts) small and bounded: the launcher's stack on free ports with
// servers of its own, one kill (and the launcher's restart) mid-game for the tables worker, a rule
// service, the AI, the gateway and Redis, each during a Speedcoup game (a short one: about 20
// steps) — and every table reaches its end, every acknowledged action is applied exactly once (the
// table's record replayed in the pure engine), the player's versions have no gap after its
// resyncs, and the ranking ledger holds exactly the bookings the games imply.
import { describe, expect, it } from 'vitest';
import { runChaos } from '../chaos/run.js';

describe('the chaos runner', () => {
  it('kills each of five components once mid-game and loses nothing', async () => {
    const components = ['tables', 'rules-coup', 'ai', 'gateway', 'redis'];
    const result = await runChaos({
      kills: 1,
      components,
      spacingMs: 1000,
      infraSignal: 'SIGTERM',
      game: 'coup',
      stallMs: 60_000,
    });
    console.log(JSON.stringify(result));
    expect(result.components.map((c) => [c.component, c.kills])).toEqual(components.map((c) => [c, 1]));
    expect(result.components.flatMap((c) => c.failures)).toEqual([]);
    expect(result.totals).toMatchObject({
      kills: 5,
      tablesLost: 0,
      actionsLost: 0,
      actionsDoubled: 0,
      versionGaps: 0,
      bookingsLost: 0,
      bookingsDoubled: 0,
    });
    for (const c of result.components) expect(c.actions.acknowledged).toBeGreaterThan(0);
  }, 900_000);
});
