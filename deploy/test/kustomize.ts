/**
 * kustomize for the manifests test: built once with `go install` from the Go module proxy into the
 * project's .tools/bin (like the Temporal CLI), pinned; a few minutes the first time on a new
 * machine, then taken from there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const KUSTOMIZE_VERSION = 'v5.7.1'; // v5.8 needs Go 1.27
const ROOT = resolve(import.meta.dirname, '../..');
const TOOLS = join(ROOT, '.tools');
const BIN = join(TOOLS, 'bin', 'kustomize');
const MARKER = join(TOOLS, 'kustomize.version');

export function ensureKustomize(): string {
  if (existsSync(BIN) && existsSync(MARKER) && readFileSync(MARKER, 'utf8').trim() === KUSTOMIZE_VERSION)
    return BIN;
  mkdirSync(join(TOOLS, 'bin'), { recursive: true });
  const r = spawnSync('go', ['install', `sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}`], {
    env: { ...process.env, GOBIN: join(TOOLS, 'bin'), GOFLAGS: '-mod=mod' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`go install kustomize ${KUSTOMIZE_VERSION} failed:\n${r.stderr}`);
  writeFileSync(MARKER, `${KUSTOMIZE_VERSION}\n`);
  return BIN;
}

/** `kustomize build <dir>` (offline: no remote bases, no Helm). */
export function kustomizeBuild(bin: string, dir: string): string {
  return execFileSync(bin, ['build', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}
