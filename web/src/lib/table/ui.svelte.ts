/**
 * The table page's own state, shared by the shell and the game's board: whether the score sheet is
 * open, and the gear's settings (the shell's and the game's), kept in the browser per game.
 */
export class TableUi {
  scoreSheet = $state(false);
  gearOpen = $state(false);
  settings = $state<Record<string, boolean | number>>({});

  constructor(
    readonly game: string,
    defaults: Record<string, boolean | number> = {},
  ) {
    const saved = load(game);
    // A remembered value counts only where it is of the setting's kind.
    this.settings = {
      ...defaults,
      ...Object.fromEntries(Object.entries(saved).filter(([k, v]) => !(k in defaults) || typeof v === typeof defaults[k])),
    };
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

const storageKey = (game: string) => `spielcenter.gear.${game}`;

function load(game: string): Record<string, boolean | number> {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(game)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw).filter(([, v]) => typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))),
    ) as Record<string, boolean | number>;
  } catch {
    return {};
  }
}
