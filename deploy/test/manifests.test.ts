/**
 * The Kubernetes manifests, rendered offline with kustomize (built from the Go module proxy, see
 * kustomize.ts) for every kustomization under deploy/k8s (the base, monitoring, each overlay), and
 * each rendered object validated against its API schema: Kubernetes' own kinds with the
 * kubernetes-models validators (generated from the Kubernetes OpenAPI), the CRDs (ServiceMonitor,
 * PrometheusRule, ScaledObject, HelmRelease, HelmRepository) with their models' validators
 * (generated from the CRDs). Then the cross-checks a schema cannot make: names, selectors, ports,
 * entry points, the AI's autoscaling, pinned versions, and that dashboards and alerts ask for
 * series the code exports and link runbooks that exist.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ensureKustomize, kustomizeBuild } from './kustomize.js';
import { metricNames, monitoringQueries } from './monitoring.js';

const ROOT = resolve(import.meta.dirname, '../..');
const K8S = join(ROOT, 'deploy/k8s');

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked structurally below
type Doc = any;

/** Every directory under deploy/k8s with a kustomization.yaml. */
function kustomizations(dir: string = K8S): string[] {
  const own = existsSync(join(dir, 'kustomization.yaml')) ? [dir] : [];
  const subs = readdirSync(dir)
    .map((d) => join(dir, d))
    .filter((p) => statSync(p).isDirectory());
  return [...own, ...subs.flatMap((s) => kustomizations(s))];
}

const rendered = new Map<string, Doc[]>();
beforeAll(() => {
  const bin = ensureKustomize();
  for (const dir of kustomizations()) {
    const docs = parseAllDocuments(kustomizeBuild(bin, dir));
    for (const d of docs) expect(d.errors, dir).toEqual([]);
    rendered.set(relative(K8S, dir), docs.map((d) => d.toJS()).filter(Boolean));
  }
}, 900_000);

const of = (docs: Doc[], kind: string) => docs.filter((d) => d.kind === kind);
const base = () => rendered.get('base') ?? [];
const production = () => rendered.get('overlays/production') ?? [];

/** The models package that knows an apiVersion's kinds. */
const CRD_MODELS: Record<string, string> = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'keda.sh': '@kubernetes-models/keda',
  'helm.toolkit.fluxcd.io': '@kubernetes-models/flux-cd',
  'source.toolkit.fluxcd.io': '@kubernetes-models/flux-cd',
};

async function validator(apiVersion: string, kind: string): Promise<new (d: Doc) => { validate(): void }> {
  const group = apiVersion.includes('/') ? (apiVersion.split('/')[0] as string) : '';
  const pkg = CRD_MODELS[group] ?? 'kubernetes-models';
  const mod = await import(`${pkg}/${apiVersion}/${kind}`);
  return mod[kind];
}

async function validate(doc: Doc): Promise<void> {
  const Model = await validator(doc.apiVersion, doc.kind);
  new Model(doc).validate();
}

describe('every kustomization renders offline and validates against the API schemas', () => {
  it('renders the base, monitoring and every overlay', () => {
    expect([...rendered.keys()]).toEqual(
      expect.arrayContaining([
        'base',
        'monitoring',
        'overlays/production',
        'overlays/production/dependencies',
      ]),
    );
    for (const [dir, docs] of rendered) expect(docs.length, dir).toBeGreaterThan(0);
  });

  it('each object is valid for its kind (Kubernetes and CRD schemas)', async () => {
    const kinds = new Set<string>();
    for (const [dir, docs] of rendered) {
      for (const doc of docs) {
        kinds.add(`${doc.apiVersion} ${doc.kind}`);
        await expect(validate(doc), `${dir}: ${doc.kind} ${doc.metadata?.name}`).resolves.toBeUndefined();
      }
    }
    for (const k of [
      'monitoring.coreos.com/v1 ServiceMonitor',
      'keda.sh/v1alpha1 ScaledObject',
      'policy/v1 PodDisruptionBudget',
    ])
      expect(kinds).toContain(k);
  });

  it('the validators refuse what the API server would refuse', async () => {
    const deployment = structuredClone(of(base(), 'Deployment')[0]);
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'health';
    await expect(validate(deployment)).rejects.toThrow(/containerPort/);
    const scaled = structuredClone(of(production(), 'ScaledObject')[0]);
    scaled.spec.triggers[0].metadata.threshold = 0.05;
    await expect(validate(scaled)).rejects.toThrow(/threshold/);
    const monitor = structuredClone(of(production(), 'ServiceMonitor')[0]);
    monitor.spec.endpoints[0].interval = 15;
    await expect(validate(monitor)).rejects.toThrow(/interval/);
  });
});

