/**
 * Watches every WebSocket frame the gateway pushes to the page (and every `table` answer over
 * HTTP) for a card of another hand before it is played or shown as a signal: while an attempt
 * runs, a card id may appear only if it is the player's own (dealt, or passed / drawn to them), a
 * loot card (open on the table), played, shown as a hand signal, or an open card of the Schatten.
 */
import type { Page } from 'playwright-core';

const CARD = /^(?:[JGUP][1-9]|D[1-4])$/;

export interface Snapshot {
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
  /** Every snapshot pushed or fetched, in the order they arrived. */
  readonly seen: { via: string; snap: Snapshot & { tableId: string } }[] = [];
  frames = 0;

  attach(page: Page): void {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (typeof f.payload !== 'string') return;
        this.frames++;
        try {
          const msg = JSON.parse(f.payload) as { type?: string; payload?: { data?: { seat?: Snapshot } } };
          const snap = msg.type === 'next' ? msg.payload?.data?.seat : undefined;
          if (snap) this.seen.push({ via: 'ws', snap: snap as Snapshot & { tableId: string } });
        } catch {
          // not JSON: nothing of a hand in it
        }
      });
    });
    page.on('response', async (res) => {
      if (res.request().method() !== 'POST' || !res.url().includes('/graphql')) return;
      const body = (await res.json().catch(() => null)) as { data?: { table?: Snapshot } } | null;
      if (body?.data?.table)
        this.seen.push({ via: 'http', snap: body.data.table as Snapshot & { tableId: string } });
    });
  }

  /** Checks every snapshot of one table, given the player's dealt hand there; returns the problems. */
  check(tableId: string, dealt: readonly string[]): { checked: number; problems: string[] } {
    const mine = new Set(dealt);
    const problems: string[] = [];
    let checked = 0;
    for (const { via, snap } of this.seen) {
      if (snap.tableId !== tableId || snap.outcome || snap.view.phase.kind === 'over') continue;
      checked++;
      problems.push(...checkSnapshot(snap, mine).map((p) => `${via} ${p}`));
    }
    return { checked, problems };
  }
}

/** The problems of one snapshot; `mine` grows by the cards passed or drawn to the player. */
export function checkSnapshot(snap: Snapshot, mine: Set<string>): string[] {
  const v = snap.view;
  for (const e of snap.events) {
    if (e.type === 'cardPassed' && e.receiver === snap.seat) mine.add(String(e.card));
    if (e.type === 'drew' && e.seat === snap.seat) mine.add(String(e.card));
  }
  const open = new Set<string>([
    ...mine,
    ...v.loot.map((l) => l.card),
    ...(v.trick?.cards ?? []).map((c) => c.card),
    ...v.tricks.flatMap((t) => t.cards.map((c) => c.card)),
    ...v.signals.map((g) => g.card),
    ...v.piles.flatMap((p) => (p.open ? [p.open] : [])),
  ]);
  const problems: string[] = [];
  for (const card of cardsIn(snap, new Set()))
    if (!open.has(card)) problems.push(`v${snap.version}: ${card} of another hand`);
  for (const card of v.hand)
    if (!mine.has(card)) problems.push(`v${snap.version}: ${card} in my hand is not mine`);
  return problems;
}
