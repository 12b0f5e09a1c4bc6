/**
 * Summaries of V8 CPU profiles (`node --cpu-prof`, one file per thread:
 * CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile): self time by where the code lives (a
 * package, a workspace folder, Node's internals, the garbage collector, idle) and the functions
 * with the most self time. The measurement's `--profile <dir>` uses it for the tables worker and
 * the gateway.
 *
 *   node --import tsx deploy/load/profile.ts <dir> [pid …]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Where a frame's code lives. */
export function placeOf(functionName: string, url: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (/workflow-bundle|webpack|__temporal/.test(url)) return 'workflow bundle';
  const ws = /\/(services\/[^/]+|gateway|proto|web)\//.exec(url)?.[1];
  if (ws) return ws;
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
}

export interface ProfileSummary {
  readonly file: string;
  readonly sampledMs: number;
  /** Busy ms (everything but `(idle)`). */
  readonly busyMs: number;
  readonly byPlace: Record<string, { ms: number; percentOfBusy: number }>;
  readonly topFunctions: { fn: string; place: string; ms: number }[];
}

export function summarizeProfile(file: string): ProfileSummary {
  const p = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  p.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (p.timeDeltas[i + 1] ?? 0));
  });
  const places = new Map<string, number>();
  const fns = new Map<string, { place: string; us: number }>();
  let total = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const n = byId.get(id);
    if (!n) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    const place = placeOf(functionName, url);
    total += us;
    if (functionName === '(idle)') idle += us;
    places.set(place, (places.get(place) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    const f = fns.get(key) ?? { place, us: 0 };
    f.us += us;
    fns.set(key, f);
  }
  const busy = Math.max(1, total - idle);
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    file: file.split('/').pop() ?? file,
    sampledMs: ms(total),
    busyMs: ms(total - idle),
    byPlace: Object.fromEntries(
      [...places]
        .filter(([place]) => place !== '(idle)')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([place, us]) => [place, { ms: ms(us), percentOfBusy: Math.round((1000 * us) / busy) / 10 }]),
    ),
    topFunctions: [...fns]
      .filter(([k]) => !k.startsWith('(idle)'))
      .sort((a, b) => b[1].us - a[1].us)
      .slice(0, 15)
      .map(([fn, f]) => ({ fn, place: f.place, ms: ms(f.us) })),
  };
}

/** The profiles in `dir` of each named pid (every thread of it), summarized. */
export function summarizeProfiles(dir: string, pids: Record<string, number | undefined>) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const out: Record<string, ProfileSummary[]> = {};
  for (const [name, pid] of Object.entries(pids)) {
    if (!pid) continue;
    out[name] = files
      .filter((f) => f.split('.')[3] === String(pid))
      .map((f) => summarizeProfile(join(dir, f)))
      .sort((a, b) => b.busyMs - a.busyMs);
  }
  return out;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const [dir, ...pids] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: profile.ts <dir> [pid …]');
    process.exit(2);
  }
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.cpuprofile') && (pids.length === 0 || pids.includes(f.split('.')[3] ?? '')),
  );
  process.stdout.write(
    `${JSON.stringify(
      files.map((f) => summarizeProfile(join(dir, f))),
      null,
      2,
    )}\n`,
  );
}
