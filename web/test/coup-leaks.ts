/**
 * Watches every WebSocket frame the gateway pushes to the page (and every `table` answer over
 * HTTP) for a card of another hand before it is played or shown as a signal: while an attempt
 * runs, a card id may appear only if it is the player's own (dealt, or passed / drawn to them), a
 * loot card (open on the table), played, shown as a hand signal, or an open card of the Schatten.
 */
import type { Page } from 'playwright-core';

const CARD = /^(?:[JGUP][1-9]|D[1-4])$/;

interface Snapshot {
  seat: number;
  version: number;
  outcome: unknown;
  events: { type: string; [k: string]: unknown }[];
  view: {
    phase: { kind: string };
    hand: string[];
    loot: { card: string }[];
    trick: { cards: { card: string }[] } | null;
    tricks: { cards: { card: string }[] }[];
    signals: { card: string }[];
    piles: { open: string | null }[];
  };
}

function cardsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (CARD.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

export class LeakWatch {
  readonly problems: string[] = [];
  frames = 0;
  checked = 0;
  #mine = new Set<string>();

  /** The player's dealt hand of the table about to be opened (null: do not check that table). */
  expect(hand: readonly string[] | null): void {
    this.#mine = new Set(hand ?? []);
    this.#active = hand !== null;
  }
  #active = false;

  attach(page: Page): void {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (typeof f.payload !== 'string') return;
        this.frames++;
        try {
          const msg = JSON.parse(f.payload) as { type?: string; payload?: { data?: { seat?: Snapshot } } };
          const snap = msg.type === 'next' ? msg.payload?.data?.seat : undefined;
          if (snap) this.check(snap, 'ws');
        } catch {
          // not JSON: nothing of a hand in it
        }
      });
    });
    page.on('response', async (res) => {
      if (res.request().method() !== 'POST' || !res.url().includes('/graphql')) return;
      const body = (await res.json().catch(() => null)) as { data?: { table?: Snapshot } } | null;
      if (body?.data?.table) this.check(body.data.table, 'http');
    });
  }

  check(snap: Snapshot, via: string): void {
    if (!this.#active || snap.outcome || snap.view.phase.kind === 'over') return;
    this.checked++;
    const v = snap.view;
    for (const e of snap.events) {
      if (e.type === 'cardPassed' && e.receiver === snap.seat) this.#mine.add(String(e.card));
      if (e.type === 'drew' && e.seat === snap.seat) this.#mine.add(String(e.card));
    }
    const open = new Set<string>([
      ...this.#mine,
      ...v.loot.map((l) => l.card),
      ...(v.trick?.cards ?? []).map((c) => c.card),
      ...v.tricks.flatMap((t) => t.cards.map((c) => c.card)),
      ...v.signals.map((g) => g.card),
      ...v.piles.flatMap((p) => (p.open ? [p.open] : [])),
    ]);
    for (const card of cardsIn(snap, new Set())) {
      if (!open.has(card)) this.problems.push(`${via} v${snap.version}: ${card} of another hand`);
    }
    for (const card of v.hand)
      if (!this.#mine.has(card))
        this.problems.push(`${via} v${snap.version}: ${card} in my hand is not mine`);
  }
}
