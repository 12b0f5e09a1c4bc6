/**
 * The drum roll of the delivery: a short roll after every lifted hat, higher and longer with each
 * one; a skunk ends it with a low thud. Respects the table's mute switch; silent until the player
 * touched the page (browsers start audio only after a gesture).
 */
import type { HatKind } from '@spielcenter/hokus';
import { loadMuted } from '$lib/table/sound';

let ctx: AudioContext | null = null;

export function unlockDrum(): void {
  if (typeof AudioContext === 'undefined') return;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
}

/** The roll's beats for the `n`-th lifted hat (1-based): more and faster each time. */
export function rollBeats(n: number): { beats: number; gapMs: number; pitch: number } {
  const k = Math.max(1, Math.min(n, 12));
  return { beats: 4 + 2 * k, gapMs: Math.max(28, 70 - 4 * k), pitch: 110 + 25 * k };
}

export function drum(n: number, kind: HatKind): void {
  if (ctx?.state !== 'running' || loadMuted()) return;
  const { beats, gapMs, pitch } = rollBeats(n);
  const t0 = ctx.currentTime;
  for (let i = 0; i < beats; i++) {
    const t = t0 + (i * gapMs) / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.value = pitch + (i % 2) * 12;
    gain.gain.setValueAtTime(0.05 + (0.12 * i) / beats, t);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.05);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.06);
  }
  if (kind === 'skunk') {
    const t = t0 + (beats * gapMs) / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 55;
    gain.gain.setValueAtTime(0.35, t);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.45);
  }
}
