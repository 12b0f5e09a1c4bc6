/** Every refusal of the accounts, coded, in German and English (the UI shows `de`). */
import { defineErrors } from '@spielcenter/proto';

export const accountsErrors = defineErrors({
  ACCOUNTS_NAME_LENGTH: {
    de: 'Ein Name hat {min} bis {max} Zeichen.',
    en: 'A name has {min} to {max} characters.',
  },
  ACCOUNTS_NAME_CHARACTERS: {
    de: 'Ein Name besteht aus Buchstaben und Ziffern, dazwischen einzelne Leerzeichen, Punkte, Binde- oder Unterstriche.',
    en: 'A name consists of letters and digits, with single spaces, dots, hyphens or underscores between them.',
  },
  ACCOUNTS_NAME_MIXED: {
    de: 'Ein Name mischt keine Schriften (etwa lateinische mit kyrillischen Buchstaben).',
    en: 'A name does not mix scripts (such as Latin with Cyrillic letters).',
  },
  ACCOUNTS_NAME_RESERVED: {
    de: 'Diesen Namen tragen Gäste oder Computer. Bitte wähle einen anderen.',
    en: 'Guests or computers go by this name. Please choose another one.',
  },
  ACCOUNTS_NAME_TAKEN: {
    de: 'Diesen Namen (oder einen, der genauso aussieht) gibt es schon.',
    en: 'This name (or one that looks the same) is taken.',
  },
  ACCOUNTS_WEAK_PASSWORD: {
    de: 'Das Passwort ist zu schwach: {reason}',
    en: 'The password is too weak: {reasonEn}',
  },
  ACCOUNTS_WRONG_PASSWORD: {
    de: 'Name oder Passwort stimmt nicht.',
    en: 'The name or the password is wrong.',
  },
  ACCOUNTS_LOCKED: {
    de: 'Nach {failures} falschen Passwörtern ist dieser Name für {minutes} min gesperrt. Bitte versuche es danach noch einmal.',
    en: 'After {failures} wrong passwords this name is locked for {minutes} min. Please try again afterwards.',
  },
  ACCOUNTS_SLOW_DOWN: {
    de: 'Das Passwort war mehrmals falsch. Bitte warte {seconds} s vor dem nächsten Versuch.',
    en: 'The password was wrong several times. Please wait {seconds} s before the next try.',
  },
  ACCOUNTS_SESSION_EXPIRED: {
    de: 'Deine Anmeldung ist abgelaufen oder wurde beendet. Bitte melde dich neu an.',
    en: 'Your session has expired or was ended. Please log in again.',
  },
  ACCOUNTS_NOT_LOGGED_IN: {
    de: 'Dafür musst du angemeldet sein.',
    en: 'You need to be logged in for this.',
  },
  ACCOUNTS_ALREADY_LOGGED_IN: {
    de: 'Du bist schon mit einem Konto angemeldet. Melde dich erst ab.',
    en: 'You are logged in with an account already. Log out first.',
  },
  ACCOUNTS_UNAVAILABLE: {
    de: 'Konten sind gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    en: 'Accounts cannot be reached right now. Please try again in a moment.',
  },
});
export type AccountsErrorCode = keyof typeof accountsErrors.catalogue;
