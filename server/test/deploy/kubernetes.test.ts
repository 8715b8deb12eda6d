import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAllDocuments } from 'yaml'
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import { Service } from 'kubernetes-models/v1/Service'
import { Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { BFF_ENV_KEYS, loadConfig } from '../../src/config.ts'
import { loadRendererConfig, RENDERER_ENV_KEYS } from '../../src/renderer/renderer-config.ts'

// Issue 22: the Kubernetes manifests in deploy/k8s are valid against the Kubernetes schemas
// (kubernetes-models validates each object with the API's OpenAPI schema) and hang together: selectors
// find their pods, probes ask paths the BFF serves on a port it exposes, and the ConfigMaps hold only
// variables the entries read, with values they accept.

const DIR = fileURLToPath(new URL('../../../deploy/k8s/', import.meta.url))

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown }
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
}

const manifests: Array<{ file: string; doc: Manifest }> = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((d) => ({ file, doc: d.toJS() as Manifest })))

const of = <T,>(kind: string) => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc as unknown as T)
type Labels = Record<string, string>
interface DeploymentDoc { metadata: { name: string }; spec: { selector: { matchLabels: Labels }; template: { metadata: { labels: Labels }; spec: { containers: Container[] } } } }
interface Container { name: string; ports?: Array<{ name?: string; containerPort: number }>; envFrom?: Array<{ configMapRef?: { name: string } }>; env?: EnvVar[]; readinessProbe?: Probe; livenessProbe?: Probe; command?: string[] }
interface EnvVar { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }
/** A Secret's value, which no manifest holds (the operator creates it): a stand-in of the right form. */
const SECRET_STAND_IN = 'operator-created-secret-value'
interface Probe { httpGet?: { path: string; port: string | number } }
const matches = (selector: Labels, labels: Labels) => Object.entries(selector).every(([k, v]) => labels[k] === v)

t.test('every manifest is valid against the Kubernetes schema of its kind', async (t) => {
  t.ok(manifests.length >= 10, `${manifests.length} objects in deploy/k8s`)
  for (const { file, doc } of manifests) {
    const Model = MODELS[`${doc.apiVersion}/${doc.kind}`]
    if (!Model) {
      t.fail(`${file}: ${doc.apiVersion} ${doc.kind} is not a kind this test knows`)
      continue
    }
    t.doesNotThrow(() => new Model(doc as never).validate(), `${file}: ${doc.kind} ${doc.metadata.name}`)
  }
})

t.test('the schema check would catch a broken manifest', async (t) => {
  const deployment = structuredClone(of<DeploymentDoc>('Deployment')[0]!) as unknown as { spec: { replicas: unknown } }
  deployment.spec.replicas = 'two'
  t.throws(() => new Deployment(deployment as never).validate(), 'replicas must be an integer')
})

