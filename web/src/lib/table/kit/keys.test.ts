import { describe, expect, it } from 'vitest';
import { notForTable } from './keys';

const key = (over: Partial<Parameters<typeof notForTable>[0]> = {}) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...over,
});

describe('notForTable', () => {
  it('leaves a plain key on the page to the table', () => {
    expect(notForTable(key())).toBe(false);
    expect(notForTable(key({ target: { tagName: 'BODY' } as unknown as EventTarget }))).toBe(false);
    expect(notForTable(key({ target: { tagName: 'BUTTON' } as unknown as EventTarget }))).toBe(false);
  });
  it('ignores keys with a modifier (the browser’s shortcuts)', () => {
    expect(notForTable(key({ ctrlKey: true }))).toBe(true);
    expect(notForTable(key({ metaKey: true }))).toBe(true);
    expect(notForTable(key({ altKey: true }))).toBe(true);
  });
  it('ignores keys typed into a field (chat, forms)', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(notForTable(key({ target: { tagName } as unknown as EventTarget }))).toBe(true);
    expect(
      notForTable(key({ target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget })),
    ).toBe(true);
  });
});
