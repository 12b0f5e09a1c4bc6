/**
 * Playing Speedkrakau in the browser for the browser test and the screenshots: a quick game on a
 * fixed seed (a test gateway takes it), and the first game by mouse and keys until its settlement
 * board — whatever the player must decide, with what it saw on the way.
 */
import type { Page } from 'playwright-core';
import { nextChange, press, StallWatch, touching } from './play-guard';

export const SEED = 'krakau-e2e-16';

/**
 * The first game's deal (config `deck`; later games are shuffled from the seed). The dealer is seat
 * 2, so the player (seat 0) is the forced bidder with K♥ D♥; the computer on seat 1 holds A♠ 10♠
 * K♠ D♠, A♣ 10♣ and A♥ and raises to 110 (so the player gets a bid), but its marriage allows it no
 * more than 160, and the player's highest bid (220) wins. When the player leads K♥ with the
 * marriage, A♥ must beat it: the computer leads next, and the player must follow or trump (the
 * refusal). Musik: A♦ D♦ 9♠.
 */
export const FIRST_DEAL = [
  ...['Kh', 'Qh', 'Jh', '9h', 'Kc', 'Jc', 'Td'],
  ...['As', 'Ts', 'Ks', 'Qs', 'Ac', 'Tc', 'Ah'],
  ...['Th', 'Kd', 'Jd', '9d', 'Qc', '9c', 'Js'],
  ...['Ad', 'Qd', '9s'],
];

/** Starts a quick game against computers by a GraphQL call from the page (to its own /graphql: the CSP allows no other origin); returns the table id. */
export async function startSeeded(
  page: Page,
  gatewayUrl: string,
  options: Record<string, unknown>,
  seed = SEED,
  computers = 2,
  clockSeconds: number | null = null,
): Promise<string> {
  const input = {
    game: 'krakau',
    computers,
    level: 'easy',
    clockSeconds,
    tempo: 'fast',
    seed,
    options,
  };
  return page.evaluate(
    async ({ url, input }) => {
      const token = localStorage.getItem('spielcenter.guestToken');
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation Start($input: QuickGameInput!) { startQuickGame(input: $input) { tableId } }',
          variables: { input },
        }),
      });
      const body = (await res.json()) as {
        data?: { startQuickGame?: { tableId: string } };
        errors?: unknown;
      };
      return body.data?.startQuickGame?.tableId ?? JSON.stringify(body.errors);
    },
    { url: gatewayUrl, input },
  );
}

export interface Played {
  mouse: number;
  keys: number;
  refusal: string | null;
  bid: boolean;
  passed: boolean;
  gave: boolean;
  /** While giving: the musik shown, the Bomba offered, the cards in hand (10), both picks made. */
  giving: { musik: boolean; bomba: boolean; cards: number; picks: number } | null;
  declared: boolean;
  /** The table's version before a reload and after it. */
  reload: { before: number; after: number } | null;
  melded: boolean;
}

/** Called once per kind of moment, for the screenshots. */
type Shoot = (name: 'bid' | 'musik' | 'give' | 'declare' | 'play' | 'refusal' | 'meld') => Promise<void>;

async function count(page: Page, selector: string): Promise<number> {
  return page.locator(selector).count();
}

/** Waits until `selector` matches `n` elements (or `ms` passed); the count then. */
async function waitForCount(page: Page, selector: string, n: number, ms: number): Promise<number> {
  await page
    .locator(selector)
    .nth(Math.max(n - 1, 0))
    .waitFor({ state: n === 0 ? 'detached' : 'attached', timeout: ms })
    .catch(() => {}); // the caller checks the count it gets
  return count(page, selector);
}

const PICKED = '[data-testid="hand-card"]:has-text("zurücknehmen")';

