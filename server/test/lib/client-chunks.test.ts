// The chunks a lazy client module needs, from Vite's build manifest: a route's document names them so
// the browser fetches them with the entry, not one after another (issue 34).
import t from 'tap'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ClientChunks } from '../../src/lib/client-chunks.ts'

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_shared-1.js'], dynamicImports: ['src/exam.tsx'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  'src/exam.tsx': { file: 'assets/exam-1.js', isDynamicEntry: true, imports: ['_react-1.js', 'index.html', '_frame-1.js'], dynamicImports: ['src/page.tsx'] },
  '_frame-1.js': { file: 'assets/frame-1.js', imports: ['_shared-1.js', '_style-1.css'] },
  '_style-1.css': { file: 'assets/style-1.css' },
  'src/page.tsx': { file: 'assets/page-1.js', isDynamicEntry: true, imports: ['_frame-1.js', '_view-1.js'] },
  '_view-1.js': { file: 'assets/view-1.js', imports: ['_view-1.js'] },
}

t.test("a module's chunk and those it imports, less the entry's, each once", async (t) => {
  const chunks = new ClientChunks(MANIFEST, '/report')
  t.same(chunks.preloads(['src/exam.tsx']), ['/report/assets/exam-1.js', '/report/assets/frame-1.js'])
  t.same(chunks.preloads(['src/exam.tsx', 'src/page.tsx']), ['/report/assets/exam-1.js', '/report/assets/frame-1.js', '/report/assets/page-1.js', '/report/assets/view-1.js'])
  t.same(chunks.preloads(['src/renamed.tsx']), [], 'a module the build does not have preloads nothing')
})

t.test('read from a build: its manifest, or none', async (t) => {
  const dist = mkdtempSync(join(tmpdir(), 'client-chunks-'))
  t.same(ClientChunks.read(dist, '/report').preloads(['src/exam.tsx']), [], 'no manifest')
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{not json')
  t.same(ClientChunks.read(dist, '/report').preloads(['src/exam.tsx']), [], 'a broken manifest')
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t.same(ClientChunks.read(dist, '/report').preloads(['src/exam.tsx']), ['/report/assets/exam-1.js', '/report/assets/frame-1.js'])
  // Past 4 MiB a manifest is not read whole (valid JSON, padded): none.
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST) + ' '.repeat(4 * 1024 * 1024))
  t.same(ClientChunks.read(dist, '/report').preloads(['src/exam.tsx']), [], 'a manifest past its bound')
  rmSync(join(dist, '.vite', 'manifest.json'))
  mkdirSync(join(dist, '.vite', 'manifest.json'))
  t.same(ClientChunks.read(dist, '/report').preloads(['src/exam.tsx']), [], 'a manifest that is no file')
})
