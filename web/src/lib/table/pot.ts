// The line of a staked table's pot on the end board: who got how much ("Topf 100 Taler → Anna"),
// a tie split in equal parts ("Topf 100 Taler geteilt → Anna 50, Bert 50"), or the house when no
// paying human was left. null when the table played for nothing.
import type { Pot } from '@spielcenter/proto';

export function potLine(pot: Pot | null | undefined): string | null {
  if (!pot || pot.amount === 0) return null;
  if (pot.winners.length === 0)
    return `Topf ${pot.amount} Taler → an das Haus (kein zahlender Mensch mehr am Tisch)`;
  if (pot.winners.length === 1) return `Topf ${pot.amount} Taler → ${pot.winners[0]?.name}`;
  return `Topf ${pot.amount} Taler geteilt → ${pot.winners.map((w) => `${w.name} ${w.amount}`).join(', ')}`;
}