/** My decisions until the first game is settled (the settlement board shows). */
export async function playFirstGame(page: Page, limitMs: number, shoot?: Shoot): Promise<Played> {
  const table = page.locator('[data-testid="table"]');
  const shot = new Set<string>();
  const once = async (name: Parameters<Shoot>[0]) => {
    if (!shoot || shot.has(name)) return;
    shot.add(name);
    if (!touching(page)) await page.mouse.move(0, 0);
    await shoot(name);
  };
  const r: Played = {
    mouse: 0,
    keys: 0,
    refusal: null,
    bid: false,
    passed: false,
    gave: false,
    giving: null,
    declared: false,
    reload: null,
    melded: false,
  };
  const deadline = Date.now() + limitMs;
  const stall = new StallWatch(page, 'Speedkrakau');
  while (Date.now() < deadline) {
    await stall.check();
    if ((await count(page, '[data-testid="settlement"]')) > 0) return r;
    if ((await count(page, '[data-testid="table"][data-my-turn="true"][data-ready="true"]')) === 0) {
      await nextChange(page, stall.seen);
      continue;
    }
    const phase = await table.getAttribute('data-phase');
    if (phase === 'fourNines') await press(page, page.locator('[data-testid="keep"]'));
    else if (phase === 'bidding') {
      await once('bid');
      // The first decision bids as high as the hand allows (by the mouse), later ones pass by P.
      const bids = page.locator('[data-testid="bid"]');
      if (!r.bid && (await bids.count()) > 0) {
        await press(page, bids.last());
        r.bid = true;
      } else {
        // By P; on a phone by its button.
        if (touching(page)) await press(page, page.locator('[data-testid="pass"]'));
        else await page.keyboard.press('p');
        r.passed = true;
      }
    } else if (phase === 'chooseMusik') {
      await once('musik');
      await press(page, page.locator('[data-testid="musik-0"]'));
    } else if (phase === 'give') {
      // The last card by the mouse (to the chosen opponent, or laid away with two players), the
      // one before by its key — 9, or with two players' twelve cards the key right of the 0 — to
      // the other opponent (the hearts marriage at the front stays in hand).
      const musik = (await count(page, '[data-testid="musik"]')) === 1;
      const bomba =
        (await page
          .locator('[data-testid="bomba"]')
          .textContent()
          .catch(() => null)) === 'Bomba';
      const cards = await count(page, '[data-testid="hand-card"]');
      await press(page, page.locator('[data-testid="hand-card"]').nth(cards - 1));
      await page.locator(PICKED).waitFor();
      // Keys while an action is on its way are dropped, as clicks are: wait until the table is ready.
      await page.locator('[data-testid="table"][data-ready="true"]').waitFor();
      await once('give');
      if (touching(page)) await press(page, page.locator('[data-testid="hand-card"]').nth(cards - 2));
      else await page.keyboard.press(cards === 12 ? 'Minus' : String(cards - 1));
      const picks = await waitForCount(page, PICKED, 2, 10_000);
      r.giving = { musik, bomba, cards, picks };
      await press(page, page.locator('[data-testid="give-done"]'));
      r.gave = true;
    } else if (phase === 'declare') {
      await once('declare');
      await press(page, page.locator('[data-testid="declare"]').first());
      r.declared = true;
    } else if (phase === 'play') {
      if ((await count(page, '[data-testid="meld-ask"]')) > 0) {
        await once('meld');
        await press(page, page.locator('[data-testid="meld-yes"]'));
        r.melded = true;
        continue;
      }
      if (r.reload === null && r.mouse + r.keys >= 2) {
        const before = Number(await table.getAttribute('data-version'));
        await page.reload();
        await table.waitFor({ timeout: 20_000 });
        r.reload = { before, after: Number(await table.getAttribute('data-version')) };
        continue;
      }
      await once('play');
      const refused = page.locator('[data-testid="hand-card"][data-legal="false"]');
      if (r.refusal === null && (await refused.count()) > 0) {
        await press(page, refused.first());
        const why = page.locator('[data-testid="why-not"]');
        await why.waitFor({ timeout: 10_000 });
        r.refusal = await why.textContent();
        await once('refusal');
      }
      const cards = page.locator('[data-testid="hand-card"]');
      const legal = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-legal') === 'true'));
      const at = legal.indexOf(true);
      if (at < 0) continue;
      if (r.keys <= r.mouse && at < 10 && !touching(page)) {
        await page.keyboard.press(at === 9 ? '0' : String(at + 1));
        r.keys++;
      } else {
        await press(page, cards.nth(at));
        r.mouse++;
      }
    }
    await nextChange(page, stall.seen);
  }
  throw new Error('the first game was not settled in time');
}

