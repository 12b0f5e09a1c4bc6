/**
 * The gateway's own refusals, and the one place where every error becomes a GraphQL error whose
 * `extensions` carry `code`, `de` and `en` (and `params` when the rule gave facts for the UI).
 */
import { commonErrors, defineErrors, isRuleError, type RuleErrorData } from '@spielcenter/proto';
import { GraphQLError } from 'graphql';

export const gatewayErrors = defineErrors({
  GATEWAY_UNAUTHENTICATED: {
    de: 'Du bist nicht angemeldet. Bitte lade die Seite neu.',
    en: 'You are not signed in. Please reload the page.',
  },
  GATEWAY_NOT_SEATED: {
    de: 'Du sitzt nicht an diesem Tisch.',
    en: 'You do not sit at this table.',
  },
  GATEWAY_UNKNOWN_TABLE: {
    de: 'Diesen Tisch gibt es nicht (mehr).',
    en: 'This table does not exist (any more).',
  },
  GATEWAY_TABLE_STARTING: {
    de: 'Der Tisch wird noch aufgebaut …',
    en: 'The table is still being set up …',
  },
  GATEWAY_BAD_INPUT: {
    de: 'Die Eingabe ist ungültig: {reason}.',
    en: 'The input is invalid: {reason}.',
  },
  GATEWAY_GAME_UNAVAILABLE: {
    de: '{game} gibt es noch nicht als schnelle Partie.',
    en: '{game} is not available as a quick game yet.',
  },
  GATEWAY_BAD_REQUEST: {
    de: 'Die Anfrage ist ungültig: {reason}',
    en: 'The request is invalid: {reason}',
  },
  GATEWAY_BUSY: {
    de: 'Deine Partie wird gerade schon gestartet.',
    en: 'Your game is being started already.',
  },
  GATEWAY_TOO_MANY_SUBSCRIPTIONS: {
    de: 'Zu viele gleichzeitige Abonnements auf dieser Verbindung (höchstens {max}).',
    en: 'Too many subscriptions on this connection (at most {max}).',
  },
  GATEWAY_NOT_FOUND: {
    de: 'Diese Adresse gibt es hier nicht.',
    en: 'There is nothing at this address.',
  },
  GATEWAY_METHOD_NOT_ALLOWED: {
    de: 'Diese Anfrageart wird nicht unterstützt.',
    en: 'This request method is not supported.',
  },
  GATEWAY_RATE_LIMITED: {
    de: 'Zu viele Anfragen ({what}). Bitte warte {seconds} s und versuche es dann noch einmal.',
    en: 'Too many requests ({kind}). Please wait {seconds} s and try again.',
  },
  GATEWAY_ACT_PENDING: {
    de: 'Dein letzter Spielzug ist noch unterwegs. Warte auf die Antwort des Tisches und versuche es dann noch einmal.',
    en: 'Your last move is still on its way. Wait for the table to answer, then try again.',
  },
  GATEWAY_TABLE_BUSY: {
    de: 'Der Tisch war gerade beschäftigt und hat deinen Spielzug nicht angenommen. Bitte versuche es noch einmal.',
    en: 'The table was busy and did not take your move. Please try again.',
  },
  GATEWAY_CHAT_TOO_FAST: {
    de: 'Nach jeder Nachricht ist der Chat 2 Sekunden gesperrt. Noch {seconds} s.',
    en: 'After every message the chat is locked for 2 seconds. {seconds} s to go.',
  },
  GATEWAY_CHAT_LOCKED: {
    de: 'Während eines Versuchs ist der Chat gesperrt.',
    en: 'The chat is locked during an attempt.',
  },
  GATEWAY_CHAT_EMPTY: {
    de: 'Die Nachricht ist leer.',
    en: 'The message is empty.',
  },
  GATEWAY_CHAT_BAD_RECIPIENT: {
    de: 'Eine private Nachricht geht nur an einen anderen Menschen an diesem Tisch.',
    en: 'A private message goes only to another person at this table.',
  },
  GATEWAY_CHAT_TOO_LONG: {
    de: 'Die Nachricht ist zu lang (höchstens {max} Zeichen).',
    en: 'The message is too long (at most {max} characters).',
  },
  GATEWAY_BAD_SEATS: {
    de: '{game} spielt man an einem Tisch mit {min} bis {max} Plätzen.',
    en: '{game} is played at a table with {min} to {max} seats.',
  },
  GATEWAY_NO_DAILY: {
    de: '{game} hat kein Tagesblatt.',
    en: '{game} has no daily deal.',
  },
  GATEWAY_TABLES_UNAVAILABLE: {
    de: 'Der Tisch-Dienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    en: 'The table service cannot be reached right now. Please try again in a moment.',
  },
});
export type GatewayErrorCode = keyof typeof gatewayErrors.catalogue;

/** A GraphQL error from a coded error; the message is the English text, the UI shows `de`. */
export function codedError(data: RuleErrorData): GraphQLError {
  return new GraphQLError(data.en, {
    extensions: {
      code: data.code,
      de: data.de,
      en: data.en,
      ...(data.params ? { params: data.params } : {}),
    },
  });
}

export function gatewayError(code: GatewayErrorCode, params?: Record<string, string | number | boolean>) {
  return codedError(gatewayErrors.data(code, params));
}

/** The code of a coded GraphQL error, else undefined. */
export function errorCode(error: unknown): string | undefined {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Anything thrown in a resolver: rule errors keep their code, GraphQL errors pass, the rest is internal. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (isRuleError(error)) return codedError(error.toJSON());
  return codedError(commonErrors.data('COMMON_INTERNAL'));
}

/** The body of an error answered outside GraphQL (bad body, wrong path, a failure before Apollo). */
export function errorBody(data: RuleErrorData): { errors: { message: string; extensions: RuleErrorData }[] } {
  return { errors: [{ message: data.en, extensions: data }] };
}

/**
 * A formatted GraphQL error as it leaves the gateway: coded, with German and English text, and an
 * internal failure never shows its own message (it may name code, files or servers).
 */
export function formatOutgoing<E extends { message: string; extensions?: Record<string, unknown> }>(
  formatted: E,
  fallbackCode?: string,
): E {
  const extensions = withTexts(formatted.extensions, formatted.message, fallbackCode);
  const message = extensions.code === 'COMMON_INTERNAL' ? String(extensions.en) : formatted.message;
  return { ...formatted, message, extensions };
}

/** Apollo's own error codes (parse, validation, CSRF …) get a German and English text as well. */
export function withTexts(
  extensions: Record<string, unknown> | undefined,
  message: string,
  fallbackCode = 'COMMON_INTERNAL',
): Record<string, unknown> {
  const ext = extensions ?? {};
  if (typeof ext.de === 'string' && typeof ext.en === 'string') return ext;
  const code = typeof ext.code === 'string' ? ext.code : fallbackCode;
  if (code === 'INTERNAL_SERVER_ERROR' || code === 'COMMON_INTERNAL') {
    return { ...commonErrors.data('COMMON_INTERNAL') };
  }
  const texts = gatewayErrors.data('GATEWAY_BAD_REQUEST', { reason: message });
  return { ...ext, code, de: texts.de, en: texts.en };
}
