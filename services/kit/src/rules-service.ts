/**
 * The rule service every game runs: its engine on `rules.<game>.<op>` (queue group rules-<game>).
 * The engine does all the work; this adapter validates messages and maps errors.
 *
 *   setup   { config, seed }          → StepResult (state, toAct, legal sets, every seat's view)
 *   config  { config }                → the parsed config (checks a table's settings before it starts)
 *   step    { state, seat, action }   → StepResult after the action
 *   apply   { state, seat, action }   → { state, events }
 *   legal   { state, seat }           → Action[]
 *   view    { state, seat | null }    → that seat's view
 *   explain { view, seat, action }    → null (legal) or { code, de, en } (why not), from the seat's view
 *   default { state, seat }           → the clock's default action, or null (the computer decides)
 *   auto    { state, seat, level, seed, aiTimeoutMs } → AutoResult: the rule service asks the AI
 *           (the seat's view and legal set) and applies its action, one round trip for a
 *           computer's move instead of two, the state crossing once each way
 *   autos   { state, version, computers, humans, stopAfter, seedBase, max, … } → AutosResult: a
 *           run of computers' moves in one round trip (each AI decision still one request), while
 *           no person may act; the table publishes each at its time and drops the rest
 *
 * `step` and `auto` take `views`: the seats whose views the answer carries (the tables worker asks
 * for its human seats': nobody reads a computer's view but the AI, which gets it here).
 */
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type AiDecideResult,
  type AnyEngine,
  type AutoResult,
  type AutosResult,
  commonErrors,
  isRuleError,
  describeStep,
  type GameId,
  ruleRequests,
  type StepResult,
  subjects,
} from '@spielcenter/proto';
import { requestJson } from './client.js';
import { runService } from './lifecycle.js';
import type { Logger } from './log.js';
import { Histogram, LATENCY_BUCKETS, subjectLabel } from './metrics.js';
import { JsonService } from './service.js';

const engineSeconds = new Histogram({
  name: 'spielcenter_rules_engine_seconds',
  help: 'Time the game engine took for one operation (setup, step, apply, …), by game and operation',
  labelNames: ['game', 'op'] as const,
  buckets: LATENCY_BUCKETS,
});

type State = Record<string, unknown>;

/** Number of seats in a state: engines keep `config.players` in their state. */
function playersOf(engine: AnyEngine, state: State): number {
  const config = state.config as { players?: unknown } | undefined;
  const players = config?.players;
  if (typeof players !== 'number')
    throw commonErrors.make('COMMON_BAD_MESSAGE', { reason: 'state without config.players' });
  if (players < engine.minPlayers || players > engine.maxPlayers)
    throw commonErrors.make('COMMON_BAD_SEAT', { seat: players });
  return players;
}

function checkSeat(engine: AnyEngine, state: State, seat: number): void {
  if (seat >= playersOf(engine, state)) throw commonErrors.make('COMMON_BAD_SEAT', { seat });
}

