// The tap suite's test files bundled by esbuild into .test-build/ (`npm run test:unit` runs this first), so
// that each test process loads one file of JavaScript instead of a thousand TypeScript modules through
// tsx's loader hooks: on Node 20 those hooks run off-thread, and starting a test that builds the BFF
// and the reference upstream cost about 6 s of CPU through them against 2 s from a bundle.
//
// Two things keep a bundle behaving as its sources: every `import.meta.url` is the source file's own URL
// (worker threads, fixtures and client/dist are found relative to it), and every package is imported by
// the absolute path it resolves to from the importing source (server/ has its own undici, client/ its own
// react), never from where the bundle sits. `npx tap path/to/x.test.ts` still runs one source file through tsx.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
export const TEST_BUILD_DIR = join(root, '.test-build')
/** Where the folder entries live: what tap-bundled.yaml runs. */
export const FOLDERS_DIR = join(TEST_BUILD_DIR, 'folders')
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

/**
 * One entry per test folder, importing that folder's bundles in turn: tap starts one process per entry.
 * A test process spends 4-5 s of CPU before its first assertion (loading fastify, ajv and the rest, and
 * tap's process-info hooks on every module), which was most of the suite's time at one process per file.
 * A file's tests still run in their file's order, one at a time; the files of a folder share a process
 * and its packages, but not our modules: each bundle holds its own copy of them (no code splitting), since
 * the reference upstream keeps its platform's state (settings versions, custom exams, sync runs …) in
 * module scope, and a file must start on a fresh platform as it did in a process of its own.
 */
function writeFolderEntries(entryPoints) {
  const byFolder = new Map()
  for (const file of entryPoints.toSorted()) {
    const folder = dirname(file)
    if (!byFolder.has(folder)) byFolder.set(folder, [])
    byFolder.get(folder).push(file)
  }
  const order = longestFirst([...byFolder.keys()])
  for (const [folder, files] of byFolder) {
    const entry = join(FOLDERS_DIR, String(order.indexOf(folder)).padStart(2, '0'), `${folder}.test.mjs`)
    mkdirSync(dirname(entry), { recursive: true })
    const imports = files.map((file) => `await import(${JSON.stringify(pathToFileURL(join(TEST_BUILD_DIR, file.replace(/\.ts$/, '.mjs'))).href)})`)
    writeFileSync(entry, `// ${folder}: ${files.length} test file(s) in one process (scripts/test-bundle.mjs).\n${imports.join('\n')}\n`)
  }
  return byFolder.size
}

/**
 * The folders in the order tap should start them: the longest first (by test-folder-seconds.json, a
 * quiet run's times), so that the last to finish is a short one. tap starts its files in the order of
 * their names, which put the longest folder (integration, 280 s of 2,100) among the last third: the
 * suite took 830 s on 3 jobs against 700 s of work each. A folder without a time counts as a minute.
 */
export function longestFirst(folders) {
  const seconds = JSON.parse(readFileSync(join(root, 'scripts/test-folder-seconds.json'), 'utf8'))
  const weight = (folder) => seconds[folder] ?? 60
  return folders.toSorted((a, b) => weight(b) - weight(a) || a.localeCompare(b))
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
    splitting: false, // each file its own module state; see writeFolderEntries
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false, // stacks still map to the sources; the maps without them are a tenth the size
    plugins: [sourcesAsThemselves],
    logLevel: 'warning',
  })
  const folders = writeFolderEntries(entryPoints)
  return { files: entryPoints.length, folders, ms: Math.round(performance.now() - started) }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, folders, ms } = await bundleTests()
  console.log(`bundled ${files} test files into ${relative(root, TEST_BUILD_DIR)}/, one entry per folder (${folders}), in ${ms} ms`)
}
