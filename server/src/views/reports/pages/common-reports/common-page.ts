import { formatNumber } from '../../../../domain/tables/format-number.ts'
import { definePage } from '../../define.ts'
import { dashboardOf, derivedOf } from '../dashboard/dashboard-data.ts'
import { COMMON_CHILDREN, COMMON_MORE, reportLinks } from '../report-links.ts'
import { unitLabel } from '../filters.ts'

/** common (常用报表): what each common report answers, under a few figures of the exam as this user sees it. */
export const commonPage = definePage({
  route: 'common',
  title: '常用报表',
  notes: ['headcount', 'absent', 'totalScore', 'mean'],
  tables: [],
  async build(ctx) {
    const data = await dashboardOf(ctx)
    const { figures } = derivedOf(data)
    const total = figures.papers.find((p) => p.pindex === 0)
    return {
      filters: [],
      blocks: [
        {
          kind: 'stats',
          id: 'exam',
          title: figures.source === 'units' ? figures.name : '本次考试',
          items: [
            { label: '参考人数', value: formatNumber(total?.total ?? null, { kind: 'integer' }) },
            { label: '未考人数', value: formatNumber(total?.absent ?? null, { kind: 'integer' }) },
            { label: '考试科目', value: data.papers.filter((p) => p.pindex !== 0).length },
            { label: `${unitLabel(data.level)}数`, value: data.units.length },
            { label: '总分平均分', value: formatNumber(total?.mean ?? null), hint: `满分 ${formatNumber(data.papers.find((p) => p.pindex === 0)?.manfen ?? null)}` },
          ],
        },
        reportLinks(ctx, 'reports', '常用报表', COMMON_CHILDREN),
        reportLinks(ctx, 'more', '成绩与学生', COMMON_MORE),
      ],
    }
  },
})
