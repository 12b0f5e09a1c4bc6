/**
 * The table page's own state, shared by the shell and the game's board: whether the score sheet is
 * open, and the gear's settings (the shell's and the game's), kept in the browser per game.
 */
export class TableUi {
  scoreSheet = $state(false);
  gearOpen = $state(false);
  settings = $state<Record<string, boolean>>({});

  constructor(
    readonly game: string,
    defaults: Record<string, boolean> = {},
  ) {
    this.settings = { ...defaults, ...load(game) };
  }

  setting(key: string): boolean {
    return this.settings[key] ?? false;
  }

  set(key: string, value: boolean): void {
    this.settings = { ...this.settings, [key]: value };
    try {
      localStorage.setItem(storageKey(this.game), JSON.stringify(this.settings));
    } catch {
      // not remembered in private mode
    }
  }
}

const storageKey = (game: string) => `spielcenter.gear.${game}`;

function load(game: string): Record<string, boolean> {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(game)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'boolean')) as Record<
      string,
      boolean
    >;
  } catch {
    return {};
  }
}
