import { type CruiseView, engine } from '@spielcenter/cruise';
import { describe, expect, it } from 'vitest';
import { type InfoContext, infoFor } from './info';

const bag = ['Am1', 'Aw1', 'Am2', 'Aw2', 'Bm1', 'Cm1', 'Cw1', 'Cm2', 'Cw2', 'Dm1'];

function context(): InfoContext {
  const config = engine.parseConfig({ players: 2, mode: 'cruise', deck: { bag: fullBag(), route: 0 } });
  let s = engine.setup(config, 'info');
  s = engine.apply(s, 0, {
    type: 'seat',
    seats: [
      { tile: 'Am1', chair: 'C1' },
      { tile: 'Aw1', chair: 'C4' },
    ],
  }).state;
  const view: CruiseView = engine.view(s, 0);
  return { view, names: ['Du', 'Anton'], computers: [null, 'Computer (leicht)'], triggers: new Map() };
}

function fullBag(): string[] {
  const rest: string[] = [];
  for (const c of 'ABCDEFGHIJKL')
    for (const g of 'mw') for (let n = 1; n <= 4; n++) rest.push(`${c}${g}${n}`);
  rest.push('Xm1', 'Xm2', 'Xw1', 'Xw2');
  return [...bag, ...rest.filter((t) => !bag.includes(t))];
}

describe('Info-Fenster', () => {
  it('Tisch: Gäste, Wert, wer noch darf, gemeinsame Stühle', () => {
    const info = infoFor({ kind: 'table', table: 'T1' }, context());
    expect(info.title).toBe('Tisch T1 · Kapitänsclub');
    expect(info.lines).toContain('2 Gäste: 1 Herr, 1 Dame');
    expect(info.lines).toContain('Der nächste Gast bringt hier 3 Punkte.');
    expect(info.lines.join(' ')).toMatch(/Gemeinsame Stühle \(goldener Rand\) mit T2, T7/);
  });

  it('Stuhl, Passagier, Hocker, Station, Mitspieler', () => {
    const c = context();
    expect(infoFor({ kind: 'chair', chair: 'C1' }, c).lines[0]).toBe('Hier sitzt: Herr Kapitänsclub.');
    expect(infoFor({ kind: 'tile', tile: 'Xw1', seat: 1 }, c).lines[0]).toMatch(/Kreuzfahrtdirektor/);
    expect(infoFor({ kind: 'stool', stool: 6 }, c).lines[0]).toBe('Bringt −2 Punkte.');
    expect(infoFor({ kind: 'station', station: 1 }, c).lines[0]).toMatch(
      /^Nächste Station – bei 6 gesetzten Passagieren \(noch 4\)/,
    );
    expect(infoFor({ kind: 'station', station: 5 }, c).lines[0]).toMatch(/Noch unbekannt/);
    expect(infoFor({ kind: 'station', station: 10 }, c).lines).toContain(
      'An der letzten Station bekommt der Auslöser zusätzlich +5.',
    );
    const anton = infoFor({ kind: 'player', seat: 1 }, c);
    expect(anton.title).toBe('Anton · Computer (leicht)');
    expect(anton.lines).toContain('Endete die Reise jetzt: −25 für die Hand');
  });
});
