import { EVENING_GAP_MS } from '@spielcenter/coup';
import { describe, expect, it } from 'vitest';
import { rules } from './rules';

describe('Speedcoup rules page', () => {
  it('names the evening by the gap the record uses, and „Feierabend“ ends it', () => {
    const points = rules.sections.flatMap((s) => s.points);
    const evening = points.find((p) => p.startsWith('Ein Abend:'));
    expect(evening).toContain(`weniger als ${EVENING_GAP_MS / 3600_000} Stunden`);
    expect(evening).toBe(
      'Ein Abend: alle Versuche einer Besetzung, zwischen denen weniger als 4 Stunden liegen. Wer 4 Stunden oder länger Pause macht oder „Feierabend“ drückt, beginnt mit dem nächsten Versuch einen neuen Abend.',
    );
  });
});
