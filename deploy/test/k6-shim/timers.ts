/** k6/timers on Node's timers. */
export const setTimeout = globalThis.setTimeout;
