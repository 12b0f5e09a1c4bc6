/** The ledger's refusals, coded, in German and English (the UI shows `de`). */
import { defineErrors } from '@spielcenter/proto';

export const ledgerErrors = defineErrors({
  LEDGER_SHORT: {
    de: 'Für diesen Tisch fehlen dir Taler: Einsatz {amount} Taler, in deinem Beutel sind {balance}.',
    en: 'You are short of Taler for this table: the stake is {amount} Taler, your purse holds {balance}.',
  },
  LEDGER_GUEST: {
    de: 'Gäste spielen ohne Einsatz. Lege ein Konto an, um um Taler zu spielen.',
    en: 'Guests play without stakes. Create an account to play for Taler.',
  },
  LEDGER_BAD_STAKE: {
    de: 'Bei {game} spielt ein Tisch um {amounts} Taler.',
    en: 'A {game} table plays for {amounts} Taler.',
  },
  LEDGER_UNAVAILABLE: {
    de: 'Die Taler sind gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    en: 'The Taler are unavailable right now. Please try again in a moment.',
  },
});
export type LedgerErrorCode = keyof typeof ledgerErrors.catalogue;