describe('Kubernetes base', () => {
  it('every Deployment selects its own pods and has probes, resources and a built entry point', () => {
    const configMaps = new Set(of(base(), 'ConfigMap').map((c) => c.metadata.name));
    for (const d of of(base(), 'Deployment')) {
      const name = d.metadata.name;
      const labels = d.spec.template.metadata.labels;
      for (const [k, v] of Object.entries(d.spec.selector.matchLabels)) expect(labels[k], name).toBe(v);
      expect(labels['app.kubernetes.io/part-of'], name).toBe('spielcenter');
      for (const c of d.spec.template.spec.containers) {
        const ports = new Set((c.ports ?? []).map((p: Doc) => p.name));
        for (const probe of [c.readinessProbe, c.livenessProbe]) {
          expect(probe?.httpGet?.path, name).toMatch(/^\//);
          expect(ports.has(probe.httpGet.port) || typeof probe.httpGet.port === 'number', name).toBe(true);
        }
        expect(c.resources?.requests?.cpu, name).toBeDefined();
        expect(c.resources?.requests?.memory, name).toBeDefined();
        expect(c.image, name).toMatch(/^spielcenter\/app:/);
        const dir = join(ROOT, c.workingDir.replace(/^\/app\//, ''));
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        expect(pkg.scripts.start, name).toBe(c.command.join(' '));
        for (const from of c.envFrom ?? []) expect(configMaps.has(from.configMapRef.name), name).toBe(true);
      }
    }
  });

  it('has one Deployment per service that exists, and a PodDisruptionBudget for each', () => {
    const deployments = of(base(), 'Deployment');
    const names = new Set(deployments.map((d) => d.metadata.name));
    const services = readdirSync(join(ROOT, 'services')).filter((s) =>
      existsSync(join(ROOT, 'services', s, 'src/main.ts')),
    );
    for (const s of services) {
      const expected = ['boss', 'coup', 'cruise', 'krakau', 'hokus'].includes(s) ? `rules-${s}` : s;
      expect(names.has(expected), `deployment for services/${s}`).toBe(true);
    }
    if (existsSync(join(ROOT, 'gateway/src/main.ts'))) expect(names.has('gateway')).toBe(true);
    if (existsSync(join(ROOT, 'web/svelte.config.js'))) expect(names.has('web')).toBe(true);
    for (const d of deployments) {
      const pdbs = of(base(), 'PodDisruptionBudget').filter((p) =>
        Object.entries(p.spec.selector.matchLabels).every(
          ([k, v]) => d.spec.template.metadata.labels[k] === v,
        ),
      );
      expect(pdbs.length, `PDB of ${d.metadata.name}`).toBe(1);
      expect(d.spec.replicas, d.metadata.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('Services, the HPA, NetworkPolicies and the Ingress point at things that exist', () => {
    const deployments = of(base(), 'Deployment');
    const podsOf = (selector: Record<string, string>) =>
      deployments.filter((d) =>
        Object.entries(selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
    const portNames = (ds: Doc[]) =>
      ds.flatMap((d) => d.spec.template.spec.containers.flatMap((c: Doc) => c.ports.map((p: Doc) => p.name)));
    for (const s of of(base(), 'Service')) {
      const targets = podsOf(s.spec.selector);
      expect(targets.length, s.metadata.name).toBeGreaterThan(0);
      for (const p of s.spec.ports) expect(portNames(targets), s.metadata.name).toContain(p.targetPort);
    }
    // The metrics Service reaches every part that has a health port.
    const metrics = of(base(), 'Service').find((s) => s.metadata.name === 'spielcenter-metrics');
    const withHealth = deployments.filter((d) => portNames([d]).includes('health'));
    expect(podsOf(metrics.spec.selector).length).toBe(deployments.length);
    expect(withHealth.length).toBeGreaterThanOrEqual(deployments.length - 1);
    for (const h of of(base(), 'HorizontalPodAutoscaler'))
      expect(deployments.map((d) => d.metadata.name)).toContain(h.spec.scaleTargetRef.name);
    for (const np of of(base(), 'NetworkPolicy')) {
      const pods = podsOf(np.spec.podSelector.matchLabels ?? {});
      expect(pods.length, np.metadata.name).toBeGreaterThan(0);
      for (const rule of np.spec.ingress ?? [])
        for (const p of rule.ports ?? []) expect(portNames(pods), np.metadata.name).toContain(p.port);
    }
    const services = new Map(of(base(), 'Service').map((s) => [s.metadata.name, s]));
    for (const ing of of(base(), 'Ingress')) {
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

/** Every series name the code registers (histograms also as _bucket, _count and _sum). */
function exportedNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) return f === 'node_modules' || f === 'dist' ? [] : walk(p);
      return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
    });
  for (const file of [...walk(join(ROOT, 'services')), ...walk(join(ROOT, 'gateway/src'))]) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'(spielcenter_[a-z0-9_]+)'/g)) {
      const n = m[1] as string;
      for (const suffix of ['', '_bucket', '_count', '_sum']) names.add(n + suffix);
    }
  }
  return names;
}

describe('monitoring', () => {
  it('dashboards and alerts ask only for series the code exports', () => {
    const exported = exportedNames();
    expect(exported.size).toBeGreaterThan(40);
    const queries = monitoringQueries();
    expect(queries.length).toBeGreaterThan(25);
    for (const { where, expr } of queries)
      for (const name of metricNames(expr).filter((n) => n.startsWith('spielcenter_')))
        expect(exported.has(name), `${where}: ${name}`).toBe(true);
  });

  it('the five dashboards are there, and each alert links a runbook that exists', () => {
    const files = readdirSync(join(K8S, 'monitoring/dashboards')).sort();
    expect(files).toEqual([
      'spielcenter-act-push.json',
      'spielcenter-ai.json',
      'spielcenter-errors.json',
      'spielcenter-players-tables.json',
      'spielcenter-temporal.json',
    ]);
    const maps = of(rendered.get('monitoring') ?? [], 'ConfigMap');
    expect(maps.filter((m) => m.metadata.labels.grafana_dashboard === '1')).toHaveLength(5);
    const docs = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    const anchors = new Set(
      [...docs.matchAll(/^#+ (.+)$/gm)].map((m) =>
        (m[1] as string)
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const rule = of(rendered.get('monitoring') ?? [], 'PrometheusRule')[0];
    const alerts = rule.spec.groups.flatMap((g: Doc) => g.rules);
    expect(alerts.map((a: Doc) => a.alert)).toEqual(
      expect.arrayContaining([
        'SpielcenterActPushSlow',
        'SpielcenterErrorRate',
        'SpielcenterAiQueueWait',
        'SpielcenterRankingLag',
        'SpielcenterTemporalScheduleToStart',
      ]),
    );
    for (const a of alerts) {
      const anchor = /^docs\/operations\.md#(.+)$/.exec(a.annotations.runbook_url)?.[1];
      expect(anchors.has(anchor ?? ''), `${a.alert}: ${a.annotations.runbook_url}`).toBe(true);
    }
  });

  it('the ServiceMonitor selects the metrics Service on its health port', () => {
    const prod = production();
    const monitor = of(prod, 'ServiceMonitor')[0];
    const svc = of(prod, 'Service').find((s) =>
      Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => s.metadata.labels?.[k] === v),
    );
    expect(svc?.metadata.name).toBe('spielcenter-metrics');
    expect(svc.spec.ports.map((p: Doc) => p.name)).toContain(monitor.spec.endpoints[0].port);
    expect(monitor.spec.endpoints[0].path).toBe('/metrics');
  });
});

describe('production overlay', () => {
  it('autoscales the AI with KEDA on queue wait and pool saturation, CPU as a floor, and no second HPA', () => {
    const prod = production();
    const scaled = of(prod, 'ScaledObject');
    expect(scaled).toHaveLength(1);
    const [ai] = scaled;
    expect(of(prod, 'Deployment').map((d) => d.metadata.name)).toContain(ai.spec.scaleTargetRef.name);
    const triggers = ai.spec.triggers;
    const queries = triggers.filter((t: Doc) => t.type === 'prometheus').map((t: Doc) => t.metadata.query);
    expect(queries.join(' ')).toMatch(/spielcenter_ai_queue_wait_seconds_bucket/);
    expect(queries.join(' ')).toMatch(/spielcenter_ai_pool_saturation/);
    expect(triggers.find((t: Doc) => t.type === 'cpu')?.metadata.value).toBe('70');
    expect(of(prod, 'HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.name === 'ai')).toEqual(
      [],
    );
  });

  it('names the real dependencies with pinned versions', () => {
    const prod = production();
    const releases = new Map(of(prod, 'HelmRelease').map((r) => [r.metadata.name, r]));
    expect([...releases.keys()].sort()).toEqual(['nats', 'temporal']);
    for (const r of releases.values())
      expect(r.spec.chart.spec.version, r.metadata.name).toMatch(/^\d+\.\d+\.\d+$/);
    const nats = releases.get('nats').spec.values.config;
    expect(nats.cluster).toMatchObject({ enabled: true, replicas: 3 });
    expect(nats.jetstream.enabled).toBe(true);
    const stores = releases.get('temporal').spec.values.server.config.persistence.datastores;
    expect(stores.default.sql.connectAddr).toMatch(/^temporal-db\./);
    const redis = of(prod, 'StatefulSet').find((s) => s.metadata.name === 'redis');
    expect(redis.spec.template.spec.containers[0].image).toMatch(/^redis:\d+\.\d+\.\d+/);
    expect(redis.spec.template.spec.containers[0].args).toContain('--appendonly');
    expect(redis.spec.volumeClaimTemplates).toHaveLength(1);
    const external = of(prod, 'Service').filter((s) => s.spec.type === 'ExternalName');
    expect(external.map((s) => `${s.metadata.name}.${s.metadata.namespace}`).sort()).toEqual([
      'postgres.db',
      'temporal-db.temporal',
    ]);
    const env = of(prod, 'ConfigMap').find((c) => c.metadata.name.startsWith('spielcenter-env'));
    expect(env.data.NATS_URL.split(',')).toHaveLength(3);
    expect(env.data.OTEL_EXPORTER_OTLP_ENDPOINT).toMatch(/^http/);
  });
});
