import { describe, expect, it } from 'vitest';
import { lootAdvice, markText } from './loot-advice.js';

describe('lootAdvice: was deine eigene Hand zu dieser Beute meint', () => {
  it('„Du hast diese Karte selbst – mit Juwelen 9 dazu ist sie fast sicher“', () => {
    const a = lootAdvice(['J4', 'J9', 'G2'], 'J4');
    expect(a.de).toBe('Du hast diese Karte selbst – mit Juwelen 9 dazu ist sie fast sicher.');
    expect(a.chance).toBe('sure');
    expect(lootAdvice(['J9', 'G2'], 'J9').de).toBe(
      'Du hast diese Karte selbst – die höchste Juwelen, fast sicher.',
    );
  });

  it('eigene Karte mit höherer, aber ohne die 9; eigene Karte ohne höhere', () => {
    expect(lootAdvice(['J4', 'J7'], 'J4').de).toBe(
      'Du hast diese Karte selbst und Juwelen 7 dazu – gut, solange die 8 oder 9 nicht gegen dich kommt.',
    );
    expect(lootAdvice(['J4', 'J2', 'D1'], 'J4')).toMatchObject({
      chance: 'maybe',
      de: 'Du hast diese Karte selbst, aber keine höhere Juwelen – die 5 oder 6 oder 7 oder 8 oder 9 kann sie dir nehmen.',
    });
  });

  it('„Deine höchste Juwelen ist die 8 – reicht, wenn die 9 nicht gegen dich gespielt wird“', () => {
    expect(lootAdvice(['J8', 'J1', 'P3'], 'J5').de).toBe(
      'Deine höchste Juwelen ist die 8 – reicht, wenn die 9 nicht gegen dich gespielt wird.',
    );
    expect(lootAdvice(['J8', 'J9'], 'J5')).toMatchObject({
      chance: 'sure',
      de: 'Deine höchste Juwelen ist die 9 – höher geht es nicht.',
    });
  });

  it('zu kleine Karten der Farbe, mit und ohne Dietrich', () => {
    expect(lootAdvice(['U2', 'D3'], 'U6').de).toBe(
      'Deine höchste Uhren ist die 2 – zu klein für die 6, aber 1 Dietrich zum Abstechen, wenn die Uhren weg sind.',
    );
    expect(lootAdvice(['U2', 'G3'], 'U6')).toMatchObject({ chance: 'hard' });
  });

  it('„Keine Juwelen, aber 2 Dietriche – du kannst sie abstechen“ / „Keine Juwelen, kein Dietrich – schwer“', () => {
    expect(lootAdvice(['D1', 'D2', 'G5'], 'J3').de).toBe(
      'Keine Juwelen, aber 2 Dietriche – du kannst sie abstechen.',
    );
    expect(lootAdvice(['G5', 'P1'], 'J3').de).toBe('Keine Juwelen, kein Dietrich – schwer.');
  });

  it('Trägt die Beute eine Zeitplan-Marke, steht dabei, als wievielte sie fallen muss', () => {
    expect(lootAdvice(['G5'], 'J3', '2').mark?.de).toBe(
      'Marke 2: Diese Beute muss als zweite aller Beuten eingestrichen werden.',
    );
    expect(lootAdvice(['G5'], 'J3').mark).toBeNull();
    expect(markText('Ω').de).toContain('allerletzte');
    expect(markText('››').de).toBe(
      'Marke ››: als zweite der Pfeil-Beuten – nach ›; die übrigen Beuten sind frei.',
    );
    expect(markText('›').de).toBe('Marke ›: als erste der Pfeil-Beuten; die übrigen Beuten sind frei.');
  });

  it('verrät nichts über die Hände der anderen: nur die eigene Hand zählt', () => {
    expect(lootAdvice([], 'J3')).toEqual(lootAdvice([], 'J3'));
    expect(lootAdvice(['G5'], 'J3').de).toBe(lootAdvice(['G6'], 'J3').de);
  });
});
