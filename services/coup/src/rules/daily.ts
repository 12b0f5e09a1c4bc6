/**
 * Der Tagescoup: solo with three computers; attempt n deals the same cards for everyone that day
 * (the gateway seeds attempt n from the day's secret seed and n: `startDaily`).
 */
import { Rng } from '@spielcenter/proto/light';
import type { CoupConfig } from './config.js';

/** The coup of the day (1–50), the same for everyone. */
export function dailyCoup(date: string): number {
  return Rng.fromSeed(`tagescoup:${date}`).int(50) + 1;
}

/** The config of attempt n: four seats, the human at seat 0, no points. */
export function dailyConfig(date: string, attempt: number): CoupConfig {
  return {
    players: 4,
    coup: dailyCoup(date),
    pfiff: 'wish',
    humans: [0],
    attempt,
    failedTonight: 0,
    daily: true,
  };
}
