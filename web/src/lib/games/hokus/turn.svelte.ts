/**
 * The player's decision at the table (Bedienung): the chosen number of the number row, what
 * glows, and the clicks — every legal move from the snapshot's legal list, every refusal in the
 * engine's words (`explain`).
 */
import type { HokusAction, HokusEvent, HokusView } from '@spielcenter/hokus';
import type { TableConnection } from '$lib/table/connection.svelte';
import { clamp, firstChoice, type NumberRow, numberRange } from './numbers';
import { ownToLift } from './sentence';

type Conn = TableConnection<HokusView, HokusAction, HokusEvent>;

export class Turn {
  /** The number chosen in the number row. */
  chosen = $state(1);
  /** Why the last click was refused (the engine's German reason). */
  why = $state<string | null>(null);

  constructor(readonly conn: Conn) {}

  get view(): HokusView | null {
    return this.conn.snapshot?.view ?? null;
  }
  // Who I am, whether I am to act, what I may do: the connection's `seat`, as at every board.
  get me(): number {
    return this.conn.seat.me;
  }
  get myTurn(): boolean {
    return this.conn.seat.myTurn && !this.conn.snapshot?.outcome;
  }
  /** The legal list, empty while an action is on its way. */
  get legal(): readonly HokusAction[] {
    return this.myTurn ? this.conn.seat.legal : [];
  }

  readonly row: NumberRow | null = $derived(numberRange(this.legal));
  readonly placeable: ReadonlySet<string> = $derived(
    new Set(this.legal.flatMap((a) => (a.type === 'place' ? [a.hat] : []))),
  );
  readonly liftable: ReadonlySet<number> = $derived(
    new Set(this.legal.flatMap((a) => (a.type === 'lift' ? [a.table] : []))),
  );
  readonly discardable: ReadonlySet<string> = $derived(
    new Set(this.legal.flatMap((a) => (a.type === 'discard' ? [a.hat] : []))),
  );
  readonly drawable: number = $derived(this.legal.filter((a) => a.type === 'draw').length);
  readonly canPass: boolean = $derived(this.legal.some((a) => a.type === 'pass'));
  /** The challenger still lifts his own hats (the top one glows; Enter lifts it). */
  readonly liftingOwn: boolean = $derived(
    !!this.view && this.liftable.has(this.me) && ownToLift(this.view) > 0,
  );

  #decision = '';

  /** Drops an old refusal and resets the number row when a new decision begins (a new snapshot). */
  settle(red: readonly number[]): void {
    const v = this.view;
    const decision = v ? `${v.round}:${v.phase.kind}:${v.bids.length}:${v.lifted.length}:${this.myTurn}` : '';
    if (decision === this.#decision) return;
    this.#decision = decision;
    this.why = null;
    if (this.row) this.chosen = firstChoice(this.row, red);
  }

  choose(n: number): void {
    this.why = null;
    this.chosen = this.row ? clamp(n, this.row) : n;
  }

  async placeHat(hat: string): Promise<void> {
    if (this.placeable.has(hat)) await this.send({ type: 'place', hat });
    else await this.refuse({ type: 'place', hat });
  }

  async announce(n = this.chosen): Promise<void> {
    if (this.legal.some((a) => a.type === 'announce' && a.n === n)) await this.send({ type: 'announce', n });
    else await this.refuse({ type: 'announce', n });
  }

  async pass(): Promise<void> {
    if (this.canPass) await this.send({ type: 'pass' });
    else await this.refuse({ type: 'pass' });
  }

  async lift(table: number): Promise<void> {
    if (this.liftable.has(table)) await this.send({ type: 'lift', table });
    else await this.refuse({ type: 'lift', table });
  }

  /** "Obersten Zylinder heben": the own top hat while those come first. */
  async liftOwn(): Promise<void> {
    await this.lift(this.me);
  }

  async draw(index: number): Promise<void> {
    if (index < this.drawable) await this.send({ type: 'draw', index });
    else await this.refuse({ type: 'draw', index });
  }

  async discard(hat: string): Promise<void> {
    if (this.discardable.has(hat)) await this.send({ type: 'discard', hat });
    else await this.refuse({ type: 'discard', hat });
  }

  async send(action: HokusAction): Promise<void> {
    this.why = null;
    await this.conn.act(action);
  }

  async refuse(action: HokusAction): Promise<void> {
    if (!this.conn.ready) return;
    const reason = await this.conn.explain(action);
    this.why = reason ?? 'Das geht gerade nicht.';
  }
}
