import { describe, expect, it } from 'vitest';
import { formatSeconds, secondsLeft, soundsCrossed } from './clock';

describe('clock sounds', () => {
  it('beeps once each at 30, 20 and 10 seconds left', () => {
    expect(soundsCrossed(30_100, 29_900)).toEqual(['beep']);
    expect(soundsCrossed(20_050, 19_990)).toEqual(['beep']);
    expect(soundsCrossed(10_200, 10_000)).toEqual(['beep']);
    expect(soundsCrossed(29_900, 29_700)).toEqual([]);
  });

  it('ticks in each of the last nine seconds', () => {
    let sounds: string[] = [];
    for (let ms = 12_000; ms > 0; ms -= 200) sounds = sounds.concat(soundsCrossed(ms, ms - 200));
    expect(sounds).toEqual(['beep', ...Array(9).fill('tick')]);
  });

  it('a whole game clock of 60 s: 3 beeps, 9 ticks', () => {
    let sounds: string[] = [];
    for (let ms = 60_000; ms > 0; ms -= 250) sounds = sounds.concat(soundsCrossed(ms, ms - 250));
    expect(sounds.filter((s) => s === 'beep')).toHaveLength(3);
    expect(sounds.filter((s) => s === 'tick')).toHaveLength(9);
  });

  it('catches up after a slow frame and never sounds backwards', () => {
    expect(soundsCrossed(11_000, 7_500)).toEqual(['beep', 'tick', 'tick']);
    expect(soundsCrossed(5_000, 6_000)).toEqual([]);
  });

  it('formats the countdown', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    // Never more than the clock's length, however far the browser's clock is behind (issue 20).
    expect(secondsLeft(33_000, 0, 30_000)).toBe(30);
    expect(secondsLeft(123_400, 0, 120_000)).toBe(120);
    expect(secondsLeft(29_100, 0, 30_000)).toBe(30);
    expect(secondsLeft(28_900, 0, 30_000)).toBe(29);
    expect(formatSeconds(secondsLeft(30_000, 0, 30_000))).toBe('0:30');
    expect(formatSeconds(secondsLeft(120_000, 0, 120_000))).toBe('2:00');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(9)).toBe('0:09');
  });
});
