/**
 * Offline checks of the Kubernetes base (kubeconform needs schemas from the internet, which this
 * project's machines do not reach): every manifest parses, names and labels line up, every
 * Deployment has probes, resources and a real entry point, and every service that exists has one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const BASE = join(ROOT, 'deploy/k8s/base');

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked structurally below
type Doc = any;
const API: Record<string, string> = {
  Namespace: 'v1',
  Service: 'v1',
  Deployment: 'apps/v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  Ingress: 'networking.k8s.io/v1',
};

const kustomization = parseAllDocuments(
  readFileSync(join(BASE, 'kustomization.yaml'), 'utf8'),
)[0]?.toJS() as Doc;
const docs: Doc[] = (kustomization.resources as string[]).flatMap((file) => {
  const parsed = parseAllDocuments(readFileSync(join(BASE, file), 'utf8'));
  for (const d of parsed) expect(d.errors, file).toEqual([]);
  return parsed.map((d) => ({ ...d.toJS(), __file: file }));
});
const of = (kind: string) => docs.filter((d) => d.kind === kind);
const configMaps = new Set((kustomization.configMapGenerator ?? []).map((c: Doc) => c.name));

describe('Kubernetes base (kustomize)', () => {
  it('every resource file exists, parses, and has a known kind with its apiVersion and a name', () => {
    expect(docs.length).toBeGreaterThan(10);
    for (const d of docs) {
      expect(API[d.kind], `${d.__file}: kind ${d.kind}`).toBeDefined();
      expect(d.apiVersion, d.__file).toBe(API[d.kind]);
      expect(d.metadata?.name, d.__file).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('every Deployment selects its own pods and has probes, resources and a built entry point', () => {
    for (const d of of('Deployment')) {
      const name = d.metadata.name;
      const labels = d.spec.template.metadata.labels;
      for (const [k, v] of Object.entries(d.spec.selector.matchLabels)) expect(labels[k], name).toBe(v);
      for (const c of d.spec.template.spec.containers) {
        const ports = new Set((c.ports ?? []).map((p: Doc) => p.name));
        for (const probe of [c.readinessProbe, c.livenessProbe]) {
          expect(probe?.httpGet?.path, name).toMatch(/^\//);
          expect(ports.has(probe.httpGet.port) || typeof probe.httpGet.port === 'number', name).toBe(true);
        }
        expect(c.resources?.requests?.cpu, name).toBeDefined();
        expect(c.resources?.requests?.memory, name).toBeDefined();
        expect(c.image, name).toBe('spielcenter/app');
        const dir = join(ROOT, c.workingDir.replace(/^\/app\//, ''));
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        expect(pkg.scripts.start, name).toBe(c.command.join(' '));
        for (const from of c.envFrom ?? []) expect(configMaps.has(from.configMapRef.name), name).toBe(true);
      }
    }
  });

  it('has one Deployment per service that exists', () => {
    const names = new Set(of('Deployment').map((d) => d.metadata.name));
    const services = readdirSync(join(ROOT, 'services')).filter((s) =>
      existsSync(join(ROOT, 'services', s, 'src/main.ts')),
    );
    for (const s of services) {
      const expected = ['boss', 'coup', 'cruise', 'krakau', 'hokus'].includes(s) ? `rules-${s}` : s;
      expect(names.has(expected), `deployment for services/${s}`).toBe(true);
    }
    if (existsSync(join(ROOT, 'gateway/src/main.ts'))) expect(names.has('gateway')).toBe(true);
    if (existsSync(join(ROOT, 'web/svelte.config.js'))) expect(names.has('web')).toBe(true);
  });

  it('Services, the HPA and the Ingress point at things that exist', () => {
    const deployments = of('Deployment');
    for (const s of of('Service')) {
      const target = deployments.find((d) =>
        Object.entries(s.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect(target, s.metadata.name).toBeDefined();
      const portNames = target.spec.template.spec.containers.flatMap((c: Doc) =>
        c.ports.map((p: Doc) => p.name),
      );
      for (const p of s.spec.ports) expect(portNames, s.metadata.name).toContain(p.targetPort);
    }
    for (const h of of('HorizontalPodAutoscaler')) {
      expect(deployments.map((d) => d.metadata.name)).toContain(h.spec.scaleTargetRef.name);
    }
    const services = new Map(of('Service').map((s) => [s.metadata.name, s]));
    for (const ing of of('Ingress')) {
      for (const rule of ing.spec.rules) {
        for (const path of rule.http.paths) {
          const svc = services.get(path.backend.service.name);
          expect(svc, path.path).toBeDefined();
          expect(svc.spec.ports.map((p: Doc) => p.name)).toContain(path.backend.service.port.name);
        }
      }
    }
  });
});
