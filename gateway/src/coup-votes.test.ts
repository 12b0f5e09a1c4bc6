// Speedcoup with people, through the gateway against the real Temporal, NATS and Redis: every human
// answers the Boss's question himself, the humans vote on the Pfiff (a secret ballot until all are
// in; the majority decides, a tie goes left), the chat is locked during the attempt.
import type { CoupAction, CoupView } from '@spielcenter/coup';
import { ALL_CARDS, engine as coup } from '@spielcenter/coup';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { redisKeys, type SeatSnapshot } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import { bearer, eventually, field, type TestGateway } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

let stack: TableStack;
let t: TestGateway;
let nc: NatsConnection;
let rules: JsonService;

beforeAll(async () => {
  stack = await startTableStack();
  t = stack.t;
  nc = await connectNats({ url: loadConfig().NATS_URL, name: 'gateway-coup-votes-test' });
  rules = await serveEngine(nc, 'coup', coup, createLogger('gateway-coup-votes-test', 'silent'));
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await rules?.stop();
  await nc?.drain();
});

const OPEN = 'mutation($i: OpenTableInput!) { openTable(input: $i) { tableId seat } }';
const JOIN = 'mutation($t: ID!) { joinTable(tableId: $t) { tableId seat } }';
const START = 'mutation($t: ID!) { startTable(tableId: $t) }';
const LEAVE = 'mutation($t: ID!) { leave(tableId: $t) }';
const CHAT = 'mutation($t: ID!, $x: String!) { chat(tableId: $t, text: $x) }';
const ACT =
  'mutation($t: ID!, $a: JSON!, $c: ID!) { act(tableId: $t, action: $a, clientId: $c) { version duplicate } }';

type Snap = SeatSnapshot<CoupView, CoupAction>;
interface Player {
  token: string;
  seat: number;
}

async function snap(tableId: string, seat: number): Promise<Snap | null> {
  const text = await t.deps.redis.get(redisKeys.seatView(tableId, seat));
  return text ? (JSON.parse(text) as Snap) : null;
}

/** Waits for a snapshot of `p`'s seat that satisfies `ok`. */
async function until(tableId: string, p: Player, ok: (s: Snap) => boolean, what: string): Promise<Snap> {
  let found: Snap | null = null;
  await eventually(
    async () => {
      const s = await snap(tableId, p.seat);
      if (s?.view && ok(s)) found = s;
      return found !== null;
    },
    30_000,
    what,
  );
  return found as unknown as Snap;
}

let n = 0;
async function act(tableId: string, p: Player, action: CoupAction): Promise<void> {
  const r = await t.post(ACT, { t: tableId, a: action, c: `v${n++}` }, bearer(p.token));
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
}

