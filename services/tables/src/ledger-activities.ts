/**
 * The ledger's activities (services/ledger): a staked table's bookings, each under the idempotency
 * key the workflow gives it, so a retry or a replay books nothing twice. A refusal (a short purse)
 * is an answer, not a failure; a database failure is retried by the activity's retry policy.
 */
import type { Ledger, Reserved, Settlement, Standing } from '@spielcenter/ledger';
import { ApplicationFailure } from '@temporalio/common';

export interface StakeInput {
  readonly tableId: string;
  readonly gameNo: number;
  readonly playerId: string;
  readonly key: string;
}

export function createLedgerActivities(ledger: Ledger | null) {
  const need = (): Ledger => {
    if (ledger) return ledger;
    throw ApplicationFailure.create({
      type: 'LEDGER_UNAVAILABLE',
      message: 'this tables worker has no ledger (DATABASE_URL)',
      nonRetryable: true,
    });
  };
  return {
    stakeReserve(i: StakeInput & { game: string; amount: number }): Promise<Reserved> {
      return need().reserve(i);
    },
    async stakeRelease(i: StakeInput): Promise<number> {
      return need().release(i);
    },
    async stakeForfeit(i: StakeInput): Promise<boolean> {
      return need().forfeit(i);
    },
    stakeTake(i: { tableId: string; gameNo: number; players: string[]; key: string }): Promise<string[]> {
      return need().take(i);
    },
    stakeSettle(i: {
      tableId: string;
      gameNo: number;
      standings: Standing[];
      key: string;
    }): Promise<Settlement> {
      return need().settle(i);
    },
    async stakeClose(i: { tableId: string; key: string }): Promise<void> {
      await need().closeTable(i);
    },
  };
}

export type LedgerActivities = ReturnType<typeof createLedgerActivities>;
