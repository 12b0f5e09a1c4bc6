import { describe, expect, it } from 'vitest';
import { arrival } from './recovery';

describe('the recovering notice', () => {
  it('starts with a repeated snapshot flagged recovering and ends with the next newer one', () => {
    const current = { version: 7 };
    expect(arrival(current, { version: 7, recovering: true }, false)).toEqual({
      take: false,
      recovering: true,
    });
    // A refetch of the same version (the watchdog) does not end it.
    expect(arrival(current, { version: 7 }, true)).toEqual({ take: false, recovering: true });
    expect(arrival(current, { version: 6 }, true)).toEqual({ take: false, recovering: true });
    expect(arrival(current, { version: 8 }, true)).toEqual({ take: true, recovering: false });
  });

  it('takes a flagged snapshot that is newer than the page (the page missed the last push)', () => {
    expect(arrival({ version: 3 }, { version: 5, recovering: true }, false)).toEqual({
      take: true,
      recovering: true,
    });
    expect(arrival(null, { version: 1, recovering: true }, false)).toEqual({ take: true, recovering: true });
  });
});
