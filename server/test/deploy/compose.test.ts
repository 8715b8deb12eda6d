import t from 'tap'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { ENTRIES, builtFile } from '../../../scripts/server-build.mjs'
import { BFF_ENV_KEYS, loadConfig } from '../../src/config.ts'
import { loadRendererConfig, RENDERER_ENV_KEYS } from '../../src/renderer/renderer-config.ts'
import { deployNginxConf } from '../helpers/nginx.ts'

// Issue 22: deploy/compose.yaml (nginx, two BFF instances, Redis, the reference upstream, two renderers)
// hangs together. No Docker engine runs here, so what compose would only find out at `up` is checked:
// every variable is one its entry reads with a value it accepts, every command runs a file the build
// makes, nginx sends to the BFF services that exist, and nginx accepts its configuration.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const DEPLOY = join(ROOT, 'deploy')

interface ServiceDoc { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; depends_on?: unknown; deploy?: { replicas?: number } }
const composeText = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8')
/** The key compose takes from the deployer's environment (`${RENDERER_CONSUMER_KEY:?…}`), as it would substitute it. */
const DEPLOYER_KEY = 'deployer-chosen-renderer-key-0123'
const compose = parse(composeText.replace(/\$\{RENDERER_CONSUMER_KEY:\?[^}]*\}/g, DEPLOYER_KEY), { merge: true }) as { services: Record<string, ServiceDoc> }
const services = compose.services
const nginxConf = readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8')

t.test('the services a district runs: nginx, two BFF instances on one Redis, two renderers, an upstream', async (t) => {
  t.same(Object.keys(services).sort(), ['bff-1', 'bff-2', 'nginx', 'redis', 'renderer', 'upstream'])
  t.equal(services.renderer!.deploy?.replicas, 2, 'two renderer workers')
  for (const [name, service] of Object.entries(services)) t.ok(service.image ?? service.build, `${name} has an image`)
  t.ok(services['bff-1']!.build, 'the BFF image is built from the repository')
  t.same(services['bff-1']!.environment, services['bff-2']!.environment, 'both instances are configured alike')
  t.match(services['bff-1']!.environment!.REDIS_URL, /^redis:\/\/redis:/, 'they share the redis service')
})

t.test('every variable is one its entry reads, with a value it accepts', async (t) => {
  for (const name of ['bff-1', 'bff-2']) {
    const env = services[name]!.environment!
    t.same(Object.keys(env).filter((k) => !BFF_ENV_KEYS.includes(k)), [], `${name}: no unknown variable`)
    const config = loadConfig(env)
    t.equal(config.host, '0.0.0.0', `${name} listens beyond the container`)
    t.equal(config.trustProxy, true, `${name} trusts nginx's forwarded addresses`)
  }
  const renderer = services.renderer!.environment!
  t.same(Object.keys(renderer).filter((k) => !RENDERER_ENV_KEYS.includes(k)), [], 'renderer: no unknown variable')
  t.equal(loadRendererConfig(renderer).bffUrl, 'http://nginx:8080', 'renderers print through nginx')
})

t.test('the renderer key comes from the deployer, one for the upstream, the BFFs and the renderers; never the demo key', async (t) => {
  t.match(composeText, /\$\{RENDERER_CONSUMER_KEY:\?/, 'compose refuses to start without it')
  t.notMatch(composeText, /reference-pdf-renderer/, 'the public demo key is nowhere')
  for (const name of ['bff-1', 'bff-2', 'renderer', 'upstream']) t.equal(services[name]!.environment!.RENDERER_CONSUMER_KEY, DEPLOYER_KEY, name)
  t.equal(loadConfig(services['bff-1']!.environment!).rendererConsumerKey, DEPLOYER_KEY, 'the BFF takes it')
  t.equal(loadRendererConfig(services.renderer!.environment!).consumerKey, DEPLOYER_KEY, 'the renderers send it')
})

t.test('every command runs a file the production build makes', async (t) => {
  const built = new Set(ENTRIES.map((e) => relative(ROOT, builtFile(e.out, e.name))))
  for (const [name, service] of Object.entries(services)) {
    if (!service.command || service.image?.startsWith('redis')) continue
    const file = service.command.find((part) => part.endsWith('.js'))
    t.ok(file && built.has(file), `${name} runs ${file}, which scripts/server-build.mjs builds`)
  }
})

t.test('nginx sends to the BFF services and accepts its configuration', async (t) => {
  const servers = [...nginxConf.matchAll(/^\s*server ([\w-]+):(\d+)/gm)].map((m) => [m[1], Number(m[2])] as const)
  t.same(servers.map(([host]) => host).sort(), ['bff-1', 'bff-2'])
  for (const [host, port] of servers) t.equal(loadConfig(services[host!]!.environment!).port, port, `${host} listens on ${port}`)
  t.match(nginxConf, /client_max_body_size 12m;/, 'a 10 MB custom import passes nginx')

  // nginx -t on the same file with loopback servers (the compose names do not resolve here).
  const dir = mkdtempSync(join(tmpdir(), 'test-nginx-conf-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, deployNginxConf(dir, ['127.0.0.1:3001', '127.0.0.1:3002'], 18080))
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' })
  t.equal(check.status, 0, `nginx -t: ${check.stderr}`)
})