/** Takes a loot whenever it is `p`'s turn, until the phase is `kind` for him. */
async function draftUntil(tableId: string, players: Player[], kind: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    expect(Date.now()).toBeLessThan(deadline);
    const snaps = await Promise.all(players.map((p) => snap(tableId, p.seat)));
    if (snaps.every((s) => s?.view?.phase.kind === kind)) return;
    let acted = false;
    for (const [i, p] of players.entries()) {
      const take = snaps[i]?.legal.find((a) => a.type === 'take');
      if (take && snaps[i]?.toAct.includes(p.seat)) {
        await act(tableId, p, take);
        acted = true;
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Speedcoup at a table with people', () => {
  it('each human answers the Boss, the two humans vote, a tie goes left, the chat stays locked', async () => {
    const anna = await t.guest('Anna');
    const bruno = await t.guest('Bruno');
    // Coup 5 "Der kranke Chauffeur": the Boss asks gut/schlecht. The computer on seat 2 holds
    // Dietrich 4 (the Boss); "jedes Mal": the humans vote before the first trick.
    const rest = ALL_CARDS.filter((c) => c !== 'D4');
    const hands = [rest.slice(0, 14), rest.slice(14, 27), [...rest.slice(27), 'D4']];
    const opened = await t.post(
      OPEN,
      {
        i: {
          game: 'coup',
          seats: 3,
          fill: 'easy',
          clockSeconds: null,
          tempo: 'fast',
          options: { coup: 5, pfiff: 'every', deck: { hands, loot: ['J1', 'J2'] } },
        },
      },
      bearer(anna.token),
    );
    const { tableId } = field<{ tableId: string }>(opened, 'openTable');
    const joined = await t.post(JOIN, { t: tableId }, bearer(bruno.token));
    expect(field<{ seat: number }>(joined, 'joinTable').seat).toBe(1);
    expect((await t.post(START, { t: tableId }, bearer(anna.token))).body.data).toEqual({ startTable: true });
    const a: Player = { token: anna.token, seat: 0 };
    const b: Player = { token: bruno.token, seat: 1 };

    // The Boss's question: both humans are asked, each for himself.
    const asked = await until(tableId, a, (s) => s.view?.phase.kind === 'ask', 'the Boss’s question');
    expect(asked.view?.boss).toBe(2);
    expect(asked.view?.humans).toEqual([0, 1]);
    expect(asked.legal.filter((x) => x.type === 'answer')).toEqual([
      { type: 'answer', word: 'gut' },
      { type: 'answer', word: 'schlecht' },
    ]);
    await act(tableId, a, { type: 'answer', word: 'schlecht' });
    // Bruno sees Anna's answer (answers are open) and still has his own to give.
    const bAsked = await until(
      tableId,
      b,
      (s) => s.view?.phase.answers[0] === 'schlecht',
      'Anna’s answer at Bruno’s seat',
    );
    expect(bAsked.legal.some((x) => x.type === 'answer')).toBe(true);
    expect(bAsked.toAct).toContain(1);
    const twice = await t.post(
      ACT,
      { t: tableId, a: { type: 'answer', word: 'gut' }, c: `v${n++}` },
      bearer(anna.token),
    );
    // The table refuses by its legal set; the gateway asks the engine for the rule's own reason.
    expect(twice.body.errors?.[0]?.extensions).toMatchObject({
      code: 'COUP_ALREADY_ANSWERED',
      de: expect.any(String),
      en: expect.any(String),
    });

    // Kein Wort: the chat is locked during the attempt, on the server.
    const chat = await t.post(CHAT, { t: tableId, x: 'Ich bin krank!' }, bearer(anna.token));
    expect(chat.body.errors?.[0]?.extensions).toMatchObject({ code: 'GATEWAY_CHAT_LOCKED' });

    await act(tableId, b, { type: 'answer', word: 'gut' });
    // The computer answered for itself and, as the Boss, chose: then the draft.
    const chosen = await until(tableId, a, (s) => s.view?.chosen !== null, 'the Boss’s choice');
    expect(chosen.view?.answers.slice(0, 2)).toEqual(['schlecht', 'gut']);
    expect(chosen.view?.answers[2]).toBe('-');

    await draftUntil(tableId, [a, b], 'pfiffVote');
    // The vote: only the two humans; the computer does not vote.
    const voting = await until(tableId, a, (s) => s.view?.phase.kind === 'pfiffVote', 'the vote');
    expect(voting.view?.phase.votes).toEqual([null, null, '-']);
    expect(voting.legal).toEqual([
      { type: 'vote', choice: 'none' },
      { type: 'vote', choice: 'left' },
      { type: 'vote', choice: 'right' },
    ]);
    await act(tableId, a, { type: 'vote', choice: 'right' });
    // Secret until all are in: Bruno sees that Anna voted, not what.
    const bVoting = await until(tableId, b, (s) => s.view?.phase.votes[0] === 'cast', 'Anna’s vote, cast');
    expect(JSON.stringify(bVoting.view?.phase)).not.toContain('right');
    expect(bVoting.view?.pfiff.votes).toEqual([]);
    expect(bVoting.events.filter((e) => e.type === 'voted')).toEqual([{ type: 'voted', seat: 0 }]);
    const aVoted = await until(tableId, a, (s) => s.view?.phase.votes[0] === 'right', 'Anna’s own vote');
    expect(aVoted.legal.some((x) => x.type === 'vote')).toBe(false);

    // 1 : 1 — a tie: left; both see every vote now.
    await act(tableId, b, { type: 'vote', choice: 'left' });
    for (const p of [a, b]) {
      const after = await until(tableId, p, (s) => s.view?.phase.kind === 'pfiffPass', 'the passing');
      expect(after.view?.phase.direction).toBe('left');
      expect(after.view?.pfiff.votes).toEqual(['right', 'left', '-']);
    }

    for (const p of [a, b]) await t.post(LEAVE, { t: tableId }, bearer(p.token));
  }, 120_000);

  it('two humans (with the Schatten) agree: the majority’s direction', async () => {
    const carla = await t.guest('Carla');
    const dora = await t.guest('Dora');
    const opened = await t.post(
      OPEN,
      {
        i: {
          game: 'coup',
          seats: 2,
          fill: null,
          clockSeconds: null,
          tempo: 'fast',
          options: { coup: 1, pfiff: 'wish' },
        },
      },
      bearer(carla.token),
    );
    const { tableId } = field<{ tableId: string }>(opened, 'openTable');
    await t.post(JOIN, { t: tableId }, bearer(dora.token));
    const c: Player = { token: carla.token, seat: 0 };
    const d: Player = { token: dora.token, seat: 1 };
    // "Pfiff!" by Dora during the draft: both humans vote before the first trick.
    const drafting = await until(tableId, d, (s) => s.legal.some((x) => x.type === 'pfiff'), '„Pfiff!“');
    expect(drafting.view?.humans).toEqual([0, 1]);
    await act(tableId, d, { type: 'pfiff' });
    await draftUntil(tableId, [c, d], 'pfiffVote');
    await act(tableId, c, { type: 'vote', choice: 'right' });
    await act(tableId, d, { type: 'vote', choice: 'right' });
    const after = await until(tableId, c, (s) => s.view?.phase.kind === 'pfiffPass', 'the passing');
    expect(after.view?.phase.direction).toBe('right');
    expect(after.view?.pfiff).toMatchObject({ status: 'called', caller: 1, votes: ['right', 'right'] });
    for (const p of [c, d]) await t.post(LEAVE, { t: tableId }, bearer(p.token));
  }, 120_000);
});