export async function serveEngine(
  nc: NatsConnection,
  /** A GameId; tests may serve a private id. */
  game: GameId | string,
  engine: AnyEngine,
  log: Logger,
  version = '0.1.0',
): Promise<JsonService> {
  const svc = await JsonService.start(
    nc,
    { name: `rules-${game}`, version, description: `${game} rules`, queue: subjects.rulesService(game) },
    log,
  );
  const s = (op: Parameters<typeof subjects.rules>[1]) => subjects.rules(game, op);
  const gameLabel = subjectLabel(game);
  /** The engine's own time for `op` (validation and the NATS answer are timed by JsonService). */
  const timed = <R>(op: string, work: () => R): R => {
    const end = engineSeconds.startTimer({ game: gameLabel, op });
    try {
      return work();
    } finally {
      end();
    }
  };

  svc.endpoint(
    'setup',
    s('setup'),
    ruleRequests.setup,
    ({ config, seed }): StepResult =>
      timed('setup', () => {
        const parsed = engine.parseConfig(config);
        const state = engine.setup(parsed, seed) as State;
        return describeStep(engine, state, [], playersOf(engine, state));
      }),
  );
  svc.endpoint('config', s('config'), ruleRequests.config, ({ config }) => engine.parseConfig(config));
  svc.endpoint('step', s('step'), ruleRequests.step, ({ state, seat, action, views }): StepResult => {
    checkSeat(engine, state, seat);
    return timed('step', () => {
      const applied = engine.apply(state, seat, action);
      return describeStep(engine, applied.state, applied.events, playersOf(engine, state), views);
    });
  });
  svc.endpoint(
    'auto',
    s('auto'),
    ruleRequests.auto,
    async ({ state, seat, level, seed, aiTimeoutMs, views }): Promise<AutoResult> => {
      checkSeat(engine, state, seat);
      const legal = timed('legal', () => engine.legalActions(state, seat));
      if (legal.length === 0)
        return { action: null, step: null, aiError: `seat ${seat} has no legal action` };
      const view = timed('view', () => engine.view(state, seat));
      let action: AutoResult['action'];
      try {
        ({ action } = await requestJson<AiDecideResult>(
          nc,
          subjects.aiDecide(game as GameId),
          { game, level, seat, view, legal, ...(seed === undefined ? {} : { seed }) },
          aiTimeoutMs,
        ));
      } catch (e) {
        return { action: null, step: null, aiError: String(e) };
      }
      try {
        return timed('step', () => {
          const applied = engine.apply(state, seat, action as NonNullable<typeof action>);
          const step = describeStep(engine, applied.state, applied.events, playersOf(engine, state), views);
          return { action, step };
        });
      } catch (e) {
        // The AI chose an action the rules refuse: the table plays the default decision instead.
        if (!isRuleError(e)) throw e;
        const { code, de, en, params } = e;
        return {
          action,
          step: null,
          aiError: String(e),
          refused: { code, de, en, ...(params ? { params } : {}) },
        };
      }
    },
  );
  svc.endpoint('autos', s('autos'), ruleRequests.autos, async (req): Promise<AutosResult> => {
    const players = playersOf(engine, req.state);
    const levels = new Map(req.computers.map((c) => [c.seat, c.level]));
    const moves: { seat: number; action: AiDecideResult['action']; step: StepResult }[] = [];
    let state = req.state;
    let toAct: readonly number[] = engine.toAct(state);
    let legalOf = (seat: number): readonly unknown[] => engine.legalActions(state, seat);
    const until = Date.now() + req.withinMs;
    for (
      let version = req.version;
      moves.length < req.max && (moves.length === 0 || Date.now() < until);
      version++
    ) {
      if (req.humans.some((h) => legalOf(h).length > 0)) break;
      const seat = toAct.find((t) => levels.has(t));
      if (seat === undefined) break;
      const legal = timed('legal', () => legalOf(seat));
      if (legal.length === 0) break;
      const view = timed('view', () => engine.view(state, seat));
      let action: AiDecideResult['action'];
      try {
        ({ action } = await requestJson<AiDecideResult>(
          nc,
          subjects.aiDecide(game as GameId),
          { game, level: levels.get(seat), seat, view, legal, seed: `${req.seedBase}:${version}` },
          req.aiTimeoutMs,
        ));
      } catch (e) {
        return { moves, aiError: String(e) };
      }
      let step: StepResult;
      try {
        step = timed('step', () => {
          const applied = engine.apply(state, seat, action as NonNullable<typeof action>);
          return describeStep(engine, applied.state, applied.events, players, req.views);
        });
      } catch (e) {
        // The AI chose an action the rules refuse: the table plays that move on its own.
        if (!isRuleError(e)) throw e;
        return { moves, aiError: String(e) };
      }
      moves.push({ seat, action, step });
      if (step.outcome || step.events.some((e) => req.stopAfter.includes(e.type))) break;
      state = step.state;
      toAct = step.toAct;
      const known = step.legal;
      legalOf = (s: number) => known[String(s)] ?? [];
    }
    return { moves };
  });
  svc.endpoint('apply', s('apply'), ruleRequests.apply, ({ state, seat, action }) => {
    checkSeat(engine, state, seat);
    return timed('apply', () => engine.apply(state, seat, action));
  });
  svc.endpoint('legal', s('legal'), ruleRequests.legal, ({ state, seat }) => {
    checkSeat(engine, state, seat);
    return engine.legalActions(state, seat);
  });
  svc.endpoint('view', s('view'), ruleRequests.view, ({ state, seat }) => {
    if (seat !== null) checkSeat(engine, state, seat);
    return engine.view(state, seat);
  });
  // From the seat's view, never the state: a seat's explanation follows from what it may know.
  svc.endpoint('explain', s('explain'), ruleRequests.explain, ({ view, seat, action }) =>
    engine.explainView(view, seat, action),
  );
  svc.endpoint('default', s('default'), ruleRequests.default, ({ state, seat }) => {
    checkSeat(engine, state, seat);
    return engine.defaultAction(state, seat);
  });
  return svc;
}

/** Starts a game's rule service as a process (used by each game's main.ts). */
export function ruleServiceMain(game: GameId, engine: AnyEngine): void {
  void runService(`rules-${game}`, async ({ nc, log }) => {
    const svc = await serveEngine(nc, game, engine, log);
    return { stop: () => svc.stop() };
  });
}