/**
 * A whole short match (to 500) in two games whose course the computers cannot change (config
 * `deck`, one deal per game; the dealer moves left, so game 1 deals seat 0 first, game 2 seat 1).
 *
 * Game 1 (dealer seat 2, the player holds the forced 100): K♥ D♥ A♦ 10♦ K♦ D♦ B♣; the computers
 * hold no marriage, so they stop at 120 and the player, bidding the lowest step whenever asked,
 * keeps the game. Musik 9♣ B♠ 9♠: he gives B♠ and 9♠ away and announces 200. He leads
 * A♦ and 10♦ (seat 1 must follow with its only diamonds B♦ 9♦), melds K♦ (+80) and K♥ (+100);
 * seat 1 still holds A♥ or 10♥ (one free discard cannot drop both) and must beat the K♥. Then
 * seat 1 leads and the player must follow or trump: the refusal. He has at least
 * 180 + 11 + 10 + 4 + 2 = 207 ≥ 200, so he makes exactly 200.
 *
 * Game 2 (dealer seat 0; seat 1 holds the forced bid, seat 2 and then the player bid): the player
 * holds A♥ 10♥ K♥ D♥ A♦ K♦ D♦, bids 300 (120 + both marriages) which nobody may pass without a
 * marriage, takes 10♦ 9♣ 9♠, gives both nines away, melds K♦ and K♥ and wins every trick:
 * 120 + 180 = 300 made, 500 in all — the match is over.
 */
export const MATCH_DEALS = [
  [
    ...['Kh', 'Qh', 'Ad', 'Td', 'Kd', 'Qd', 'Jc'],
    ...['Ah', 'Th', 'Jd', '9d', 'Ac', 'Kc', 'Qs'],
    ...['Jh', '9h', 'Tc', 'Qc', 'As', 'Ts', 'Ks'],
    ...['9c', 'Js', '9s'],
  ],
  [
    ...['Jh', 'Jd', 'Ac', 'Tc', 'Kc', 'As', 'Qs'],
    ...['9h', '9d', 'Qc', 'Jc', 'Ks', 'Ts', 'Js'],
    ...['Ah', 'Th', 'Kh', 'Qh', 'Ad', 'Kd', 'Qd'],
    ...['Td', '9c', '9s'],
  ],
];

/** What the player does in one game of the match. */
export interface GamePlan {
  /** Bid the lowest step whenever asked, or the highest the hand allows. */
  readonly bid: 'lowest' | 'highest';
  /** The game announced after the musik. */
  readonly declare: number;
  /** Cards to lead in this order while they are in hand (a marriage's king with the marriage). */
  readonly lead: readonly string[];
}

export const MATCH_PLAN: readonly GamePlan[] = [
  { bid: 'lowest', declare: 200, lead: ['Ad', 'Td', 'Kd', 'Kh'] },
  { bid: 'highest', declare: 300, lead: ['Kd', 'Kh'] },
];

export interface MatchPlayed extends Omit<Played, 'bid' | 'passed' | 'declared'> {
  /** Per game: the bids the player clicked, the game announced, the marriages melded. */
  games: { bids: number[]; declared: number | null; melds: number }[];
  /** Settlement boards seen (their text) before "Weiter". */
  boards: string[];
}

