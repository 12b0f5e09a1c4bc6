/**
 * What the server pushed to the browser, checked for hidden information: a Speedcruise snapshot
 * may name only tiles that are seen (hands, chairs, bar) — never one still in the bag — carries
 * the bag's size only, and names no event of the route beyond the stations passed, the next one
 * and the effect in force.
 */
import { EVENT_IDS, EVENTS } from '@spielcenter/cruise';

interface RouteView {
  readonly nextEvent: { readonly id: string } | null;
  readonly effect: { readonly id: string } | null;
  readonly passed: readonly { readonly event: { readonly id: string } }[];
}
interface ViewLike {
  readonly hands: readonly (readonly string[])[];
  readonly chairs: readonly (string | null)[];
  readonly bar: readonly string[];
  readonly cruise: RouteView | null;
}

const TILE = /"([A-LX][mw][1-4])"/g;
const FORBIDDEN_KEYS = new Set(['bag', 'route', 'stations', 'routes', 'rng', 'seed', 'deck']);

function keys(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) keys(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  return out;
}

/** The problems of one snapshot (as sent, JSON text and parsed), empty when it hides what it must. */
export function snapshotLeaks(text: string, view: ViewLike): string[] {
  const problems: string[] = [];
  const seen = new Set<string>([...view.hands.flat(), ...view.chairs.filter((c) => c !== null), ...view.bar]);
  for (const [, tile] of text.matchAll(TILE))
    if (!seen.has(tile as string)) problems.push(`names ${tile}, which nobody can see`);
  for (const k of keys(JSON.parse(text), new Set()))
    if (FORBIDDEN_KEYS.has(k)) problems.push(`has a key "${k}"`);
  const r = view.cruise;
  const known = new Set<string>(
    r ? [...r.passed.map((p) => p.event.id), r.nextEvent?.id ?? '', r.effect?.id ?? ''] : [],
  );
  for (const id of EVENT_IDS) {
    if (known.has(id)) continue;
    if (text.includes(`"${id}"`)) problems.push(`names the event ${id} ahead of time`);
    if (text.includes(EVENTS[id].name)) problems.push(`names „${EVENTS[id].name}“ ahead of time`);
  }
  return problems;
}

/** Finds the seat snapshots in a graphql-ws frame or a GraphQL response body. */
export function snapshotsIn(payload: string): { text: string; view: ViewLike }[] {
  let msg: unknown;
  try {
    msg = JSON.parse(payload);
  } catch {
    return [];
  }
  const data =
    (msg as { payload?: { data?: Record<string, unknown> }; data?: Record<string, unknown> })?.payload
      ?.data ?? (msg as { data?: Record<string, unknown> })?.data;
  const out: { text: string; view: ViewLike }[] = [];
  for (const value of Object.values(data ?? {})) {
    const snap = value as { game?: string; view?: ViewLike } | null;
    if (snap?.game === 'cruise' && snap.view) out.push({ text: JSON.stringify(snap), view: snap.view });
  }
  return out;
}
