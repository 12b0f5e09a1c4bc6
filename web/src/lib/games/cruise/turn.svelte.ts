/**
 * The player's decision at the board (Bedienung): the chosen passenger, the marked chairs, what
 * glows, and the clicks — every legal move from the snapshot's legal list, every refusal in the
 * engine's words (`explain`).
 */
import {
  type CruiseAction,
  type CruiseEvent,
  type CruiseView,
  type Placement,
  seatingPreview,
  tileName,
} from '@spielcenter/cruise';
import type { TableConnection } from '$lib/table/connection.svelte';
import { type ChairLook, chairLook, PLAIN } from './looks';
import {
  activeTiles,
  barAllowed,
  chooseMove,
  type Marking,
  marking,
  stillPossible,
  swapChairs,
} from './selection';

type Conn = TableConnection<CruiseView, CruiseAction, CruiseEvent>;

export class Turn {
  selected = $state<string | null>(null);
  marked = $state<Placement[]>([]);
  /** Why the last click was refused (the engine's German reason). */
  why = $state<string | null>(null);

  constructor(readonly conn: Conn) {}

  get view(): CruiseView | null {
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
  get legal(): readonly CruiseAction[] {
    return this.myTurn ? this.conn.seat.legal : [];
  }
  get hand(): readonly string[] {
    return this.view?.hands[this.me] ?? [];
  }

  readonly marking: Marking = $derived(marking(this.legal, this.marked));
  readonly barOk: boolean = $derived(barAllowed(this.legal, this.selected));
  readonly swaps: ReadonlySet<string> = $derived(swapChairs(this.legal, this.selected));
  readonly active: ReadonlySet<string> = $derived(activeTiles(this.legal, this.marking, this.marked));
  readonly drawing: boolean = $derived(this.myTurn && this.view?.phase.kind === 'draw');
  readonly complete: boolean = $derived(this.marking.complete.length > 0);
  readonly points: number | null = $derived(
    this.complete && this.view ? (seatingPreview(this.view, this.marked)?.points ?? null) : null,
  );

  #decision = '';

  /** Drops marks, choices and an old refusal that no longer fit the position (a new snapshot). */
  settle(): void {
    const v = this.view;
    const decision = v ? `${v.turn}:${v.phase.kind}:${this.hand.join()}` : '';
    if (decision !== this.#decision) {
      this.#decision = decision;
      this.why = null;
    }
    if (!this.myTurn || this.view?.phase.kind !== 'move') {
      if (this.marked.length) this.marked = [];
      this.selected = null;
      return;
    }
    const legal = this.conn.snapshot?.legal ?? [];
    if (!stillPossible(legal, this.marked)) this.marked = [];
    if (this.selected && !this.hand.includes(this.selected)) this.selected = null;
  }

  lookOf(chair: string): ChairLook {
    const view = this.view;
    if (!view) return PLAIN;
    const { legal, marked, selected, marking, swaps } = this;
    return chairLook({ view, legal, marked, selected, marking, swaps }, chair);
  }

  select(tile: string): void {
    this.why = null;
    if (this.marked.some((p) => p.tile === tile)) {
      this.marked = this.marked.filter((p) => p.tile !== tile);
      return;
    }
    this.selected = this.selected === tile ? null : tile;
  }

  selectIndex(i: number): void {
    const tile = this.hand[i];
    if (tile) this.select(tile);
  }

  async clickChair(chair: string): Promise<void> {
    this.why = null;
    const mark = this.marked.find((p) => p.chair === chair);
    if (mark) {
      this.marked = this.marked.filter((p) => p !== mark);
      return;
    }
    const tile = this.selected;
    if (tile && this.marking.next.get(tile)?.has(chair)) {
      this.marked = [...this.marked, { tile, chair }];
      this.selected = null;
      return;
    }
    if (tile && this.swaps.has(chair)) {
      await this.send({ type: 'swap', tile, chair });
      return;
    }
    const probe = tile ?? this.hand[0];
    if (!probe) return;
    if (!tile && this.myTurn && this.view?.phase.kind === 'move') {
      this.why = 'Wähle erst einen Passagier aus deiner Hand (Tasten 1–5).';
      return;
    }
    await this.refuse({ type: 'seat', seats: [...this.marked, { tile: probe, chair }] });
  }

  async toBar(): Promise<void> {
    this.why = null;
    const tile = this.selected ?? this.hand[0];
    if (this.barOk && this.selected && this.marked.length === 0)
      await this.send({ type: 'bar', tile: this.selected });
    else if (!this.selected && this.myTurn && this.view?.phase.kind === 'move')
      this.why = 'Wähle erst den Passagier, der an die Bar soll (Tasten 1–5).';
    else if (tile) await this.refuse({ type: 'bar', tile });
  }

  async clickStool(stool: number): Promise<void> {
    if (this.view?.nextStool?.stool === stool && this.barOk) await this.toBar();
    else if (this.view?.nextStool?.stool !== stool)
      this.why = this.view?.bar[stool - 1]
        ? `Auf Hocker ${stool} sitzt schon ${tileName(this.view.bar[stool - 1] as string)}.`
        : 'An der Pianobar wird der Reihe nach gesetzt – nur der nächste freie Hocker.';
    else await this.toBar();
  }

  async seat(pure: 'hand' | 'draw' | null): Promise<void> {
    this.why = null;
    const action = chooseMove(this.marking, pure);
    if (action) await this.send(action);
    else if (this.marked.length === 0)
      this.why = 'Merk erst einen Passagier auf einem leuchtenden Stuhl vor.';
    else await this.refuse({ type: 'seat', seats: this.marked });
  }

  back(): void {
    this.why = null;
    this.marked = this.marked.slice(0, -1);
  }

  async draw(): Promise<void> {
    this.why = null;
    if (this.drawing && this.legal.some((a) => a.type === 'draw')) await this.send({ type: 'draw' });
    else await this.refuse({ type: 'draw' });
  }

  async send(action: CruiseAction): Promise<void> {
    const ok = await this.conn.act(action);
    if (ok) {
      this.marked = [];
      this.selected = null;
    }
  }

  async refuse(action: CruiseAction): Promise<void> {
    const reason = await this.conn.explain(action);
    this.why = reason ?? 'Das geht in diesem Zug nicht.';
  }
}
