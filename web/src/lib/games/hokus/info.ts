/**
 * The info windows' texts (mouse a moment on a hat, a table, a name, the middle; long press on
 * touch), computed from the player's own view only: what he knows about his own hats, a rough
 * estimate how safe the top hats of a foreign table are, how likely a magician who lost hats still
 * has his skunk, and the bluff record with the "Fallensteller" mark; a computer's fixed style of
 * play („Jeder Varieté-Zauberer hat einen festen Spielstil … steht in seinem Info-Fenster“).
 */
import { seatCharacter } from '@spielcenter/hokus/characters';
import { HATS_PER_MAGICIAN, type HatView, type HokusView, type MagicianView } from '@spielcenter/hokus';
import { percent } from './numbers';
import { hats, KIND_NAMES, rabbits } from './words';

export type Subject =
  | { readonly kind: 'hand'; readonly hat: string }
  | { readonly kind: 'own'; readonly index: number }
  | { readonly kind: 'stack'; readonly seat: number }
  | { readonly kind: 'magician'; readonly seat: number }
  | { readonly kind: 'middle' };

export interface Info {
  readonly title: string;
  readonly lines: readonly string[];
}

export interface InfoContext {
  readonly view: HokusView;
  readonly names: readonly string[];
  /** "Computer (leicht)" etc. per seat, null for people. */
  readonly computers: readonly (string | null)[];
  /** Seats whose skunk was seen after their last lost hat (so they surely still have it). */
  readonly skunkSeen: ReadonlySet<number>;
}

/**
 * How likely a magician still has his skunk, from what everyone may know: certain until he loses
 * a hat or when it showed after his last loss; otherwise each lost hat counts as one of his four.
 */
export function skunkChance(m: MagicianView, seen: boolean): number {
  if (m.lost === 0 || seen) return 1;
  if (m.hats === 0) return 0;
  return m.hats / HATS_PER_MAGICIAN;
}

/**
 * Rough chance that the top `k` face-down hats of a foreign table are all rabbits: his skunk (if
 * he still has it) is taken to sit in any of his hats not yet lifted this round with equal chance.
 */
export function safeChance(m: MagicianView, k: number, skunk: number): number {
  const faceDown = m.onTable - m.liftedOnTable;
  const unknown = m.hats - m.liftedOnTable;
  if (k <= 0) return 1;
  if (k > faceDown || unknown <= 0) return 0;
  return Math.max(0, 1 - (skunk * k) / unknown);
}

function ownHatLines(hat: HatView, where: string, view: HokusView): string[] {
  const lines = [`${KIND_NAMES[hat.kind]} (${hat.id}) – ${where}.`, 'Nur du weißt, was darin steckt.'];
  const depth = view.me?.skunkDepth ?? null;
  if (hat.kind === 'skunk' && depth !== null)
    lines.push(`Kündigst du ${rabbits(depth)} oder mehr an, hebst du dein eigenes Stinktier.`);
  return lines;
}

function handInfo(view: HokusView, id: string): Info {
  const hat = view.me?.hand.find((h) => h.id === id);
  if (!hat) return { title: 'Zylinder', lines: ['Dieser Zylinder ist nicht mehr in deiner Hand.'] };
  return { title: `Dein Zylinder ${hat.id}`, lines: ownHatLines(hat, 'in deiner Hand', view) };
}

function ownInfo(view: HokusView, index: number): Info {
  const stack = view.me?.stack ?? [];
  const hat = stack[index];
  if (!hat) return { title: 'Zylinder', lines: ['Hier steht kein Zylinder mehr.'] };
  const fromTop = stack.length - index;
  const mine = view.magicians[view.me?.seat ?? 0];
  const lifted = mine ? fromTop <= mine.liftedOnTable : false;
  const where = `auf deinem Tisch, ${fromTop}. von oben${lifted ? ', schon gehoben' : ''}`;
  return { title: `Dein Zylinder ${hat.id}`, lines: ownHatLines(hat, where, view) };
}

function skunkLine(m: MagicianView, seen: boolean, name: string): string | null {
  if (m.lost === 0 || m.eliminated) return null;
  if (seen) return `${name} hat das Stinktier noch – es ist nach dem letzten Verlust wieder aufgetaucht.`;
  return `Hat ${name} das Stinktier noch? Geschätzt ${percent(skunkChance(m, false))} – genau weiß das nur ${name}.`;
}

