/**
 * The table workflow's names (free of zod, like everything `@spielcenter/proto/light` exports):
 * the gateway uses them without importing the worker, the workflow defines its messages by them.
 */

export const TABLES_TASK_QUEUE = 'tables';
export const tableWorkflowId = (tableId: string) => `table-${tableId}`;

/** Names of the workflow's type and its messages (the gateway uses them without importing the worker). */
export const tableMessages = {
  workflow: 'tableWorkflow',
  /** Update: a seat's action. */
  act: 'act',
  /** Update: "Weiter" (or pause) on a board the table waits at. */
  acknowledge: 'acknowledge',
  /** Signal: a player leaves; a computer takes the seat. */
  leave: 'leave',
  /** Signal: computers act without delay (solo tables). */
  turbo: 'turbo',
  /** Query: the workflow's own record (state, seats, version). */
  snapshot: 'snapshot',
  /** Update: a player sits down at an open table. */
  join: 'join',
  /** Update: the host starts an open table. */
  start: 'start',
  /**
   * Update: "Nochmal" at a table with people; where the host decides (the declaration's
   * `nextByHost`), the host's choice of the next game's options or the end ("Feierabend").
   */
  rematch: 'rematch',
} as const;
