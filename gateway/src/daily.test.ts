// The daily deal (issue 13: Speedkrakau's Tagesblatt): the server decides the day in Berlin and
// the day's cards; two starts on one day deal the same, another day deals differently; the
// computers are strong and the rules the standard ones; no answer carries the deals.

import { dailyCoup, dailyConfig as dailyCoupConfig } from '@spielcenter/coup';
import { engine as hokus } from '@spielcenter/hokus';
import { game as hokusGame } from '@spielcenter/hokus/game';
import { connectNats, createLogger, type JsonService, loadConfig, serveEngine } from '@spielcenter/kit';
import { engine as krakau, parseConfig } from '@spielcenter/krakau';
import { berlinDate, type SeatSnapshot } from '@spielcenter/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsConnection } from './context.js';
import { dailyInfo, dailySeed, dailyTable } from './daily.js';
import { bearer, field, type GraphQLReply, TEST_SECRET } from './gateway.test-util.js';
import { startTableStack, type TableStack } from './table-stack.test-util.js';

const anna = { playerId: 'p-anna', name: 'Anna' };
const at = (iso: string) => new Date(iso);
const deckOf = (input: ReturnType<typeof dailyTable>) => (input.config as { deck: string[][] }).deck;

describe('the day of the daily deal (Europe/Berlin)', () => {
  it('changes at midnight in Berlin: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(berlinDate(at('2026-12-03T22:59:59Z'))).toBe('2026-12-03');
    expect(berlinDate(at('2026-12-03T23:00:00Z'))).toBe('2026-12-04');
    expect(berlinDate(at('2026-12-03T23:30:00Z'))).toBe('2026-12-04');
    expect(berlinDate(at('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(berlinDate(at('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(berlinDate(at('2026-12-31T23:15:00Z'))).toBe('2027-01-01');
  });

  it('deals the same cards all day and other cards the next day, from the server’s secret', () => {
    const table = (iso: string, secret = TEST_SECRET) =>
      dailyTable(anna, 'krakau', { secret, at: at(iso), tempo: 'normal' });
    // 00:05 and 23:55 in Berlin on 3 December are one day; 23:30 UTC is the 4th there.
    const morning = table('2026-12-02T23:05:00Z');
    const night = table('2026-12-03T22:55:00Z');
    const next = table('2026-12-03T23:30:00Z');
    expect(deckOf(morning).length).toBeGreaterThanOrEqual(30);
    expect(deckOf(night)).toEqual(deckOf(morning));
    expect(night.seed).toBe(morning.seed);
    expect(deckOf(next)[0]).not.toEqual(deckOf(morning)[0]);
    expect(next.config).toMatchObject({ daily: '2026-12-04' });
    expect(morning.config).toMatchObject({ daily: '2026-12-03' });
    // Another deployment's secret deals other cards: the date alone does not tell them.
    expect(deckOf(table('2026-12-03T10:00:00Z', 'another-secret-0123456789abcdef'))[0]).not.toEqual(
      deckOf(morning)[0],
    );
    expect(morning.seed).toBe(dailySeed(TEST_SECRET, 'krakau', '2026-12-03'));
  });

  it('seats the player against two strong computers, to 500 with the standard rules, without a clock', () => {
    const input = dailyTable(anna, 'krakau', {
      secret: TEST_SECRET,
      at: at('2026-12-03T12:00:00Z'),
      tempo: 'fast',
    });
    expect(input.seats.map((s) => s?.kind)).toEqual(['human', 'computer', 'computer']);
    expect(input.seats.slice(1).every((s) => s?.kind === 'computer' && s.level === 'strong')).toBe(true);
    expect(input).toMatchObject({ clockSeconds: null, tempo: 'fast', game: 'krakau' });
    const { deck, daily, ...rules } = parseConfig(input.config);
    expect(rules).toEqual(parseConfig({ players: 3, target: 500 }));
    expect(daily).toBe('2026-12-03');
    expect(deck).toEqual(deckOf(input));
    expect(dailyInfo('krakau', at('2026-12-03T23:30:00Z'))).toMatchObject({
      date: '2026-12-04',
      name: 'Tagesblatt',
      computers: 2,
      level: 'strong',
    });
  });
});

describe('the daily deals of Speedcoup and Speedhokus', () => {
  const noon = at('2026-12-03T12:00:00Z');
  it('Tagescoup: every start names its attempt; attempt n has its own cards, the same all day', () => {
    const coup = (attempt: number | null, when = noon) =>
      dailyTable(anna, 'coup', { secret: TEST_SECRET, at: when, tempo: 'normal', attempt });
    expect(() => coup(null)).toThrow(
      expect.objectContaining({ message: expect.stringContaining('attempt') }),
    );
    const first = coup(1);
    expect(coup(1, at('2026-12-03T22:00:00Z')).seed).toBe(first.seed);
    expect(coup(2).seed).not.toBe(first.seed);
    expect(first.seed).toBe(`${dailySeed(TEST_SECRET, 'coup', '2026-12-03')}:1`);
    expect(first.config).toEqual(dailyCoupConfig('2026-12-03', 1));
    expect(coup(2).config).toMatchObject({ attempt: 2, daily: true, coup: dailyCoup('2026-12-03') });
    expect(first.seats.map((s) => (s?.kind === 'computer' ? s.level : s?.kind))).toEqual([
      'human',
      'normal',
      'normal',
      'normal',
    ]);
    expect(dailyInfo('coup', noon)).toMatchObject({ name: 'Tagescoup', attempts: true });
  });

  it('Tagesvorstellung: four normal rivals, the day’s seed (start and stacks), no attempts, no advice', () => {
    const show = dailyTable(anna, 'hokus', { secret: TEST_SECRET, at: noon, tempo: 'normal' });
    expect(show.config).toEqual({ players: 5, daily: '2026-12-03' });
    expect(show.seed).toBe(dailySeed(TEST_SECRET, 'hokus', '2026-12-03'));
    expect(show.seats.slice(1).map((s) => s?.kind === 'computer' && s.level)).toEqual(
      Array(4).fill('normal'),
    );
    expect(() =>
      dailyTable(anna, 'hokus', { secret: TEST_SECRET, at: noon, tempo: 'normal', attempt: 2 }),
    ).toThrow();
    expect(() =>
      dailyTable(anna, 'krakau', { secret: TEST_SECRET, at: noon, tempo: 'normal', attempt: 1 }),
    ).toThrow();
    expect(dailyInfo('hokus', noon)).toMatchObject({
      name: 'Tagesvorstellung',
      computers: 4,
      attempts: false,
    });
    // „dieselben vier Rivalen“: the same names at every start, today and tomorrow, for everyone.
    const names = (input: ReturnType<typeof dailyTable>) => input.seats.slice(1).map((s) => s?.name);
    const later = dailyTable({ playerId: 'p-bert', name: 'Bert' }, 'hokus', {
      secret: TEST_SECRET,
      at: at('2026-12-04T12:00:00Z'),
      tempo: 'fast',
    });
    expect(names(show)).toHaveLength(4);
    expect(names(later)).toEqual(names(show));
    expect(names(show)).toEqual(hokusGame.daily?.rivals);
    // Same seed and config: the same start player and stacks for everyone that day.
    const a = hokus.setup(hokus.parseConfig(show.config), show.seed);
    const b = hokus.setup(hokus.parseConfig(show.config), show.seed);
    expect(a).toEqual(b);
  });
});

describe('the daily deal through the gateway', () => {
  let stack: TableStack;
  let nc: NatsConnection;
  let rules: JsonService;
  let now = at('2026-12-03T23:30:00Z');
  const started: { token: string; tableId: string }[] = [];
  const codeOf = (r: GraphQLReply) => r.body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    nc = await connectNats({ url: loadConfig().NATS_URL, name: 'gateway-daily-test' });
    rules = await serveEngine(nc, 'krakau', krakau, createLogger('gateway-daily-test', 'silent'));
    // Seeds refused, as in production: the daily start needs no client seed.
    stack = await startTableStack({ allowSeeds: false, deps: { now: () => now } });
  }, 60_000);

  afterAll(async () => {
    for (const s of started)
      await stack?.t.post('mutation($t: ID!) { leave(tableId: $t) }', { t: s.tableId }, bearer(s.token));
    await stack?.stop();
    await rules?.stop();
    await nc?.drain();
  });

  /** A new guest starts today's Tagesblatt; its start reply, its first snapshot and its hand. */
  async function startToday() {
    const me = await stack.t.guest();
    const reply = await stack.t.post(
      'mutation { startDaily(game: krakau, tempo: fast) { tableId seat } }',
      {},
      bearer(me.token),
    );
    const { tableId, seat } = field<{ tableId: string; seat: number }>(reply, 'startDaily');
    expect(seat).toBe(0);
    started.push({ token: me.token, tableId });
    const got = await stack.t.post('query($t: ID!) { table(tableId: $t) }', { t: tableId }, bearer(me.token));
    const snap = field<SeatSnapshot>(got, 'table');
    return { reply, got, snap, hand: (snap.view as { hand: string[] }).hand };
  }

  it('answers today’s date by the server’s clock, and a coded refusal for a game without a daily deal', async () => {
    const me = await stack.t.guest();
    const info = await stack.t.post(
      'query { daily(game: krakau) { date name computers level } }',
      {},
      bearer(me.token),
    );
    expect(field(info, 'daily')).toEqual({
      date: '2026-12-04',
      name: 'Tagesblatt',
      computers: 2,
      level: 'strong',
    });
    const none = await stack.t.post('query { daily(game: boss) { date } }', {}, bearer(me.token));
    expect(codeOf(none)).toBe('GATEWAY_NO_DAILY');
    expect(none.body.errors?.[0]?.extensions?.de).toBe('Speedboss hat kein Tagesblatt.');
    const start = await stack.t.post('mutation { startDaily(game: boss) { tableId } }', {}, bearer(me.token));
    expect(codeOf(start)).toBe('GATEWAY_NO_DAILY');
  });

  it('deals the same first hand to two players on one Berlin day, another the next day, and never sends the deals', async () => {
    now = at('2026-12-03T23:30:00Z'); // 00:30 on 4 December in Berlin
    const a = await startToday();
    now = at('2026-12-04T22:50:00Z'); // 23:50 the same Berlin day
    const b = await startToday();
    const deal = (iso: Date) =>
      deckOf(dailyTable(anna, 'krakau', { secret: TEST_SECRET, at: iso, tempo: 'fast' }))[0] ?? [];
    const today = deal(now);
    // Seat 0 holds the forced bid of the first game: the first seven cards of the day's first deal
    // (and the musik, once the computers have passed and the player took it up).
    const dealt = (hand: string[], cards: string[]) => {
      expect(hand).toEqual(expect.arrayContaining(cards.slice(0, 7)));
      for (const card of hand) expect([...cards.slice(0, 7), ...cards.slice(21)]).toContain(card);
    };
    dealt(a.hand, today);
    dealt(b.hand, today);
    now = at('2026-12-04T23:00:00Z'); // midnight in Berlin: the 5th
    const c = await startToday();
    const tomorrow = deal(now);
    dealt(c.hand, tomorrow);
    expect(tomorrow.slice(0, 7).every((card) => a.hand.includes(card))).toBe(false);
    expect(c.snap.settings.options).toMatchObject({ daily: '2026-12-05' });

    for (const s of [a, b]) {
      expect(s.snap.settings.options).toMatchObject({ daily: '2026-12-04', target: 500 });
      expect(s.snap.seats.slice(1).map((x) => x?.level)).toEqual(['strong', 'strong']);
      expect(s.snap.settings.clockSeconds).toBeNull();
      expect((s.snap.view as { rules: { fixedDeals: boolean } }).rules.fixedDeals).toBe(true);
      // Neither the start's answer nor the snapshot carries the deals or another hand's card.
      for (const body of [JSON.stringify(s.reply.body), JSON.stringify(s.got.body)]) {
        expect(body).not.toContain('deck');
        for (const card of today.slice(7, 21)) expect(body).not.toContain(`"${card}"`);
      }
    }
  }, 90_000);
});
