import t from 'tap'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import { firstBlocks } from '../../../client/src/features/reports/logic/first-blocks.ts'

const block = (kind: ReportBlock['kind'], id: string) => ({ kind, id }) as unknown as ReportBlock

const ids = (blocks: readonly ReportBlock[]) => blocks.map((b) => b.id)

t.test('the first frame draws the blocks up to and including the first table or chart; once painted, all', async (t) => {
  const dashboard = [block('stats', 'headline'), block('links', 'total-absent'), block('table', 'papers'), block('table', 'units'), block('chart', 'unit-means'), block('links', 'reports')]
  const cases: Array<[string, ReportBlock[], boolean, string[]]> = [
    ['the dashboard: headline, the absent link and 各科成绩 first', dashboard, false, ['headline', 'total-absent', 'papers']],
    ['the dashboard once painted', dashboard, true, ['headline', 'total-absent', 'papers', 'units', 'unit-means', 'reports']],
    ['a chart first', [block('chart', 'c'), block('table', 't')], false, ['c']],
    ['no table or chart: everything', [block('stats', 's'), block('links', 'l')], false, ['s', 'l']],
    ['no blocks', [], false, []],
  ]
  for (const [name, blocks, painted, expected] of cases) t.same(ids(firstBlocks(blocks, painted)), expected, name)
})
