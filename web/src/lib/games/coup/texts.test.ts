import { type CoupView, engine } from '@spielcenter/coup';
import { describe, expect, it } from 'vitest';
import { questionText, turnText } from './texts';

const names = ['Du', 'Anton', 'Berta', 'Clemens'];

function view(coup: number, seat: number, seed = 'texts'): CoupView {
  const s = engine.setup(engine.parseConfig({ players: 4, coup, humans: [0] }), seed);
  return engine.view(s, seat);
}

describe('Speedcoup sentences', () => {
  it('says whose turn it is and what to do, in one sentence', () => {
    const v = view(1, 0);
    const boss = v.boss;
    const text = turnText(view(1, boss), names);
    expect(text).toBe('Du bist dran: Nimm dir eine Beute.');
    if (boss !== 1) expect(turnText(view(1, 1), names)).toBe(`${names[boss]} nimmt sich eine Beute …`);
  });

  it('reads the Boss question for everyone', () => {
    const v = view(5, 0);
    expect(questionText(v)).toContain('Der Boss fragt: Wie geht es dir – gut oder schlecht?');
    expect(questionText(view(9, 0))).toContain('ja oder nein');
    expect(questionText(view(20, 0))).toContain('Anfang, Mitte oder Ende');
    expect(questionText(view(18, 0))).toMatch(/^Der Boss verteilt: Willst du \S+ \d – ja oder nein\?/);
  });
});
