import { describe, expect, it } from 'vitest';
import { eventLine, tableEventLine } from './words';

const names = ['Du', 'Anton', 'Berta'];

describe('Ereignisse in Worten', () => {
  it('„Du“ für den eigenen Platz, sonst der Name', () => {
    const seats = [
      { tile: 'Am1', chair: 'C1' },
      { tile: 'Aw1', chair: 'C4' },
    ];
    const seated = { type: 'seated', seats, points: 4, base: 4, tables: [], party: null } as const;
    expect(eventLine({ ...seated, seat: 0 }, names)).toBe('Du setzt 2 Passagiere: +4');
    expect(eventLine({ type: 'bar', seat: 1, tile: 'Cw2', stool: 7, points: -4 }, names)).toBe(
      'Anton schickt Dame Filmstars an die Bar (Hocker 7): −4',
    );
    expect(eventLine({ type: 'bar', seat: 0, tile: 'Cw2', stool: 1, points: 1 }, names)).toBe(
      'Du schickst Dame Filmstars an die Bar (Hocker 1): +1',
    );
    expect(eventLine({ type: 'pass', seat: 0 }, names)).toBe('Du kannst nichts tun und setzt aus');
  });

  it('Stationen nennen den Auslöser, das Ende den Grund', () => {
    expect(
      eventLine({ type: 'station', station: 3, event: 'storm', trigger: 2, name: 'Sturmwarnung' }, names),
    ).toBe('Station 3: Sturmwarnung – ausgelöst von Berta');
    expect(eventLine({ type: 'lastStation', seat: 1, points: 5 }, names)).toBe(
      'Letzte Station: +5 für Anton',
    );
    expect(eventLine({ type: 'end', reason: 'barFull', penalties: [], scores: [] }, names)).toBe(
      'Die Reise ist zu Ende: Die Pianobar ist voll.',
    );
    expect(
      eventLine({ type: 'pureTable', seat: 0, tables: ['T1'], choice: 'hand', handSize: 4 }, names),
    ).toBe('Du füllst einen reinen Tisch – Hand −1 (jetzt 4)');
    expect(eventLine({ type: 'drew', seat: 1, tiles: [] }, names)).toBeNull();
  });

  it('der Tisch: das Schiff zieht nach Ablauf der Zeit, andere Tisch-Ereignisse bleiben stumm', () => {
    const draw = { type: 'defaultDecision', seat: 0, action: { type: 'draw' }, by: 'clock' } as const;
    expect(tableEventLine(draw, names)).toBe('Die Zeit ist um: Das Schiff legt dir die Passagiere hin');
    expect(tableEventLine({ ...draw, seat: 2 }, names)).toBe(
      'Die Zeit ist um: Das Schiff legt Berta die Passagiere hin',
    );
    expect(tableEventLine({ type: 'tableStarted' }, names)).toBeNull();
    // an event the game does not know is no line (never "undefined")
    expect(eventLine({ type: 'tableStarted' } as never, names)).toBeNull();
  });
});