t.test('selectors, probes and scale targets name what exists', async (t) => {
  const deployments = of<DeploymentDoc>('Deployment')
  for (const d of deployments) t.ok(matches(d.spec.selector.matchLabels, d.spec.template.metadata.labels), `${d.metadata.name}: the selector finds its own pods`)
  for (const s of of<{ metadata: { name: string }; spec: { selector: Labels; ports: Array<{ targetPort: string | number }> } }>('Service')) {
    const target = deployments.find((d) => matches(s.spec.selector, d.spec.template.metadata.labels))
    t.ok(target, `Service ${s.metadata.name} selects a Deployment's pods`)
    const ports = target?.spec.template.spec.containers.flatMap((c) => c.ports ?? []) ?? []
    for (const p of s.spec.ports) t.ok(ports.some((c) => c.name === p.targetPort || c.containerPort === p.targetPort), `Service ${s.metadata.name} targets a container port`)
  }
  for (const h of of<{ metadata: { name: string }; spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>('HorizontalPodAutoscaler')) {
    t.ok(deployments.some((d) => h.spec.scaleTargetRef.kind === 'Deployment' && d.metadata.name === h.spec.scaleTargetRef.name), `HPA ${h.metadata.name} scales a Deployment`)
    t.ok(h.spec.minReplicas >= 2, `HPA ${h.metadata.name} keeps two pods, so one can roll`)
  }
  for (const p of of<{ metadata: { name: string }; spec: { selector: { matchLabels: Labels } } }>('PodDisruptionBudget')) {
    t.ok(deployments.some((d) => matches(p.spec.selector.matchLabels, d.spec.template.metadata.labels)), `PDB ${p.metadata.name} covers pods`)
  }
  const bff = deployments.find((d) => d.metadata.name === 'report-bff')!.spec.template.spec.containers[0]!
  t.equal(bff.readinessProbe?.httpGet?.path, '/readyz', 'readiness asks whether the upstream answers')
  t.equal(bff.livenessProbe?.httpGet?.path, '/healthz', 'liveness asks whether the process is up')
  const named = new Set((bff.ports ?? []).map((p) => p.name))
  t.ok(named.has(String(bff.readinessProbe?.httpGet?.port)) && named.has(String(bff.livenessProbe?.httpGet?.port)), 'the probes use the exposed port')
})

t.test('the ConfigMaps hold only variables their entry reads, with values it accepts', async (t) => {
  const maps = new Map(of<{ metadata: { name: string }; data: Record<string, string> }>('ConfigMap').map((m) => [m.metadata.name, m.data]))
  const deployments = of<DeploymentDoc>('Deployment')
  const entries = [
    { deployment: 'report-bff', keys: BFF_ENV_KEYS, load: (env: Record<string, string>) => loadConfig(env) },
    { deployment: 'report-renderer', keys: RENDERER_ENV_KEYS, load: (env: Record<string, string>) => loadRendererConfig(env) },
  ]
  for (const entry of entries) {
    const container = deployments.find((d) => d.metadata.name === entry.deployment)!.spec.template.spec.containers[0]!
    const fromMaps = Object.assign({}, ...(container.envFrom ?? []).map((from) => maps.get(from.configMapRef?.name ?? '') ?? {})) as Record<string, string>
    t.ok(Object.keys(fromMaps).length > 0, `${entry.deployment} gets its ConfigMap`)
    const env = { ...fromMaps, ...Object.fromEntries((container.env ?? []).map((v) => [v.name, v.value ?? SECRET_STAND_IN])) }
    t.same(Object.keys(env).filter((k) => !entry.keys.includes(k)), [], `${entry.deployment}: no variable the entry does not read`)
    t.doesNotThrow(() => entry.load(env), `${entry.deployment}: the entry accepts every value`)
  }
  const renderer = deployments.find((d) => d.metadata.name === 'report-renderer')!.spec.template.spec.containers[0]!
  t.same(renderer.command?.slice(-1), ['server/dist/renderer.js'], 'the renderer runs its compiled entry (scripts/server-build.mjs)')
})

t.test('the renderer key comes from one Secret, the same for the BFF and the renderers, and no manifest holds it', async (t) => {
  const deployments = of<DeploymentDoc>('Deployment')
  for (const name of ['report-bff', 'report-renderer']) {
    const container = deployments.find((d) => d.metadata.name === name)!.spec.template.spec.containers[0]!
    const key = (container.env ?? []).find((v) => v.name === 'RENDERER_CONSUMER_KEY')
    t.same(key?.valueFrom?.secretKeyRef, { name: 'report-renderer-key', key: 'RENDERER_CONSUMER_KEY' }, `${name}: from the Secret`)
  }
  const maps = of<{ data: Record<string, string> }>('ConfigMap')
  t.notOk(maps.some((m) => 'RENDERER_CONSUMER_KEY' in m.data), 'not in a ConfigMap')
  t.notOk(manifests.some((m) => JSON.stringify(m.doc).includes('reference-pdf-renderer')), 'the public demo key is nowhere')
  // Without the Secret's key the BFF would not start (config.ts): UPSTREAM_URL is the platform.
  t.throws(() => loadConfig(Object.assign({}, ...maps.filter((m) => 'UPSTREAM_URL' in m.data).map((m) => m.data))), /RENDERER_CONSUMER_KEY/)
})
