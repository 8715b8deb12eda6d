import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import t from 'tap'
import { exited, freePort, packageDirFrom, processArgs, productionEnv, ROOT, runNode, startNode, tempBuildDir, waitForHealth } from './processes.ts'

// Issue 14 item 4: production runs compiled JavaScript with source maps, not TypeScript through tsx.
t.test('the server build writes each entry with its source map, and the compiled BFF answers /healthz without tsx', async (t) => {
  const dir = tempBuildDir(t)
  const port = await freePort()
  await runNode(['scripts/server-build.mjs'], productionEnv(port, { SERVER_BUILD_DIR: dir }))

  const main = join(ROOT, 'server', dir, 'main.js')
  t.ok(existsSync(main), 'server/dist/main.js')
  t.ok(existsSync(join(ROOT, 'fixtures', dir, 'main.js')), 'fixtures/dist/main.js (the reference upstream alone)')
  const code = readFileSync(main, 'utf8')
  t.match(code, /\/\/# sourceMappingURL=main\.js\.map\s*$/, 'the bundle links its source map')
  const map = JSON.parse(readFileSync(`${main}.map`, 'utf8')) as { sources: string[] }
  const sources = map.sources.map((s) => resolve(dirname(main), s))
  t.ok(sources.includes(join(ROOT, 'server', 'src', 'main.ts')), 'the map leads back to server/src/main.ts')
  t.ok(sources.includes(join(ROOT, 'contracts', 'src', 'envelope.ts')), 'the workspace packages are in the bundle')
  t.notMatch(code, /from ["']@report\//, 'no import of a workspace package is left for run time')
  t.notMatch(code, /from ["'][^"']+\.ts["']/, 'no import of a .ts file is left for run time')

  // The root's node_modules holds an undici of another major than the server's own (server/node_modules):
  // a bundle placed outside server/ ran with the wrong one.
  const specifiers = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!).filter((p) => !p.startsWith('node:'))
  const packages = new Set(specifiers.map((p) => p.split('/').slice(0, p.startsWith('@') ? 2 : 1).join('/')))
  t.ok(packages.has('undici'), 'undici is imported at run time')
  const source = join(ROOT, 'server', 'src', 'main.ts')
  for (const name of packages) {
    t.equal(packageDirFrom(main, name), packageDirFrom(source, name), `${name} resolves from the bundle as from the sources`)
  }

  const server = startNode(t, ['--enable-source-maps', main], productionEnv(port))
  t.equal(await waitForHealth(port, server), 200, 'GET /healthz 200 from the embedded-upstream start')
  const { argv, nodeOptions } = processArgs(server.pid!)
  t.same(argv.slice(1), ['--enable-source-maps', main], 'the process runs the compiled file')
  t.notOk([...argv, nodeOptions].some((a) => a.includes('tsx')), 'no tsx loader in its arguments or NODE_OPTIONS')

  server.kill('SIGTERM')
  t.same(await exited(server), { code: 0, signal: null }, 'stops cleanly on SIGTERM')
})
