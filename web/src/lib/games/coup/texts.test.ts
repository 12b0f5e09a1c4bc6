import { type CoupView, engine } from '@spielcenter/coup';
import { describe, expect, it } from 'vitest';
import { decidedForYou, lineupLabel, questionText, turnText, voteProgress, voteResult, voteRule } from './texts';

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

  it('a Meister computer to act: „überlegt …“ (oben)', () => {
    const v = ['texts', 'a', 'b', 'c', 'd'].map((seed) => view(1, 0, seed)).find((x) => x.boss !== 0);
    if (!v) throw new Error('no seed gives a computer the first pick');
    const boss = v.boss;
    expect(turnText(v, names, new Set([boss]))).toBe(`${names[boss]} überlegt …`);
    expect(turnText(v, names, new Set([boss === 1 ? 2 : 1]))).toBe(`${names[boss]} nimmt sich eine Beute …`);
  });

  it('says what the computer decided when the time ran out („dann entscheidet der Computer für dich“)', () => {
    expect(decidedForYou({ type: 'take', card: 'J9' }, names)).toBe(
      'Die Zeit war um: Der Computer hat für dich die Beute Juwelen 9 genommen.',
    );
    expect(decidedForYou({ type: 'play', card: 'D4' }, names)).toBe(
      'Die Zeit war um: Der Computer hat für dich Dietrich 4 gespielt.',
    );
    expect(decidedForYou({ type: 'choose', seat: 2 }, names)).toBe(
      'Die Zeit war um: Der Computer hat für dich Berta gewählt.',
    );
  });

  it('reads the Boss question for everyone', () => {
    const v = view(5, 0);
    expect(questionText(v)).toContain('Der Boss fragt: Wie geht es dir – gut oder schlecht?');
    expect(questionText(view(9, 0))).toContain('ja oder nein');
    expect(questionText(view(20, 0))).toContain('Anfang, Mitte oder Ende');
    expect(questionText(view(18, 0))).toMatch(/^Der Boss verteilt: Willst du \S+ \d – ja oder nein\?/);
  });

  it('the Pfiff vote for each human: who voted (not what) until all are in, then every vote and the result', () => {
    const hands = [
      ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
      ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
      ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
    ];
    const config = { players: 3, coup: 1, humans: [0, 2], deck: { hands, loot: ['P9'] } };
    let s = engine.setup(engine.parseConfig(config), 'votes');
    s = engine.apply(s, 2, { type: 'pfiff' }).state;
    s = engine.apply(s, 0, { type: 'take', card: 'P9' }).state;
    const three = ['Du', 'Anton', 'Berta'];
    expect(voteProgress(engine.view(s, 0), three)).toBe('Du: stimmt ab … · Berta: stimmt ab …');
    expect(voteRule(engine.view(s, 0))).toContain('Gleichstand: nach links');
    s = engine.apply(s, 0, { type: 'vote', choice: 'right' }).state;
    expect(voteProgress(engine.view(s, 0), three)).toBe('Du: nach rechts · Berta: stimmt ab …');
    // Berta's table: her own name is "Du", seat 0 is Anna; Anna's vote is secret
    const hers = ['Anna', 'Anton', 'Du'];
    expect(voteProgress(engine.view(s, 2), hers)).toBe('Anna: hat abgestimmt · Du: stimmt ab …');
    expect(voteResult(engine.view(s, 2), hers)).toBeNull();
    s = engine.apply(s, 2, { type: 'vote', choice: 'left' }).state;
    expect(voteProgress(engine.view(s, 2), hers)).toBeNull();
    expect(voteResult(engine.view(s, 2), hers)).toBe(
      'Abstimmung: Anna nach rechts, Du nach links – nach links (Gleichstand).',
    );
  });

  it('names the Bandenbuch’s line-up: alone with computers, or the people who started the attempt', () => {
    const at = (players: number, humans: number[]) =>
      engine.view(engine.setup(engine.parseConfig({ players, coup: 1, humans }), 'label'), humans[0] ?? 0);
    expect(lineupLabel(at(4, [0]), names)).toBe('Du und 3 Computer · 4 Plätze');
    expect(lineupLabel(at(3, [0, 1]), ['Anna', 'Bruno', 'Clemens'])).toBe('Anna, Bruno und ein Computer · 3 Plätze');
    // Bruno left: his seat is a computer's now, the attempt is still Anna's and Bruno's
    expect(lineupLabel(at(3, [0, 1]), ['Anna', 'Computer (für Bruno)', 'Clemens'])).toBe(
      'Anna, Bruno und ein Computer · 3 Plätze',
    );
    expect(lineupLabel(at(2, [0, 1]), ['Anna', 'Bruno', 'Schatten'])).toBe('Anna, Bruno und der Schatten · 3 Plätze');
    // as Bruno reads it (the shell names the own seat „Du“): himself first
    const bruno = engine.view(engine.setup(engine.parseConfig({ players: 3, coup: 1, humans: [0, 1] }), 'label'), 1);
    expect(lineupLabel(bruno, ['Anna', 'Du', 'Clemens'])).toBe('Du, Anna und ein Computer · 3 Plätze');
  });
});