function stackInfo(ctx: InfoContext, seat: number): Info {
  const { view, names } = ctx;
  const m = view.magicians[seat];
  const name = names[seat] ?? `Platz ${seat + 1}`;
  if (!m) return { title: name, lines: [] };
  if (seat === view.seat) {
    const lines = [`${hats(m.onTable)} auf deinem Tisch, ${m.liftedOnTable} davon gehoben.`];
    const depth = view.me?.skunkDepth ?? null;
    lines.push(
      depth === null
        ? 'Dein Stinktier steht nicht auf dem Tisch – alle Ankündigungen sind für dich sicher.'
        : `Dein Stinktier steht ${depth}. von oben: ab ${rabbits(depth)} triffst du es selbst.`,
    );
    return { title: 'Dein Zaubertisch', lines };
  }
  const faceDown = m.onTable - m.liftedOnTable;
  const seen = ctx.skunkSeen.has(seat);
  const skunk = skunkChance(m, seen);
  const lines = [`${hats(faceDown)} verdeckt, ${m.liftedOnTable} gehoben, ${m.inHand} in der Hand.`];
  if (faceDown > 0) {
    const parts = [1, 2, 3]
      .filter((k) => k <= faceDown)
      .map((k) => `${k === 1 ? 'oberster' : `oberste ${k}`} ${percent(safeChance(m, k, skunk))}`);
    lines.push(`Grobe Schätzung, wie sicher: ${parts.join(' · ')}.`);
  }
  const bid = view.phase.kind === 'bidding' || view.phase.kind === 'lifting' ? highBid(view) : null;
  if (bid && bid.seat === seat && bid.n >= m.onTable && m.onTable > 0)
    lines.push(
      `${name} hat ${rabbits(bid.n)} angekündigt – wer so hoch ankündigt, hat im eigenen Stapel meist kein Stinktier.`,
    );
  const line = skunkLine(m, seen, name);
  if (line) lines.push(line);
  return { title: `Zaubertisch von ${name}`, lines };
}

/** The highest announcement of this round so far. */
export function highBid(view: HokusView): { seat: number; n: number } | null {
  let best: { seat: number; n: number } | null = null;
  for (const b of view.bids)
    if (b.type === 'announce' && (!best || b.n > best.n)) best = { seat: b.seat, n: b.n };
  return best;
}

/** The bluff record in words: "angekündigt 3 · geliefert 2 · Stinktier zugeschnappt 1". */
export function recordText(m: MagicianView): string {
  const r = m.record;
  return `Angekündigt und geliefert: ${r.delivered} von ${r.announced} · Stinktier zugeschnappt: ${r.catches}×`;
}

function magicianInfo(ctx: InfoContext, seat: number): Info {
  const { view, names, computers } = ctx;
  const m = view.magicians[seat];
  const name = names[seat] ?? `Platz ${seat + 1}`;
  if (!m) return { title: name, lines: [] };
  const lines = [recordText(m)];
  if (m.record.trapper) lines.push('Fallensteller: sein Stinktier hat schon zweimal zugeschnappt.');
  lines.push(`Lorbeer: ${m.laurels} · Zylinder: ${m.hats}${m.lost ? ` (${m.lost} verloren)` : ''}`);
  if (m.eliminated)
    lines.push(
      `Für ${name === 'Du' ? 'dich' : name} ist in Runde ${m.eliminatedRound} der Vorhang gefallen.`,
    );
  const line = seat === view.seat ? null : skunkLine(m, ctx.skunkSeen.has(seat), name);
  if (line) lines.push(line);
  if (seat === view.seat && view.me && view.me.lost.length > 0)
    lines.push(
      `Verloren: ${view.me.lost.map((h) => `${KIND_NAMES[h.kind]} (${h.id})`).join(', ')} – das weißt nur du.`,
    );
  const computer = computers[seat];
  if (computer) {
    lines.push(computer);
    // A computer's character follows from his name: the engine's view says which (as in the AI).
    const c = seatCharacter(view.characters, seat);
    lines.push(`Spielstil: ${c.name} – ${c.description}`);
  }
  return { title: name === 'Du' ? 'Deine Bluff-Bilanz' : `Bluff-Bilanz von ${name}`, lines };
}

export function infoFor(subject: Subject, ctx: InfoContext): Info {
  switch (subject.kind) {
    case 'hand':
      return handInfo(ctx.view, subject.hat);
    case 'own':
      return ownInfo(ctx.view, subject.index);
    case 'stack':
      return stackInfo(ctx, subject.seat);
    case 'magician':
      return magicianInfo(ctx, subject.seat);
    case 'middle': {
      const p = ctx.view.phase;
      const count = p.kind === 'draw' ? p.count : 0;
      return {
        title: 'Gemischte Zylinder',
        lines: [
          `${hats(count)} des Herausforderers, verdeckt gemischt. Einer davon geht aus dem Spiel – was es war, erfährt nur er.`,
        ],
      };
    }
  }
}
