/**
 * The table's beeps and ticks (the clock's, a board's signs) through the Web Audio API, and the mute
 * switch (remembered). Every sound goes through play(), which keeps silent while "Ton aus" is set.
 */
import type { ClockSound } from './clock';

const MUTE_KEY = 'spielcenter.muted';
let ctx: AudioContext | null = null;

export function loadMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function saveMuted(muted: boolean): void {
  try {
    localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // not remembered in private mode
  }
}

/** Browsers start audio only after a user gesture: call this from a click or key handler. */
export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
}

export function play(sound: ClockSound): void {
  if (ctx?.state !== 'running' || loadMuted()) return;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const beep = sound === 'beep';
  osc.type = beep ? 'sine' : 'square';
  osc.frequency.value = beep ? 880 : 1600;
  const t = ctx.currentTime;
  const length = beep ? 0.18 : 0.03;
  gain.gain.setValueAtTime(beep ? 0.25 : 0.08, t);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + length + 0.02);
}
