/**
 * CPU profiles of running Node processes and their summaries. `profileProcess` opens a process's
 * inspector (SIGUSR1: 127.0.0.1:9229), records its main thread with V8's sampling profiler over
 * the DevTools protocol for a while, closes the inspector again and writes the .cpuprofile (node
 * refuses --cpu-prof in NODE_OPTIONS, so the launcher's processes cannot be started with it).
 * `summarizeProfile`: self time by where the code lives (a package, a workspace folder, Node's
 * internals, the garbage collector) and the functions with the most self time. The measurement's
 * `--profile <dir>` uses both for the tables worker and the gateway during its fixed load.
 *
 *   node --import tsx deploy/load/profile.ts <dir> [file …]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records `pid`'s main thread and each of its worker threads (the Temporal SDK runs workflows in
 * one) for `ms`; writes `<dir>/<name>.cpuprofile` and `<dir>/<name>-worker<N>.cpuprofile`; returns
 * the files, the main thread's first.
 */
export async function profileProcess(pid: number, ms: number, dir: string, name: string): Promise<string[]> {
  process.kill(pid, 'SIGUSR1');
  let url: string | undefined;
  for (let i = 0; i < 50 && !url; i++) {
    await sleep(100);
    const list = (await fetch('http://127.0.0.1:9229/json/list', { signal: AbortSignal.timeout(1000) })
      .then((r) => r.json())
      .catch(() => [])) as { webSocketDebuggerUrl?: string }[];
    url = list[0]?.webSocketDebuggerUrl;
  }
  if (!url) throw new Error(`no inspector for pid ${pid}`);
  const ws = new WebSocket(url);
  await new Promise((res, rej) => {
    ws.once('open', res);
    ws.once('error', rej);
  });
  let next = 1;
  const pending = new Map<number, (r: Record<string, unknown>) => void>();
  /** Worker sessions (NodeWorker domain) and their own pending calls. */
  const workers: string[] = [];
  const onMessage = (text: string): void => {
    const msg = JSON.parse(text) as {
      id?: number;
      method?: string;
      params?: { sessionId?: string; message?: string };
      result?: Record<string, unknown>;
    };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result ?? {});
    else if (msg.method === 'NodeWorker.attachedToWorker' && msg.params?.sessionId)
      workers.push(msg.params.sessionId);
    else if (msg.method === 'NodeWorker.receivedMessageFromWorker' && msg.params?.message)
      onMessage(msg.params.message);
  };
  ws.on('message', (data) => onMessage(data.toString()));
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((res) => {
      const id = next++;
      pending.set(id, res);
      const message = JSON.stringify({ id, method, params });
      if (sessionId === undefined) ws.send(message);
      else
        ws.send(
          JSON.stringify({
            id: next++,
            method: 'NodeWorker.sendMessageToWorker',
            params: { sessionId, message },
          }),
        );
    });
  const who = await send('Runtime.evaluate', { expression: 'process.pid', returnByValue: true });
  const seen = (who.result as { value?: number } | undefined)?.value;
  if (seen !== pid) {
    ws.close();
    throw new Error(`the inspector on 9229 is pid ${seen}, not ${pid}`);
  }
  await send('NodeWorker.enable', { waitForDebuggerOnStart: false });
  await sleep(300); // the attachedToWorker events of the running workers
  const sessions: (string | undefined)[] = [undefined, ...workers];
  for (const s of sessions) {
    await send('Profiler.enable', {}, s);
    await send('Profiler.start', {}, s);
  }
  await sleep(ms);
  const files: string[] = [];
  for (const [i, s] of sessions.entries()) {
    const { profile } = await send('Profiler.stop', {}, s);
    const file = join(dir, i === 0 ? `${name}.cpuprofile` : `${name}-worker${i}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    files.push(file);
  }
  ws.send(
    JSON.stringify({
      id: next++,
      method: 'Runtime.evaluate',
      params: { expression: "process.getBuiltinModule('node:inspector').close()" },
    }),
  );
  await sleep(300);
  ws.terminate();
  return files;
}

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

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const [dir, ...only] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: profile.ts <dir> [file …]');
    process.exit(2);
  }
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.cpuprofile') && (only.length === 0 || only.includes(f)),
  );
  process.stdout.write(
    `${JSON.stringify(
      files.map((f) => summarizeProfile(join(dir, f))),
      null,
      2,
    )}\n`,
  );
}
