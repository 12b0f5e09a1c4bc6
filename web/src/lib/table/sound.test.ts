import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { play, saveMuted, unlockAudio } from './sound';

// The browser's Web Audio API and localStorage do not exist in node: a minimal stand-in records
// how many tones were started, so the test sees whether `play` sounds.
let started = 0;

class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume(): Promise<void> {
    return Promise.resolve();
  }
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        started += 1;
      },
      stop: () => {},
    };
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node: unknown) => node,
    };
    return gain;
  }
}

const store = new Map<string, string>();
const g = globalThis as Record<string, unknown>;

beforeEach(() => {
  started = 0;
  store.clear();
  g.AudioContext = FakeAudioContext;
  g.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  };
  unlockAudio();
});

afterEach(() => {
  delete g.AudioContext;
  delete g.localStorage;
});

describe('play', () => {
  it('sounds while the table is not muted', () => {
    saveMuted(false);
    play('beep');
    expect(started).toBe(1);
  });

  it('stays silent after "Ton aus" (every sound of the table, also the signs)', () => {
    saveMuted(true);
    play('beep');
    play('tick');
    expect(started).toBe(0);
  });
});
