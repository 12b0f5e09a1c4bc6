import { ALL_TILE_IDS, type CruiseAction, engine, TABLES } from '@spielcenter/cruise';
import { describe, expect, it } from 'vitest';
import { chairLook, type Decision } from './looks';
import { marking, swapChairs } from './selection';

/** A cruise whose bag starts with the given hands (seat 0 first), everything else after. */
function start(hands: string[][], extra: Record<string, unknown> = {}) {
  const first = hands.flat();
  const bag = [...first, ...ALL_TILE_IDS.filter((t) => !first.includes(t))];
  const config = engine.parseConfig({ players: hands.length, mode: 'classic', deck: { bag }, ...extra });
  return engine.setup(config, 'looks');
}

function decision(
  state: ReturnType<typeof start>,
  selected: string | null,
  marked: Decision['marked'] = [],
): Decision {
  const legal = engine.legalActions(state, 0) as CruiseAction[];
  return {
    view: engine.view(state, 0),
    legal,
    marked,
    selected,
    marking: marking(legal, marked),
    swaps: swapChairs(legal, selected),
  };
}

const T3 = TABLES[2]?.chairs ?? [];
const T1 = TABLES[0]?.chairs ?? [];

describe('Wie ein Stuhl leuchtet', () => {
  it('grün mit den Punkten, die der Zug dann bringt; „·“ solange der Partner fehlt', () => {
    let s = start([
      ['Am1', 'Aw1', 'Bm1', 'Bw1', 'Cm1'],
      ['Km1', 'Kw1', 'Lm1', 'Lw1', 'Jm1'],
    ]);
    // seat 0 opens with a couple at T1, seat 1 plays elsewhere
    s = engine.apply(s, 0, {
      type: 'seat',
      seats: [
        { tile: 'Am1', chair: T1[0] as string },
        { tile: 'Aw1', chair: T1[3] as string },
      ],
    }).state;
    s = engine.apply(s, 0, { type: 'draw' }).state;
    const k = TABLES.find((t) => t.cls === 'K')?.chairs ?? [];
    s = engine.apply(s, 1, {
      type: 'seat',
      seats: [
        { tile: 'Km1', chair: k[0] as string },
        { tile: 'Kw1', chair: k[3] as string },
      ],
    }).state;
    s = engine.apply(s, 1, { type: 'draw' }).state;
    // Bm1 alone at empty T3 brings nothing: it needs its partner
    const alone = decision(s, 'Bm1');
    expect(chairLook(alone, T3[0] as string).lit).toEqual({ label: '·', party: null });
    // with Bw1 marked beside him, the move is whole: 2 + 2
    const withPartner = decision(s, 'Bm1', [{ tile: 'Bw1', chair: T3[3] as string }]);
    expect(chairLook(withPartner, T3[0] as string).lit).toEqual({ label: '+4', party: null });
    expect(chairLook(withPartner, T3[3] as string)).toEqual({ lit: null, marked: 'Bw1', swap: false });
    // nothing chosen: nothing glows; a chair of another class never glows
    expect(chairLook(decision(s, null), T3[0] as string).lit).toBeNull();
    expect(chairLook(alone, k[1] as string).lit).toBeNull();
  });

  it('orange mit ♀ für ein Kaffeekränzchen', () => {
    const s = start(
      [
        ['Bw1', 'Bw2', 'Bw3', 'Bw4', 'Am1'],
        ['Km1', 'Kw1', 'Lm1', 'Lw1', 'Jm1'],
      ],
      { singleGenderTables: true },
    );
    const d = decision(s, 'Bw1');
    const looks = T3.map((c) => chairLook(d, c).lit);
    expect(looks.some((l) => l?.party === 'w')).toBe(true);
  });
});
