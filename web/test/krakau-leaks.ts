/**
 * Watches every snapshot the gateway sends the page (WebSocket pushes and `table` answers over
 * HTTP) for a Speedkrakau card the seat may not see: a card id may appear only in the own hand, in
 * the open musik once it is shown, in the trick, the last trick and the played cards, in the own
 * picks and gifts, the card given to me — and in public events (played, trickWon, musikShown).
 * An event addressed to other seats (`to`) must never reach me.
 */
import type { Page } from 'playwright-core';

const CARD = /^[ATKQJ9][hdcs]$/;

interface Snap {
  tableId: string;
  seat: number;
  version: number;
  events: { type: string; to?: number[]; card?: string; cards?: string[] }[];
  view: {
    hand: string[];
    handSizes: number[];
    musik: string[] | null;
    trick: { card: string }[];
    lastTrick: { card: string }[];
    played: string[];
    gifts: { card: string }[];
    received: string | null;
    phase: { picks: { card: string }[] };
  };
}

function cardsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (CARD.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

/** The problems of one snapshot. */
export function krakauLeaks(snap: Snap): string[] {
  const v = snap.view;
  const open = new Set<string>([
    ...v.hand,
    ...(v.musik ?? []),
    ...v.trick.map((p) => p.card),
    ...v.lastTrick.map((p) => p.card),
    ...v.played,
    ...v.gifts.map((g) => g.card),
    ...v.phase.picks.map((p) => p.card),
    ...(v.received ? [v.received] : []),
  ]);
  const problems: string[] = [];
  for (const e of snap.events) {
    if (e.to && !e.to.includes(snap.seat))
      problems.push(`v${snap.version}: event ${e.type} for seats ${e.to}`);
    else if (['played', 'trickWon', 'musikShown', 'received', 'discarded'].includes(e.type))
      for (const c of cardsIn(e, new Set())) open.add(c);
  }
  for (const card of cardsIn(snap, new Set()))
    if (!open.has(card)) problems.push(`v${snap.version}: ${card} of another hand or the hidden musik`);
  if (v.hand.length !== v.handSizes[snap.seat]) problems.push(`v${snap.version}: hand size differs`);
  return problems;
}

export class KrakauLeakWatch {
  readonly seen: { via: string; snap: Snap }[] = [];

  attach(page: Page): void {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (typeof f.payload !== 'string') return;
        try {
          const msg = JSON.parse(f.payload) as { type?: string; payload?: { data?: { seat?: Snap } } };
          const snap = msg.type === 'next' ? msg.payload?.data?.seat : undefined;
          if (snap) this.seen.push({ via: 'ws', snap });
        } catch {
          // not JSON: no card in it
        }
      });
    });
    page.on('response', async (res) => {
      if (res.request().method() !== 'POST' || !res.url().includes('/graphql')) return;
      const body = (await res.json().catch(() => null)) as { data?: { table?: Snap } } | null;
      if (body?.data?.table) this.seen.push({ via: 'http', snap: body.data.table });
    });
  }

  check(tableId: string): { checked: number; problems: string[] } {
    const problems: string[] = [];
    let checked = 0;
    for (const { via, snap } of this.seen) {
      if (snap.tableId !== tableId) continue;
      checked++;
      problems.push(...krakauLeaks(snap).map((p) => `${via} ${p}`));
    }
    return { checked, problems };
  }
}
