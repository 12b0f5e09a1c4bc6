// "People tables go on together" (issue 32): after an attempt at a Speedcoup table with people, the
// host decides how the Bande goes on — through the gateway against the real Temporal, NATS, Redis
// and Postgres with the record service. A non-host cannot choose; a coup the line-up has not
// unlocked is refused with the record's code (German and English); the host's "nächster Coup"
// starts the next coup at the same table with the same seats (people and the computer).
import { engine as coup } from '@spielcenter/coup';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { redisKeys, type SeatSnapshot } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import { bearer, eventually, field, type GraphQLReply } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

let stack: TableStack;
let nc: NatsConnection;
let rules: JsonService;

beforeAll(async () => {
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'gateway-coup-group-test' });
  rules = await serveEngine(nc, 'coup', coup, createLogger('gateway-coup-group-test', 'silent'));
  // Fixed deals allowed (the test stack's seeds): the first attempt is made in its first trick.
  stack = await startTableStack({ allowSeeds: true });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await rules?.stop();
  await nc?.drain();
});

const OPEN = 'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId seat } }';
const JOIN = 'mutation($t: ID!) { joinTable(tableId: $t) { tableId seat } }';
const START = 'mutation($t: ID!) { startTable(tableId: $t) }';
const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version } }';
const NEXT = 'mutation($t: ID!, $o: JSON, $e: Boolean) { rematch(tableId: $t, options: $o, end: $e) }';
const codeOf = (r: GraphQLReply) => r.body.errors?.[0]?.extensions?.code;

// Coup 1 for three: Anna (seat 0) holds every Dietrich, so she is the Boss and takes the loot J9,
// then leads it; nobody can beat it: the loot is home in the first trick and the coup is made.
const HANDS = [
  ['D1', 'D2', 'D3', 'D4', 'J9', 'G1', 'G2', 'G3', 'G4', 'U1', 'U2', 'U3', 'P1', 'P2'],
  ['J1', 'J2', 'J3', 'J4', 'G5', 'G6', 'G7', 'U4', 'U5', 'U6', 'P3', 'P4', 'P5'],
  ['J5', 'J6', 'J7', 'J8', 'G8', 'G9', 'U7', 'U8', 'U9', 'P6', 'P7', 'P8', 'P9'],
];

type CoupSnapshot = SeatSnapshot<{ caseFile: { coup: number } }>;

async function snapshot(tableId: string, seat: number): Promise<CoupSnapshot | null> {
  const text = await stack.t.deps.redis.get(redisKeys.seatView(tableId, seat));
  return text ? (JSON.parse(text) as CoupSnapshot) : null;
}

interface Person {
  readonly token: string;
  readonly seat: number;
}

