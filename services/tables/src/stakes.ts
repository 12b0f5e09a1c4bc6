/**
 * A staked table's bookings, driven by the workflow (services/ledger through ledger-activities.ts):
 * sitting down reserves the stake (refused when the purse is short), standing up before the start
 * releases it, the start takes the stakes of the people who play, leaving the running game forfeits
 * the stake, the end pays the pot by the outcome (the best paying human still there; equal ranks
 * share), "Nochmal" reserves the next game's stake, and the close refunds what was not forfeited.
 * Every booking's key is the table, the game, the reason, the player and the table's version then,
 * so a retried activity or a replayed workflow books nothing twice. Guests play without a stake.
 */
import type { JoinInput, Pot, RuleErrorData, Seat, SeatInfo, TableInput } from '@spielcenter/proto';
import { proxyLocalActivities } from '@temporalio/workflow';
import type { LedgerActivities } from './ledger-activities.js';
import type { TableMachine } from './table-machine.js';

const ledger = proxyLocalActivities<LedgerActivities>({
  startToCloseTimeout: '15 seconds',
  retry: {
    initialInterval: '200 ms',
    backoffCoefficient: 2,
    maximumInterval: '5 seconds',
    maximumAttempts: 30,
  },
});

interface QueuedOp {
  readonly kind: 'release' | 'forfeit';
  readonly playerId: string;
  readonly gameNo: number;
  readonly at: number;
}

/** Carried across continue-as-new. */
export interface StakeCarry {
  /** Players known to have an account (they pay). */
  readonly accounts: readonly string[];
  /** Leaves not booked yet. */
  readonly queue: readonly QueuedOp[];
}

const human = (s: SeatInfo | null | undefined) => (s?.kind === 'human' ? s : null);

export class StakeFlow {
  private readonly accounts: Set<string>;
  private queue: QueuedOp[];
  /** People who left after the game's outcome, before its pot was paid: they finished the game. */
  private leftAtEnd: { playerId: string; seat: Seat; name: string }[] = [];

  constructor(
    readonly input: TableInput,
    carry?: StakeCarry,
  ) {
    const open = input.open;
    this.accounts = new Set(carry?.accounts ?? (open?.hostAccount ? [open.host] : []));
    this.queue = [...(carry?.queue ?? [])];
  }

  /** Taler per paying human; null: the table plays without a stake. */
  get amount(): number | null {
    return this.input.open?.stake ?? null;
  }

  private key(gameNo: number, reason: string, playerId?: string, at?: number): string {
    return [
      this.input.tableId,
      gameNo,
      reason,
      ...(playerId ? [playerId] : []),
      ...(at !== undefined ? [at] : []),
    ].join(':');
  }

  private async reserve(m: TableMachine, playerId: string): Promise<RuleErrorData | null> {
    const amount = this.amount;
    if (amount === null || !this.accounts.has(playerId)) return null;
    const gameNo = m.gameNo + 1;
    const r = await ledger.stakeReserve({
      tableId: this.input.tableId,
      game: this.input.game,
      gameNo,
      playerId,
      amount,
      key: this.key(gameNo, 'reserve', playerId, m.nextVersion()),
    });
    return r.ok ? null : r.error;
  }

  /** The host sits at the new table: its stake is reserved (a refusal closes the table). */
  async opened(m: TableMachine): Promise<RuleErrorData | null> {
    const host = this.input.open?.host;
    return host ? this.reserve(m, host) : null;
  }

  /** Before the player sits down: the stake is reserved, or the refusal says why not. */
  async join(m: TableMachine, j: JoinInput): Promise<RuleErrorData | null> {
    if (j.account) this.accounts.add(j.playerId);
    return this.reserve(m, j.playerId);
  }

  /** "Nochmal": the next game's stake is reserved, or the refusal says why not. */
  async rematch(m: TableMachine, seat: Seat): Promise<RuleErrorData | null> {
    const info = human(m.seats[seat]);
    return info ? this.reserve(m, info.playerId) : null;
  }

  /** Before `m.leave(seat)` (a signal): what leaving costs, booked at the next flush. */
  left(m: TableMachine, seat: Seat): void {
    if (this.amount === null) return;
    const info = human(m.stage === 'open' ? m.lobby?.layout[seat] : m.seats[seat]);
    if (!info || !this.accounts.has(info.playerId)) return;
    const playing = m.stage === 'playing' && !m.finished;
    if (m.stage === 'playing' && m.step.outcome && m.pot === null)
      this.leftAtEnd.push({ playerId: info.playerId, seat, name: info.name });
    this.queue.push({
      kind: playing ? 'forfeit' : 'release',
      playerId: info.playerId,
      gameNo: playing ? m.gameNo : m.gameNo + 1,
      at: m.version,
    });
  }

  /** Books the leaves (under the table's lock: before every publication). */
  async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const op = this.queue[0] as QueuedOp;
      const input = {
        tableId: this.input.tableId,
        gameNo: op.gameNo,
        playerId: op.playerId,
        key: this.key(op.gameNo, op.kind, op.playerId, op.at),
      };
      if (op.kind === 'forfeit') await ledger.stakeForfeit(input);
      else await ledger.stakeRelease(input);
      this.queue.shift();
    }
  }

  /** The game started (after `m.beginGame`): the stakes of the people who play it are taken. */
  async started(m: TableMachine): Promise<void> {
    if (this.amount === null) return;
    await this.flush();
    const players = m.humanSeats().flatMap((s) => human(m.seats[s])?.playerId ?? []);
    await ledger.stakeTake({
      tableId: this.input.tableId,
      gameNo: m.gameNo,
      players,
      key: this.key(m.gameNo, 'takeStakes'),
    });
  }

  /**
   * The game ended with an outcome: the pot goes to the best paying human(s) who finished it (still
   * at the table, or gone from the end board before the pot was paid).
   */
  async ended(m: TableMachine): Promise<void> {
    const outcome = m.step.outcome;
    if (this.amount === null || !outcome) return;
    await this.flush();
    const present = m.humanSeats().flatMap((seat) => {
      const info = human(m.seats[seat]);
      return info ? [{ playerId: info.playerId, seat, name: info.name }] : [];
    });
    const finishers = [...present, ...this.leftAtEnd];
    const standings = finishers.map(({ playerId, seat }) => ({
      playerId,
      seat,
      rank: outcome.ranks[seat] ?? Number.MAX_SAFE_INTEGER,
    }));
    const s = await ledger.stakeSettle({
      tableId: this.input.tableId,
      gameNo: m.gameNo,
      standings,
      key: this.key(m.gameNo, 'pot'),
    });
    // Cleared only now: whoever left while the pot was being paid is among `present` already and
    // must not be counted again in the next game's pot.
    this.leftAtEnd = [];
    const pot: Pot = {
      amount: s.pot,
      house: s.house,
      winners: s.winners.map((w) => ({
        seat: w.seat,
        name: finishers.find((f) => f.seat === w.seat)?.name ?? '',
        amount: w.amount,
      })),
    };
    m.pot = pot;
  }

  /** The table closes: every stake not forfeited goes back, the forfeits to the house. */
  async closed(m: TableMachine): Promise<void> {
    if (this.amount === null) return;
    await this.flush();
    await ledger.stakeClose({ tableId: this.input.tableId, key: this.key(m.gameNo, 'close') });
  }

  carry(): StakeCarry {
    return { accounts: [...this.accounts], queue: this.queue };
  }
}
