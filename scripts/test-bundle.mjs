// The tap suite's test files bundled by esbuild into .test-build/ (`npm run test:unit` runs this first), so
// that each test process loads one file of JavaScript instead of a thousand TypeScript modules through
// tsx's loader hooks: on Node 20 those hooks run off-thread, and starting a test that builds the BFF
// and the reference upstream cost about 6 s of CPU through them against 2 s from a bundle.
//
// Two things keep a bundle behaving as its sources: every `import.meta.url` is the source file's own URL
// (worker threads, fixtures and client/dist are found relative to it), and every package is imported by
// the absolute path it resolves to from the importing source (server/ has its own undici, client/ its own
// react), never from where the bundle sits. `npx tap path/to/x.test.ts` still runs one source file through tsx.
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
export const TEST_BUILD_DIR = join(root, '.test-build')
const TEST_ROOTS = ['contracts/test', 'fixtures/test', 'server/test']
const builtins = new Set(builtinModules)

function testFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return testFiles(path)
    return e.isFile() && e.name.endsWith('.test.ts') ? [path] : []
  })
}

const sourcesAsThemselves = {
  name: 'sources-as-themselves',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === 'package' || args.path.startsWith('@report/')) return undefined
      if (args.path.startsWith('node:') || builtins.has(args.path.split('/')[0])) return { path: args.path, external: true }
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'package' })
      if (found.errors.length > 0) return { errors: found.errors }
      return { path: pathToFileURL(found.path).href, external: true }
    })
    // Our scripts too (scripts/*.mjs find the repository from their own URL), not only the TypeScript.
    b.onLoad({ filter: /\.(tsx?|mjs)$/ }, (args) => {
      if (args.path.includes(`${join('node_modules', '')}`)) return undefined
      const source = readFileSync(args.path, 'utf8')
      const contents = source.includes('import.meta.url') ? source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)) : source
      return { contents, loader: args.path.endsWith('.mjs') ? 'js' : args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

export async function bundleTests() {
  const started = performance.now()
  rmSync(TEST_BUILD_DIR, { recursive: true, force: true })
  const entryPoints = TEST_ROOTS.flatMap(testFiles)
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: TEST_BUILD_DIR,
    outbase: root,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [sourcesAsThemselves],
    logLevel: 'warning',
  })
  return { files: entryPoints.length, ms: Math.round(performance.now() - started) }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, ms } = await bundleTests()
  console.log(`bundled ${files} test files into ${relative(root, TEST_BUILD_DIR)}/ in ${ms} ms`)
}
