/**
 * Watches every WebSocket frame the gateway pushes to the page (and every `table` answer over
 * HTTP) for what the human seat must not know: a hat id of another magician (his hats appear only
 * as counts, and as kinds once lifted), another challenger's lost hat (`yourHatLost` goes to its
 * owner alone), or a hat's content anywhere but the own view, the lifted hats and the own events.
 */
import type { Page } from 'playwright-core';

const LETTERS = 'ABCDEF';
const HAT = /"([A-F][1-4])"/g;

interface Snap {
  tableId: string;
  game: string;
  seat: number;
  version: number;
  view: unknown;
  events: { type: string; seat?: number; to?: number[] }[];
  legal: unknown[];
}

/** Hats' kinds outside the own view and the lifted hats (this round's and the last round's). */
function kindsOutside(value: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) kindsOutside(v, `${path}[${i}]`, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (
      (o.kind === 'rabbit' || o.kind === 'skunk') &&
      !/^view\.me\.|^view\.lifted\[|^view\.lastResult\.lifted\[/.test(path)
    )
      out.push(path);
    for (const [k, v] of Object.entries(o)) kindsOutside(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** The problems of one Speedhokus snapshot, as sent (empty when it hides what it must). */
export function hokusLeaks(snap: Snap): string[] {
  const problems: string[] = [];
  const mine = LETTERS[snap.seat];
  const text = JSON.stringify({ view: snap.view, events: snap.events, legal: snap.legal });
  for (const [, hat] of text.matchAll(HAT))
    if (hat?.[0] !== mine) problems.push(`v${snap.version}: names ${hat}, a hat of another magician`);
  for (const e of snap.events) {
    if ((e.type === 'yourHatLost' || e.type === 'youPlaced') && e.seat !== snap.seat)
      problems.push(`v${snap.version}: ${e.type} of seat ${e.seat}`);
  }
  for (const path of kindsOutside(
    { view: snap.view, events: snap.events.filter((e) => e.type !== 'lifted' && e.type !== 'yourHatLost') },
    '',
    [],
  ))
    problems.push(`v${snap.version}: a hat's kind at ${path}`);
  return problems;
}

export class HokusWatch {
  readonly seen: { via: string; snap: Snap }[] = [];

  attach(page: Page): void {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (f) => {
        if (typeof f.payload !== 'string') return;
        try {
          const msg = JSON.parse(f.payload) as { type?: string; payload?: { data?: { seat?: Snap } } };
          const snap = msg.type === 'next' ? msg.payload?.data?.seat : undefined;
          if (snap?.game === 'hokus' && snap.view) this.seen.push({ via: 'ws', snap });
        } catch {
          // not JSON: nothing of a hat in it
        }
      });
    });
    page.on('response', async (res) => {
      if (res.request().method() !== 'POST' || !res.url().includes('/graphql')) return;
      const body = (await res.json().catch(() => null)) as { data?: { table?: Snap } } | null;
      const snap = body?.data?.table;
      if (snap?.game === 'hokus' && snap.view) this.seen.push({ via: 'http', snap });
    });
  }

  /** The problems, and how often the own hats were named (the search does find ids where they are). */
  check(): { checked: number; pushed: number; ownHats: number; problems: string[] } {
    const problems = this.seen.flatMap(({ via, snap }) => hokusLeaks(snap).map((p) => `${via} ${p}`));
    const ownHats = this.seen.reduce(
      (n, { snap }) =>
        n +
        [...JSON.stringify(snap.view).matchAll(HAT)].filter(([, h]) => h?.[0] === LETTERS[snap.seat]).length,
      0,
    );
    return {
      checked: this.seen.length,
      pushed: this.seen.filter((s) => s.via === 'ws').length,
      ownHats,
      problems,
    };
  }
}
