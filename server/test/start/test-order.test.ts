import { readFileSync } from 'node:fs'
import t from 'tap'
import { longestFirst } from '../../../scripts/test-bundle.mjs'

// Issue 29: tap starts its files by name; the bundler names the folder entries so that the longest start first.
const seconds = JSON.parse(readFileSync(new URL('../../../scripts/test-folder-seconds.json', import.meta.url), 'utf8')) as Record<string, number>

t.test('the longest folders start first, and a folder without a time counts as a minute', async (t) => {
  t.same(longestFirst(['server/test/domain/metrics', 'server/test/reports', 'server/test/new-area', 'server/test/integration']), [
    'server/test/integration',
    'server/test/reports',
    'server/test/new-area',
    'server/test/domain/metrics',
  ])
  t.ok(seconds['server/test/integration']! > 60 && seconds['server/test/domain/metrics']! < 60, 'the times the table assumes')
})
