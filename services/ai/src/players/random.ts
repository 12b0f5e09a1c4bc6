/**
 * A uniformly random legal action (seeded). The stand-in computer for games whose own computer
 * players have not been written yet; it never breaks a rule, but it plays without a plan.
 */
import type { Action } from '@spielcenter/proto';
import type { Decision } from './types.js';

export function randomLegal(d: Decision): Action {
  return d.rng.pick(d.legal);
}
