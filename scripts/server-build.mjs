// The production build of the server side: each entry bundled by esbuild into one ESM file with its
// source map in its workspace's dist/, run with `node --enable-source-maps`. `npm run build:server` runs this file.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, stop } from 'esbuild'
import { newestMtime, oldestMtime } from './newest-mtime.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// The output folder inside each workspace; tests set a folder of their own (dist/test-…), never the dist/ in use.
const OUT_DIR = process.env.SERVER_BUILD_DIR ?? 'dist'

/**
 * What is built: `out` is the workspace, the bundle is <workspace>/dist/<name>.js (`main` unless named).
 * Inside its workspace a bundle resolves packages as its sources do: server/node_modules holds the
 * server's own undici 7 while the root's node_modules has another major that a dev tool pulls in. At
 * the sources' depth, app.ts's default `new URL('../../client/dist', import.meta.url)` still finds the
 * client build. The PDF renderer is the server workspace's second entry (server/dist/renderer.js).
 */
export const ENTRIES = [
  { in: 'server/src/main.ts', out: 'server' },
  { in: 'server/src/renderer/main.ts', out: 'server', name: 'renderer' },
  { in: 'fixtures/src/main.ts', out: 'fixtures' },
  // The embedded reference upstream's worker thread (server/src/embedded-upstream.ts).
  { in: 'fixtures/src/upstream/thread.ts', out: 'fixtures', name: 'upstream-thread' },
  // The reference upstream's statistics thread, beside the bundles that start it (fixtures/src/scores/statistics-at-publish.ts).
  { in: 'fixtures/src/scores/statistics-thread.ts', out: 'fixtures', name: 'statistics-thread' },
]

const SOURCES = ['server/src', 'contracts/src', 'fixtures/src', 'server/package.json', 'tsconfig.base.json', 'scripts/server-build.mjs'].map((p) => join(root, p))

/** The file a built entry runs from. */
export function builtFile(out, name = 'main') {
  return join(root, out, OUT_DIR, `${name}.js`)
}

// The workspaces (@report/*) are TypeScript sources and go into the bundle; every other package stays
// an import, resolved from node_modules at run time like any dependency.
const workspacesInlined = {
  name: 'workspaces-inlined',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@report/') ? undefined : { path: args.path, external: true },
    )
  },
}

function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * The runtime image installs the server's production dependencies only: an import of anything else
 * (a dev dependency, or one only a workspace declares) would build here and fail there.
 */
function checkExternals(metafile) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'))
  const builtins = new Set(builtinModules)
  const missing = new Set()
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue
      const name = packageName(imported.path)
      if (!(name in dependencies)) missing.add(name)
    }
  }
  if (missing.size > 0) throw new Error(`the build imports packages that server/package.json does not depend on: ${[...missing].join(', ')}`)
}

/** Builds every entry (or those given) into dist/. */
export async function buildServer(entries = ENTRIES) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries.map((e) => ({ in: e.in, out: join(e.out, OUT_DIR, e.name ?? 'main') })),
    outdir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [workspacesInlined],
  })
  // esbuild's service process would otherwise stay beside the server for the launcher's lifetime.
  await stop()
  checkExternals(result.metafile)
}

/** The sources newer than the oldest output, relative to the root (every source when an output is missing). */
export function staleSources(entries = ENTRIES) {
  const builtAt = oldestMtime(entries.map((e) => builtFile(e.out, e.name)))
  return SOURCES.filter((s) => builtAt === 0 || newestMtime(s) > builtAt).map((s) => relative(root, s))
}

/** Builds when an output is missing or a source is newer than the oldest output. */
export async function ensureServerBuild(entries = ENTRIES) {
  if (staleSources(entries).length === 0) return
  process.stdout.write('building the server…\n')
  await buildServer(entries)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer()
