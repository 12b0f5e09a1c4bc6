/**
 * The part of the contracts that needs no zod: what the Temporal workflow bundle and the games'
 * light declarations (`@spielcenter/<game>/game`) import. The workflow sandbox evaluates every
 * module of its bundle again for each workflow run (per-run isolation), so each schema of the full
 * index was built anew at every table and every continue-as-new: most of the workflow thread's CPU
 * (issue 37). Everything here is also exported by the index.
 */
export * from './canonical.js';
export * from './errors.js';
export * from './game.js';
export * from './games.js';
export * from './rng.js';
export * from './table-names.js';
