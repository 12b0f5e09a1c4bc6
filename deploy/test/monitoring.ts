/** The PromQL of the shipped dashboards and alert rules, for the tests that check what they ask for. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

const MONITORING = resolve(import.meta.dirname, '../k8s/monitoring');

/** Metric names a PromQL expression asks for (the project's, Temporal's, the process's, kube-state's). */
export function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b((?:spielcenter|temporal|process|kube)_[a-z0-9_]+)\b/g)].map(
    (m) => m[1] as string,
  );
}

/** Every PromQL expression of the dashboards and the alert rules, with where it is. */
export function monitoringQueries(): { where: string; expr: string }[] {
  const out: { where: string; expr: string }[] = [];
  const dir = join(MONITORING, 'dashboards');
  for (const f of readdirSync(dir)) {
    const d = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    for (const p of d.panels)
      for (const t of p.targets) out.push({ where: `${f}: ${p.title}`, expr: t.expr });
  }
  const rules = parseAllDocuments(readFileSync(join(MONITORING, 'prometheusrule.yaml'), 'utf8'))[0]?.toJS();
  for (const g of rules.spec.groups)
    for (const r of g.rules) out.push({ where: `rule ${r.alert}`, expr: r.expr });
  return out;
}
