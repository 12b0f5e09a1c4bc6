// Input hygiene: an action is exactly one of the game's shapes; anything else is refused with a code.
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import type { CoupAction } from './actions.js';
import { engine } from './engine.js';
import { refused } from './fixture.test-util.js';
import type { CoupState } from './state.js';

/** States from random attempts with the Boss questions, marks, passing on, the Pfiff and signals. */
function sampleStates(): CoupState[] {
  const out: CoupState[] = [];
  for (const [players, coup, pfiff] of [
    [3, 5, 'wish'],
    [4, 18, 'every'],
    [5, 27, 'wish'],
    [4, 21, 'wish'],
    [2, 9, 'every'],
  ] as const) {
    randomPlayout<CoupState>(engine, { players, coup, pfiff }, `hyg-${coup}`, {
      onStep: ({ before }) => {
        out.push(before);
      },
    });
  }
  return out;
}

describe('Aktionen: nur die bekannten Felder, jedes mit dem richtigen Typ', () => {
  const states = sampleStates();

  it('jede legale Aktion mit einem unbekannten Zusatzfeld wird mit COMMON_BAD_MESSAGE abgelehnt', () => {
    let tried = 0;
    const types = new Set<string>();
    for (const s of states) {
      for (let seat = 0; seat < s.config.players; seat++) {
        for (const a of engine.legalActions(s, seat)) {
          types.add(a.type);
          for (const extra of [{ extra: 1 }, { constructor: 1 }, JSON.parse('{"__proto__": 1}')]) {
            refused(s, seat, { ...a, ...extra }, 'COMMON_BAD_MESSAGE');
            tried++;
          }
        }
      }
    }
    // every action type of the game was among them
    expect([...types].sort()).toEqual(
      [
        'answer',
        'assign',
        'choose',
        'keepLoot',
        'keepMarks',
        'moveMark',
        'pass',
        'passLoot',
        'pfiff',
        'play',
        'signal',
        'take',
        'vote',
      ].sort(),
    );
    expect(tried).toBeGreaterThan(1000);
  });

  it('falsche Typen und fehlende Felder: COMMON_BAD_MESSAGE; unbekannte Aktionen: COMMON_UNKNOWN_ACTION', () => {
    const s = states[0]!;
    for (const bad of [
      { type: 'play' },
      { type: 'play', card: 7 },
      { type: 'choose', seat: '1' },
      { type: 'choose', seat: 1.5 },
      { type: 'choose', seat: -1 },
      { type: 'assign', seat: 5 },
      { type: 'vote', choice: 'up' },
      { type: 'answer', word: 'x'.repeat(21) },
      { type: 'moveMark', from: 'J1' },
      { type: 'passLoot', card: 'J1', to: null },
    ])
      refused(s, 0, bad, 'COMMON_BAD_MESSAGE');
    for (const bad of [null, 'play', ['play'], {}, { type: 'dance' }, { type: 7 }, { type: 'toString' }])
      refused(s, 0, bad, 'COMMON_UNKNOWN_ACTION');
  });

  it('eine abgelehnte Aktion ändert den Zustand nicht', () => {
    const s = states[10]!;
    const before = JSON.stringify(s);
    expect(() => engine.apply(s, 0, { type: 'play', card: 'J1', x: 1 } as unknown as CoupAction)).toThrow();
    expect(JSON.stringify(s)).toBe(before);
  });
});
