/**
 * Rule errors: every refusal has a stable code and a message in German (the UI's first language)
 * and English. Codes are UPPER_SNAKE, prefixed by the game (BOSS_, COUP_, …) or COMMON_.
 */

export interface RuleErrorData {
  readonly code: string;
  readonly de: string;
  readonly en: string;
  /** Structured facts for the UI (e.g. the card that must be followed). */
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

export class RuleError extends Error implements RuleErrorData {
  readonly code: string;
  readonly de: string;
  readonly en: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;

  constructor(data: RuleErrorData) {
    super(`${data.code}: ${data.en}`);
    this.name = 'RuleError';
    this.code = data.code;
    this.de = data.de;
    this.en = data.en;
    if (data.params) this.params = data.params;
  }

  toJSON(): RuleErrorData {
    return { code: this.code, de: this.de, en: this.en, ...(this.params ? { params: this.params } : {}) };
  }
}

export function isRuleError(value: unknown): value is RuleError {
  return value instanceof RuleError;
}

type Params = Readonly<Record<string, string | number | boolean>>;
export interface Message {
  readonly de: string;
  readonly en: string;
}

/** Replaces `{name}` with params.name in a message template. */
export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/**
 * Defines a catalogue of errors. Returns `make(code, params)` → RuleError and `data(code, params)` →
 * RuleErrorData, typed to the catalogue's codes.
 *
 *   const errors = defineErrors({ BOSS_MUST_FOLLOW: { de: 'Du musst {suit} bedienen.', en: 'You must follow {suit}.' } });
 *   throw errors.make('BOSS_MUST_FOLLOW', { suit: 'Rot' });
 */
export function defineErrors<const T extends Record<string, Message>>(catalogue: T) {
  function data(code: keyof T & string, params?: Params): RuleErrorData {
    const m = catalogue[code];
    if (!m) throw new Error(`unknown error code ${code}`);
    return {
      code,
      de: interpolate(m.de, params),
      en: interpolate(m.en, params),
      ...(params ? { params } : {}),
    };
  }
  return {
    catalogue,
    data,
    make(code: keyof T & string, params?: Params): RuleError {
      return new RuleError(data(code, params));
    },
  };
}

/** Errors every game and every boundary shares. */
export const commonErrors = defineErrors({
  COMMON_NOT_YOUR_TURN: {
    de: 'Du bist gerade nicht am Zug.',
    en: 'It is not your turn.',
  },
  COMMON_GAME_OVER: {
    de: 'Die Partie ist schon zu Ende.',
    en: 'The game is already over.',
  },
  COMMON_UNKNOWN_ACTION: {
    de: 'Diese Aktion gibt es in diesem Spiel nicht: {type}.',
    en: 'This game has no such action: {type}.',
  },
  COMMON_ILLEGAL_ACTION: {
    de: 'Diese Aktion ist jetzt nicht erlaubt.',
    en: 'This action is not allowed now.',
  },
  COMMON_BAD_SEAT: {
    de: 'Diesen Platz gibt es an diesem Tisch nicht: {seat}.',
    en: 'There is no seat {seat} at this table.',
  },
  COMMON_BAD_CONFIG: {
    de: 'Die Tisch-Einstellungen sind ungültig: {reason}.',
    en: 'The table settings are invalid: {reason}.',
  },
  COMMON_BAD_MESSAGE: {
    de: 'Die Nachricht ist ungültig: {reason}.',
    en: 'The message is invalid: {reason}.',
  },
  COMMON_UNKNOWN_GAME: {
    de: 'Dieses Spiel gibt es nicht: {game}.',
    en: 'There is no such game: {game}.',
  },
  COMMON_CLIENT_ID_REUSED: {
    de: 'Diese Kennung gehört schon zu einem anderen Zug. Bitte schick den Zug noch einmal.',
    en: 'This client id already belongs to another action. Please send the action again.',
  },
  COMMON_WAITING: {
    de: 'Der Tisch wartet gerade auf „Weiter“.',
    en: 'The table is waiting for "Continue".',
  },
  COMMON_NOTHING_TO_ACKNOWLEDGE: {
    de: 'Gerade gibt es nichts zu bestätigen.',
    en: 'There is nothing to acknowledge now.',
  },
  COMMON_TABLE_FULL: {
    de: 'An diesem Tisch ist kein Platz mehr frei.',
    en: 'There is no free seat at this table.',
  },
  COMMON_ALREADY_SEATED: {
    de: 'Du sitzt schon an diesem Tisch.',
    en: 'You already sit at this table.',
  },
  COMMON_NOT_OPEN: {
    de: 'Dieser Tisch nimmt gerade niemanden auf.',
    en: 'This table does not take anyone now.',
  },
  COMMON_NOT_HOST: {
    de: 'Nur wer den Tisch eröffnet hat, kann ihn starten.',
    en: 'Only the host can start the table.',
  },
  COMMON_CANNOT_START: {
    de: 'Zum Starten braucht es zwei Menschen am Tisch oder Computer für die freien Plätze.',
    en: 'Starting needs two people at the table or computers for the free seats.',
  },
  COMMON_NO_REMATCH: {
    de: 'Gerade gibt es kein „Nochmal“.',
    en: 'There is no rematch to join now.',
  },
  COMMON_NOT_HOST_NEXT: {
    de: 'Wie es an diesem Tisch weitergeht, entscheidet, wer ihn eröffnet hat.',
    en: 'Only the host decides how this table goes on.',
  },
  COMMON_NO_NEXT_CHOICE: {
    de: 'An diesem Tisch sagt jeder selbst „Nochmal“; die nächste Partie wählt hier niemand.',
    en: 'At this table everybody says "again" for themselves; nobody chooses the next game here.',
  },
  COMMON_BAD_NEXT_OPTION: {
    de: '„{key}“ ist keine Einstellung dieses Spiels, die man für die nächste Partie wählen kann.',
    en: '"{key}" is not a setting of this game that can be chosen for the next game.',
  },
  COMMON_INTERNAL: {
    de: 'Interner Fehler. Bitte versuche es noch einmal.',
    en: 'Internal error. Please try again.',
  },
  COMMON_TIMEOUT: {
    de: 'Der Dienst {service} hat nicht rechtzeitig geantwortet.',
    en: 'The service {service} did not answer in time.',
  },
  COMMON_UNAVAILABLE: {
    de: 'Der Dienst {service} ist gerade nicht erreichbar.',
    en: 'The service {service} cannot be reached now.',
  },
});

/**
 * Codes that say a service did not answer (down, slow, being deployed, no connection), not that a
 * request was wrong: the same request may succeed later, so callers that must not give up retry it.
 */
export const INFRASTRUCTURE_CODES: ReadonlySet<string> = new Set(['COMMON_TIMEOUT', 'COMMON_UNAVAILABLE']);
export type CommonErrorCode = keyof typeof commonErrors.catalogue;
