/** What a player chooses for a table besides the game's own options: computer level, tempo, clock. */
import { z } from 'zod';

export const CLOCK_CHOICES = [30, 60, 90, 120] as const;
export const levelSchema = z.enum(['easy', 'normal', 'strong', 'master']);
export type Level = z.infer<typeof levelSchema>;
export const tempoSchema = z.enum(['normal', 'fast']);
export type Tempo = z.infer<typeof tempoSchema>;

/** German names of the levels, as the rule texts say them. */
export const LEVEL_NAMES_DE: Record<Level, string> = {
  easy: 'leicht',
  normal: 'normal',
  strong: 'stark',
  master: 'Meister',
};
