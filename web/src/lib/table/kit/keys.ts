/**
 * The one guard every board's and the shell's keys go through: a key is not the table's while a
 * modifier is held (the browser's shortcuts) or while the player types in a field (the chat, a
 * form). Everything else — B, G, R, digits, Escape, Enter — the board may take.
 */
export interface KeyLike {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True when the key press belongs to something else than the table (a shortcut, a field being typed in). */
export function notForTable(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as { tagName?: unknown; isContentEditable?: unknown } | null;
  if (!target) return false;
  return (
    (typeof target.tagName === 'string' && FIELDS.has(target.tagName)) || target.isContentEditable === true
  );
}
