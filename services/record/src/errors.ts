/** The record's refusals (German first, as the player reads them). */
import { defineErrors } from '@spielcenter/proto';

export const recordErrors = defineErrors({
  RECORD_COUP_LOCKED: {
    de: 'Coup {coup} ist für diese Besetzung noch nicht freigeschaltet. Freigeschaltet ist immer der Coup nach dem höchsten geschafften – hier Coup {unlocked}.',
    en: 'Coup {coup} is not unlocked for this line-up yet. The coup after the highest one made is unlocked – here coup {unlocked}.',
  },
  RECORD_DAILY_DONE: {
    de: 'Den Tagescoup hast du heute schon geschafft – Feierabend! Morgen gibt es einen neuen.',
    en: 'You already made today’s daily coup – that’s it for today. There is a new one tomorrow.',
  },
});
