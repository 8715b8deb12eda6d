import t from 'tap'
import { cohortChoices } from '../../../src/domain/exams/cohort-choices.ts'

const c = (cohortKey: string, cohortLabel: string) => ({ cohortKey, cohortLabel })

t.test('cohortChoices: one entry per cohort, stage by stage, the youngest cohort first (issue 33 item 10: 2025, 2026, 2024, 2023)', async (t) => {
  const cases: [string, ReturnType<typeof c>[], string[]][] = [
    ['the walk: newest exams listed first put 2025 before 2026', [c('高中|2025', '高中2025级'), c('高中|2026', '高中2026级'), c('高中|2025', '高中2025级'), c('高中|2024', '高中2024级'), c('高中|2023', '高中2023级')], ['高中2026级', '高中2025级', '高中2024级', '高中2023级']],
    ['the city: 高中, then 初中, then 小学', [c('小学|2021', '小学2021级'), c('初中|2024', '初中2024级'), c('高中|2024', '高中2024级'), c('初中|2026', '初中2026级')], ['高中2024级', '初中2026级', '初中2024级', '小学2021级']],
    ['a grade the cohort table does not know comes last', [c('培优班|2026', '培优班（2026学年）'), c('高中|2025', '高中2025级')], ['高中2025级', '培优班（2026学年）']],
    ['nothing listed', [], []],
  ]
  for (const [name, items, want] of cases) t.same(cohortChoices(items).map((x) => x.label), want, name)
  t.same(cohortChoices([c('高中|2025', '高中2025级')]), [{ key: '高中|2025', label: '高中2025级' }], 'keys kept')
})