/** Plays the people's turns until the attempt is over: J9 where it can, else the first card. */
async function playToEnd(tableId: string, people: readonly Person[]): Promise<CoupSnapshot> {
  const deadline = Date.now() + 45_000;
  let n = 0;
  while (Date.now() < deadline) {
    for (const p of people) {
      const s = await snapshot(tableId, p.seat);
      if (s?.outcome) return s;
      if (!s?.toAct.includes(p.seat)) continue;
      const moves = s.legal.filter((a) => a.type === 'take' || a.type === 'play');
      const move = moves.find((a) => (a as { card?: string }).card === 'J9') ?? moves[0];
      if (!move) continue;
      await stack.t.post(ACT, { t: tableId, a: move, c: `c${n++}` }, bearer(p.token));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the attempt did not end in time');
}

/** Anna opens a table for three (Bruno, a computer), both play coup 1 on the fixed deal. */
async function madeCoup1(annaToken: string, brunoToken: string) {
  const opened = await stack.t.post(
    OPEN,
    {
      i: {
        game: 'coup',
        seats: 3,
        fill: 'easy',
        clockSeconds: null,
        tempo: 'fast',
        options: { coup: 1, pfiff: 'wish', deck: { hands: HANDS, loot: ['J9'] } },
      },
    },
    bearer(annaToken),
  );
  const { tableId } = field<{ tableId: string }>(opened, 'openTable');
  const joined = await stack.t.post(JOIN, { t: tableId }, bearer(brunoToken));
  expect(field<{ seat: number }>(joined, 'joinTable').seat).toBe(1);
  expect((await stack.t.post(START, { t: tableId }, bearer(annaToken))).body.data).toEqual({
    startTable: true,
  });
  const people = [
    { token: annaToken, seat: 0 },
    { token: brunoToken, seat: 1 },
  ];
  return { tableId, people };
}

describe('a Speedcoup table with people goes on together', () => {
  it('the host chooses the next coup for everybody; a non-host cannot; a locked coup is refused', async () => {
    const anna = await stack.t.guest('Anna');
    const bruno = await stack.t.guest('Bruno');
    const { tableId, people } = await madeCoup1(anna.token, bruno.token);
    const end = await playToEnd(tableId, people);
    expect(end.outcome?.details).toMatchObject({ coup: 1, success: true });
    // Both wait for the host's choice: the hold names Anna's seat.
    await eventually(
      async () =>
        (await snapshot(tableId, 1))?.rematch?.host === 0 &&
        (await snapshot(tableId, 0))?.rematch?.host === 0,
      10_000,
      'the hold naming the host',
    );
    const before = await snapshot(tableId, 1);

    // Bruno is not the host: neither a choice nor a plain "Nochmal" nor "Feierabend" from him.
    for (const v of [{ o: { coup: 2 } }, {}, { e: true }]) {
      const refused = await stack.t.post(NEXT, { t: tableId, ...v }, bearer(bruno.token));
      expect(codeOf(refused)).toBe('COMMON_NOT_HOST_NEXT');
      expect(refused.body.errors?.[0]?.extensions?.de).toBe(
        'Wie es an diesem Tisch weitergeht, entscheidet, wer ihn eröffnet hat.',
      );
    }
    // Coup 7 is not unlocked for this line-up (Anna, Bruno, three seats): the record says so.
    const locked = await stack.t.post(NEXT, { t: tableId, o: { coup: 7 } }, bearer(anna.token));
    expect(codeOf(locked)).toBe('RECORD_COUP_LOCKED');
    expect(locked.body.errors?.[0]?.extensions).toMatchObject({
      de: 'Coup 7 ist für diese Besetzung noch nicht freigeschaltet. Freigeschaltet ist immer der Coup nach dem höchsten geschafften – hier Coup 2.',
      en: expect.stringContaining('7'),
    });
    // Nor a coup that is no coup number (the engine's check, before the record reads it).
    for (const coup of ['2; drop', true, [2], { x: 2 }]) {
      const bad = await stack.t.post(NEXT, { t: tableId, o: { coup } }, bearer(anna.token));
      expect(codeOf(bad), JSON.stringify(coup)).toBe('COMMON_BAD_CONFIG');
      expect(bad.body.errors?.[0]?.extensions?.de).toMatch(/^Die Tisch-Einstellungen sind ungültig: coup:/);
    }
    // Nor an option the game does not offer.
    const odd = await stack.t.post(NEXT, { t: tableId, o: { seed: 'x' } }, bearer(anna.token));
    expect(codeOf(odd)).toBe('COMMON_BAD_NEXT_OPTION');
    // Still waiting for the host: nothing started.
    expect((await snapshot(tableId, 1))?.outcome).not.toBeNull();

    // "Weiter zum nächsten Coup": coup 2 at the same table, the same seats, for both.
    expect(
      (await stack.t.post(NEXT, { t: tableId, o: { coup: 2, pfiff: 'wish' } }, bearer(anna.token))).body.data,
    ).toEqual({
      rematch: true,
    });
    for (const seat of [0, 1]) {
      await eventually(
        async () => {
          const s = await snapshot(tableId, seat);
          return s !== null && s.outcome === null && s.rematch === null && s.view?.caseFile.coup === 2;
        },
        15_000,
        `coup 2 for seat ${seat}`,
      );
      const s = (await snapshot(tableId, seat)) as CoupSnapshot;
      expect(s.tableId).toBe(tableId);
      expect(s.seats).toEqual(before?.seats);
      expect(s.settings.options).toMatchObject({ coup: 2, pfiff: 'wish' });
    }
    expect(await stack.t.deps.redis.get(redisKeys.playerTable(bruno.playerId))).toBe(tableId);

    for (const p of [anna, bruno])
      await stack.t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: tableId }, bearer(p.token));
  }, 120_000);

  it('„Feierabend“ from the host closes the table for everybody', async () => {
    const anna = await stack.t.guest('Anna');
    const bruno = await stack.t.guest('Bruno');
    const { tableId, people } = await madeCoup1(anna.token, bruno.token);
    await playToEnd(tableId, people);
    await eventually(async () => (await snapshot(tableId, 1))?.rematch?.host === 0, 10_000, 'the hold');
    expect((await stack.t.post(NEXT, { t: tableId, e: true }, bearer(anna.token))).body.data).toEqual({
      rematch: true,
    });
    for (const seat of [0, 1]) {
      await eventually(
        async () => (await snapshot(tableId, seat))?.closed === true,
        10_000,
        `closed for ${seat}`,
      );
      const s = (await snapshot(tableId, seat)) as CoupSnapshot;
      expect(s.events).toContainEqual({ type: 'tableClosed', reason: 'ended' });
    }
    for (const p of [anna, bruno])
      expect(await stack.t.deps.redis.get(redisKeys.playerTable(p.playerId))).toBeNull();
  }, 60_000);

  it('one rule for an open table’s coup: checked when a seat fills, the host told in German, never swapped', async () => {
    // Anna opens a table for two (with the Schatten) at coup 3; Bruno's seat fills it. Anna and
    // Bruno have not unlocked coup 3 together: the table does not start by itself (it used to start
    // coup 1 instead, silently), both read why, Anna's „Starten“ is refused, and she takes coup 1.
    const anna = await stack.t.guest('Anna');
    const bruno = await stack.t.guest('Bruno');
    const opened = await stack.t.post(
      OPEN,
      { i: { game: 'coup', seats: 2, fill: null, clockSeconds: null, tempo: 'fast', options: { coup: 3, pfiff: 'wish' } } },
      bearer(anna.token),
    );
    const { tableId } = field<{ tableId: string }>(opened, 'openTable');
    expect(field<{ seat: number }>(await stack.t.post(JOIN, { t: tableId }, bearer(bruno.token)), 'joinTable').seat).toBe(1);
    const held = await snapshot(tableId, 0);
    expect(held?.lobby?.notice).toMatchObject({
      code: 'RECORD_COUP_LOCKED',
      de: expect.stringContaining('Coup 3 ist für diese Besetzung noch nicht freigeschaltet'),
      options: { coup: 1 },
    });
    expect((await snapshot(tableId, 1))?.lobby?.notice?.code).toBe('RECORD_COUP_LOCKED');
    expect(held?.view).toBeNull();
    // „Starten“ says the same in German; a non-host cannot choose
    const start = await stack.t.post(START, { t: tableId }, bearer(anna.token));
    expect(codeOf(start)).toBe('RECORD_COUP_LOCKED');
    expect(codeOf(await stack.t.post(NEXT, { t: tableId, o: { coup: 1 } }, bearer(bruno.token)))).toBe(
      'COMMON_NOT_HOST_NEXT',
    );
    // the host's choice: coup 1 — the table, full, starts by itself with it
    expect((await stack.t.post(NEXT, { t: tableId, o: { coup: 1 } }, bearer(anna.token))).body.data).toEqual({
      rematch: true,
    });
    await eventually(async () => (await snapshot(tableId, 0))?.view?.caseFile.coup === 1, 15_000, 'coup 1 starts');
    expect((await snapshot(tableId, 1))?.settings.options).toMatchObject({ coup: 1 });
  }, 60_000);
});
