/**
 * The seats of an open table before its game (and between games): who sits where, who hosts, who
 * may join where, whether the host may start, and who plays once it starts (free seats left empty
 * or taken by computers, topped up to the game's minimum). Free of Temporal, tested on its own.
 */
import type {
  GameDeclaration,
  JoinInput,
  Level,
  Lobby,
  LobbyNotice,
  RuleErrorData,
  Seat,
  SeatInfo,
} from '@spielcenter/proto';
import { commonErrors, Rng } from '@spielcenter/proto/light';

/** Computers that take free seats are named by their seat. */
const COMPUTER_NAMES = ['Anton', 'Berta', 'Clemens', 'Dora', 'Emil', 'Frieda', 'Gustav', 'Hilde'];

export class OpenSeats {
  /**
   * What holds the start, told to the host before it (the gateway checks the line-up when a seat
   * fills: Speedcoup's coup the line-up has not unlocked). While it stands the table does not start
   * by itself; the host chooses other settings (cleared then) or starts (checked again).
   */
  notice: LobbyNotice | null = null;

  constructor(
    public layout: (SeatInfo | null)[],
    public host: string,
    readonly fill: Level | null,
    private readonly game: GameDeclaration,
  ) {}

  humans(): Seat[] {
    return this.layout.flatMap((s, seat) => (s?.kind === 'human' ? [seat] : []));
  }

  seatOf(playerId: string): Seat | null {
    const seat = this.layout.findIndex((s) => s?.kind === 'human' && s.playerId === playerId);
    return seat < 0 ? null : seat;
  }

  /** Seats people may take (Speedhokus: the first four). */
  private open(seat: Seat): boolean {
    return seat < (this.game.meta.maxHumans ?? this.layout.length) && this.layout[seat] === null;
  }

  joinRefusal(j: JoinInput): RuleErrorData | null {
    if (this.seatOf(j.playerId) !== null) return commonErrors.data('COMMON_ALREADY_SEATED');
    if (j.seat !== undefined) {
      if (j.seat >= this.layout.length) return commonErrors.data('COMMON_BAD_SEAT', { seat: j.seat });
      return this.open(j.seat) ? null : commonErrors.data('COMMON_TABLE_FULL');
    }
    return this.layout.some((_, seat) => this.open(seat)) ? null : commonErrors.data('COMMON_TABLE_FULL');
  }

  /** Seats the player (the refusal was checked); returns the seat. */
  join(j: JoinInput): Seat {
    const seat = j.seat ?? this.layout.findIndex((_, s) => this.open(s));
    this.layout[seat] = { kind: 'human', playerId: j.playerId, name: j.name };
    this.notice = j.notice ?? null;
    return seat;
  }

  /** The player leaves before the game: the seat is free again; the host passes on. */
  leave(seat: Seat): string | null {
    const info = this.layout[seat];
    if (info?.kind !== 'human') return null;
    this.layout[seat] = null;
    // another line-up now: the host's „Starten“ and the next seat to fill check it again
    this.notice = null;
    this.passHost();
    return info.playerId;
  }

  /**
   * After a game's "Nochmal" hold: the people who came back keep their seats, the others' seats
   * are free again (computers too, unless on the seats people never take). Returns who left.
   */
  reopen(seats: readonly SeatInfo[], back: readonly Seat[], peopleSeats: number): string[] {
    const gone: string[] = [];
    this.layout = seats.map((s, seat) => {
      if (s.kind !== 'human') return seat >= peopleSeats ? s : null;
      if (back.includes(seat)) return s;
      gone.push(s.playerId);
      return null;
    });
    this.passHost();
    return gone;
  }

  /** The host's seat went free: the first person at the table hosts. */
  private passHost(): void {
    if (this.seatOf(this.host) !== null) return;
    const first = this.humans()[0];
    const human = first === undefined ? null : this.layout[first];
    if (human?.kind === 'human') this.host = human.playerId;
  }

  /** Every seat people may take is taken, and nothing holds the start (`notice`): it starts by itself. */
  full(): boolean {
    return (
      this.notice === null &&
      this.layout.every((s, seat) => s !== null || seat >= (this.game.meta.maxHumans ?? this.layout.length))
    );
  }

  /** Two people, or one with computers for the free seats. */
  canStart(): boolean {
    const humans = this.humans().length;
    return humans >= 2 || (humans >= 1 && this.fill !== null);
  }

  hostSeat(): Seat {
    return this.seatOf(this.host) ?? 0;
  }

  /**
   * Who plays: free seats taken by computers or left out, topped up to the game's minimum. The
   * computers are named by their seat, or, where the game's computers are characters (its
   * declaration's `cast`: Speedhokus), drawn from its cast with `seed` (a new draw per game, never a
   * name already at the table).
   */
  gameSeats(seed = ''): SeatInfo[] {
    const level = this.fill ?? 'normal';
    const cast = this.game.cast?.names;
    const taken = new Set(this.layout.flatMap((s) => (s ? [s.name] : [])));
    const free = cast ? Rng.fromSeed(`cast:${seed}`).shuffle(cast.filter((n) => !taken.has(n))) : [];
    const nameFor = (seat: Seat) => free.shift() ?? COMPUTER_NAMES[seat] ?? `Computer ${seat + 1}`;
    const seats: SeatInfo[] = [];
    this.layout.forEach((s, seat) => {
      if (s) seats.push(s);
      else if (this.fill) seats.push({ kind: 'computer', level, name: nameFor(seat) });
    });
    while (seats.length < this.game.meta.players.min) {
      seats.push({ kind: 'computer', level, name: nameFor(seats.length) });
    }
    return seats;
  }

  /** The lobby as every seated player sees it. */
  view(): Lobby {
    return {
      seats: this.layout.map((s) =>
        s === null
          ? null
          : s.kind === 'computer'
            ? { name: s.name, kind: s.kind, level: s.level }
            : { name: s.name, kind: s.kind },
      ),
      host: this.hostSeat(),
      fill: this.fill,
      canStart: this.canStart(),
      ...(this.notice ? { notice: this.notice } : {}),
    };
  }
}