/** Plays the match by the plan until the end board shows; the first game also reloads once and meets a refusal. */
export async function playMatch(
  page: Page,
  plan: readonly GamePlan[],
  limitMs: number,
): Promise<MatchPlayed> {
  const table = page.locator('[data-testid="table"]');
  const r: MatchPlayed = {
    mouse: 0,
    keys: 0,
    refusal: null,
    gave: false,
    giving: null,
    reload: null,
    melded: false,
    games: [],
    boards: [],
  };
  const gameOf = async () => Number(await table.getAttribute('data-game-no'));
  const deadline = Date.now() + limitMs;
  const stall = new StallWatch(page, 'Speedkrakau');
  while (Date.now() < deadline) {
    await stall.check();
    if ((await count(page, '[data-testid="final-table"]')) > 0) return r;
    if ((await count(page, '[data-testid="acknowledge"]')) > 0) {
      const board = page.locator('[data-testid="settlement"]');
      if ((await board.count()) > 0) r.boards.push((await board.textContent()) ?? '');
      await page.keyboard.press('Enter');
      await waitForCount(page, '[data-testid="acknowledge"]', 0, 10_000);
      continue;
    }
    if ((await count(page, '[data-testid="table"][data-my-turn="true"][data-ready="true"]')) === 0) {
      await nextChange(page, stall.seen);
      continue;
    }
    const no = await gameOf();
    const g = plan[no - 1];
    if (!g) throw new Error(`game ${no}: the plan has no game ${no}`);
    r.games[no - 1] ??= { bids: [], declared: null, melds: 0 };
    const mine = r.games[no - 1] as MatchPlayed['games'][number];
    const phase = await table.getAttribute('data-phase');
    if (phase === 'fourNines') await page.locator('[data-testid="keep"]').click();
    else if (phase === 'bidding') {
      const bids = page.locator('[data-testid="bid"]');
      const pick = g.bid === 'lowest' ? bids.first() : bids.last();
      mine.bids.push(Number(await pick.getAttribute('data-bid')));
      await pick.click();
    } else if (phase === 'give') {
      // The last card by the mouse, the one before by its key (as in the first game above).
      const musik = (await count(page, '[data-testid="musik"]')) === 1;
      const bomba = (await page.locator('[data-testid="bomba"]').count()) === 1;
      const cards = await count(page, '[data-testid="hand-card"]');
      await page
        .locator('[data-testid="hand-card"]')
        .nth(cards - 1)
        .click();
      await page.locator(PICKED).waitFor();
      await page.locator('[data-testid="table"][data-ready="true"]').waitFor();
      await page.keyboard.press(String(cards - 1));
      const picks = await waitForCount(page, PICKED, 2, 10_000);
      r.giving ??= { musik, bomba, cards, picks };
      await page.locator('[data-testid="give-done"]').click();
      r.gave = true;
    } else if (phase === 'declare') {
      await page.locator(`[data-testid="declare"][data-declare="${g.declare}"]`).click();
      mine.declared = g.declare;
    } else if (phase === 'play') {
      if ((await count(page, '[data-testid="meld-ask"]')) > 0) {
        await page.locator('[data-testid="meld-yes"]').click();
        mine.melds++;
        r.melded = true;
        await waitForCount(page, '[data-testid="meld-ask"]', 0, 10_000);
        continue;
      }
      if (r.reload === null && r.mouse + r.keys >= 2) {
        const before = Number(await table.getAttribute('data-version'));
        await page.reload();
        await table.waitFor({ timeout: 20_000 });
        r.reload = { before, after: Number(await table.getAttribute('data-version')) };
        continue;
      }
      const refused = page.locator('[data-testid="hand-card"][data-legal="false"]');
      if (r.refusal === null && (await refused.count()) > 0) {
        await refused.first().click();
        const why = page.locator('[data-testid="why-not"]');
        await why.waitFor({ timeout: 10_000 });
        r.refusal = await why.textContent();
      }
      const cards = page.locator('[data-testid="hand-card"]');
      const hand = await cards.evaluateAll((els) =>
        els.map((e) => ({
          card: e.getAttribute('data-card') ?? '',
          legal: e.getAttribute('data-legal') === 'true',
        })),
      );
      const planned = g.lead.find((c) => hand.some((h) => h.card === c && h.legal));
      const at = planned ? hand.findIndex((h) => h.card === planned) : hand.findIndex((h) => h.legal);
      if (at < 0) continue;
      if (r.keys <= r.mouse && at < 10) {
        await page.keyboard.press(at === 9 ? '0' : String(at + 1));
        r.keys++;
      } else {
        await cards.nth(at).click();
        r.mouse++;
      }
      // A marriage's card asks first (Melduję?); anything else is on its way.
      await nextChange(page, stall.seen);
      continue;
    }
    await nextChange(page, stall.seen);
  }
  throw new Error('the match did not end in time');
}
