/**
 * CPU time of processes from /proc (Linux): utime + stime of a process and of every descendant
 * alive at the reading, plus cutime + cstime (its children that ended and were waited for), in
 * milliseconds. Per thread name (comm) too, for the processes whose threads tell the story (the
 * tables worker: the Node main thread, the workflow thread, the Temporal core's tokio threads).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

interface Stat {
  readonly pid: number;
  readonly comm: string;
  readonly ppid: number;
  /** utime + stime, ms. */
  readonly own: number;
  /** cutime + cstime, ms. */
  readonly children: number;
}

function parseStat(text: string): Stat | null {
  // pid (comm) state ppid … — comm may hold spaces and parentheses: split at the last ')'.
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(text.slice(0, text.indexOf(' ')));
  const comm = text.slice(text.indexOf('(') + 1, close);
  const f = text.slice(close + 2).split(' ');
  // f[0] = state (field 3); utime is field 14 → f[11], stime f[12], cutime f[13], cstime f[14].
  const n = (i: number) => Number(f[i] ?? 0);
  return { pid, comm, ppid: n(1), own: (n(11) + n(12)) * TICK_MS, children: (n(13) + n(14)) * TICK_MS };
}

function readStat(path: string): Stat | null {
  try {
    return parseStat(readFileSync(path, 'utf8'));
  } catch {
    return null; // gone meanwhile
  }
}

/** Every process's stat, once (for the descendant walk). */
function allStats(): Stat[] {
  const out: Stat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(`/proc/${name}/stat`);
    if (s) out.push(s);
  }
  return out;
}

/** CPU ms of a process tree: the root, its live descendants and the waited-for children. */
export interface TreeCpu {
  readonly pids: number[];
  readonly ms: number;
}

export function treeCpu(root: number, stats: Stat[] = allStats()): TreeCpu {
  const byParent = new Map<number, Stat[]>();
  for (const s of stats) byParent.set(s.ppid, [...(byParent.get(s.ppid) ?? []), s]);
  const self = stats.find((s) => s.pid === root);
  if (!self) return { pids: [], ms: 0 };
  const pids: number[] = [];
  let ms = 0;
  const walk = (s: Stat) => {
    pids.push(s.pid);
    ms += s.own + s.children;
    for (const c of byParent.get(s.pid) ?? []) walk(c);
  };
  walk(self);
  return { pids, ms };
}

/** CPU ms per thread name (comm; the main thread `main`) of one process, same names summed. */
export function threadCpu(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tasks) {
    const s = readStat(`/proc/${pid}/task/${tid}/stat`);
    // The main thread by its id (Node names its V8 and libuv helper threads `node` too).
    const name = Number(tid) === pid ? 'main' : s?.comm;
    if (s && name) out[name] = (out[name] ?? 0) + s.own;
  }
  return out;
}

/** A reading of named process trees (and loose single processes, e.g. database backends). */
export interface CpuReading {
  readonly at: number;
  readonly trees: Record<string, TreeCpu>;
  readonly loose: Record<string, Record<number, number>>;
  readonly threads: Record<string, Record<string, number>>;
}

export function readCpu(
  trees: Record<string, number>,
  loose: Record<string, readonly number[]> = {},
  threadsOf: readonly string[] = [],
): CpuReading {
  const stats = allStats();
  const out: CpuReading = { at: performance.now(), trees: {}, loose: {}, threads: {} };
  for (const [name, pid] of Object.entries(trees)) out.trees[name] = treeCpu(pid, stats);
  for (const [name, pids] of Object.entries(loose)) {
    const m: Record<number, number> = {};
    for (const pid of pids) {
      const s = stats.find((x) => x.pid === pid);
      if (s) m[pid] = s.own;
    }
    out.loose[name] = m;
  }
  for (const name of threadsOf) {
    const pid = trees[name];
    if (pid) out.threads[name] = threadCpu(pid);
  }
  return out;
}

/**
 * CPU ms spent between two readings, per name. A tree whose root changed (a restart) counts from 0.
 * Loose processes: those present at the end, each from its start value (0 when it is new).
 */
export function cpuDelta(a: CpuReading, b: CpuReading) {
  const perProcess: Record<string, number> = {};
  for (const [name, t] of Object.entries(b.trees)) {
    const before = a.trees[name];
    const same = before && before.pids[0] === t.pids[0];
    perProcess[name] = t.ms - (same ? before.ms : 0);
  }
  for (const [name, m] of Object.entries(b.loose)) {
    let ms = 0;
    for (const [pid, v] of Object.entries(m)) ms += v - (a.loose[name]?.[Number(pid)] ?? 0);
    perProcess[name] = ms;
  }
  const threads: Record<string, Record<string, number>> = {};
  for (const [name, m] of Object.entries(b.threads)) {
    const d: Record<string, number> = {};
    for (const [comm, v] of Object.entries(m)) d[comm] = v - (a.threads[name]?.[comm] ?? 0);
    threads[name] = d;
  }
  return { ms: b.at - a.at, perProcess, threads };
}
