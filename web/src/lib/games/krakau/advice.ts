/** The lamp's advice and the bidding odds in words (pure; the queries are in ask.ts). */
import { cardSign } from './words';

/** An action in words, for the lamp: "Reizen 110", "D♥ spielen (Melduję)". */
export function actionText(action: unknown): string {
  if (!action || typeof action !== 'object') return '';
  const a = action as {
    type?: string;
    value?: number;
    card?: string;
    to?: number;
    meld?: boolean;
    musik?: number;
  };
  switch (a.type) {
    case 'bid':
      return `Reizen ${a.value}`;
    case 'pass':
      return 'Passen';
    case 'declare':
      return `Spiel ${a.value} ansagen`;
    case 'play':
      return `${cardSign(String(a.card))} spielen${a.meld ? ' (Melduję!)' : ''}`;
    case 'give':
      return `${cardSign(String(a.card))} an Platz ${(a.to ?? 0) + 1} abgeben`;
    case 'discard':
      return `${cardSign(String(a.card))} ablegen`;
    case 'takeBack':
      return `${cardSign(String(a.card))} zurücknehmen`;
    case 'done':
      return 'Fertig – abgeben';
    case 'bomba':
      return 'Bomba werfen';
    case 'takeMusik':
      return `Musik ${(a.musik ?? 0) + 1} nehmen`;
    case 'redeal':
      return 'Neu geben lassen';
    case 'keep':
      return 'Karten behalten';
    default:
      return '';
  }
}

export interface OddsRow {
  readonly bid: number;
  /** Per cent, 0–100. */
  readonly percent: number;
}

const BID_KEYS = ['bid', 'value', 'game'];
const CHANCE_KEYS = ['chance', 'probability', 'p', 'made', 'percent'];

function rowOf(entry: unknown, key?: string): OddsRow | null {
  let bid: number | undefined = key !== undefined && /^\d+$/.test(key) ? Number(key) : undefined;
  let chance: number | undefined;
  if (typeof entry === 'number') chance = entry;
  else if (entry && typeof entry === 'object') {
    const o = entry as Record<string, unknown>;
    bid = (BID_KEYS.map((k) => o[k]).find((v) => typeof v === 'number') as number | undefined) ?? bid;
    chance = CHANCE_KEYS.map((k) => o[k]).find((v) => typeof v === 'number') as number | undefined;
  }
  if (bid === undefined || chance === undefined || !Number.isFinite(chance)) return null;
  const percent = chance <= 1 ? chance * 100 : chance;
  return { bid, percent: Math.max(0, Math.min(100, Math.round(percent))) };
}

/**
 * The odds answer read tolerantly (its exact shape belongs to the AI service): a list of
 * { bid|value|game, chance|probability|p } or a map from bid to chance, also under a key such
 * as `bids`. Anything else gives no rows.
 */
export function oddsRows(odds: unknown): OddsRow[] {
  let list: unknown = odds;
  if (list && typeof list === 'object' && !Array.isArray(list)) {
    const o = list as Record<string, unknown>;
    const inner = ['bids', 'odds', 'games', 'rows'].map((k) => o[k]).find((v) => v && typeof v === 'object');
    if (inner) list = inner;
  }
  const rows: OddsRow[] = [];
  if (Array.isArray(list))
    for (const e of list) rows.push(...[rowOf(e)].filter((r): r is OddsRow => r !== null));
  else if (list && typeof list === 'object')
    for (const [k, v] of Object.entries(list)) {
      const r = rowOf(v, k);
      if (r) rows.push(r);
    }
  return rows.sort((a, b) => a.bid - b.bid);
}
