/**
 * The table page's own state, shared by the shell and the game's board: whether the score sheet is
 * open, the gear's settings (the shell's and the game's), kept in the browser per game, and what
 * the table's one live region says.
 */
import { untrack } from 'svelte';

export class TableUi {
  scoreSheet = $state(false);
  gearOpen = $state(false);
  settings = $state<Record<string, boolean | number>>({});
  /** The live region's latest lines (oldest first), each with its own id. */
  said = $state<{ id: number; text: string }[]>([]);
  #said = 0;

  constructor(
    readonly game: string,
    defaults: Record<string, boolean | number> = {},
  ) {
    const saved = load(game);
    // A remembered value counts only where it is of the setting's kind.
    this.settings = {
      ...defaults,
      ...Object.fromEntries(
        Object.entries(saved).filter(([k, v]) => !(k in defaults) || typeof v === typeof defaults[k]),
      ),
    };
  }

  /**
   * Says in the table's live region what a person would see change (issue 39.4): whose turn, the
   * card played, the trick's winner, the clock's warning, the result — the board in its game's
   * words, the shell for the clock and the end. Empty texts are skipped; the same text twice in a
   * row is said once.
   */
  say(...texts: readonly (string | null | undefined | false)[]): void {
    const lines = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
    if (lines.length === 0) return;
    // Said from effects: what was said before is no dependency of theirs.
    untrack(() => {
      const next = [...this.said];
      for (const text of lines) {
        if (next.at(-1)?.text === text) continue;
        next.push({ id: ++this.#said, text });
      }
      if (next.length > this.said.length || next.at(-1)?.id !== this.said.at(-1)?.id)
        this.said = next.slice(-SAID_KEPT);
    });
  }

  setting(key: string): boolean {
    return this.settings[key] === true;
  }

  /** An amount setting (a slider's value); 0 when unknown. */
  amount(key: string): number {
    const v = this.settings[key];
    return typeof v === 'number' ? v : 0;
  }

  set(key: string, value: boolean | number): void {
    this.settings = { ...this.settings, [key]: value };
    try {
      localStorage.setItem(storageKey(this.game), JSON.stringify(this.settings));
    } catch {
      // not remembered in private mode
    }
  }
}

/** How many lines the live region keeps (a screen reader reads each as it comes). */
const SAID_KEPT = 12;

const storageKey = (game: string) => `spielcenter.gear.${game}`;

function load(game: string): Record<string, boolean | number> {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(game)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw).filter(
        ([, v]) => typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)),
      ),
    ) as Record<string, boolean | number>;
  } catch {
    return {};
  }
}
