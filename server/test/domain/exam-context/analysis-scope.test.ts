// Table tests for spec 1 §4 "Analysis scope: Analysis level depends on analyzeType and compareType (all,
// county, school) and yields scope 0 all, 1 school, 3 county, 4 area. Area level codes: 21 counties, 22
// itself, 10 school, otherwise none. Zouban (layered-class) flag is true when exam source is 25." (§9: area
// level codes 21, 22, 10.) The spec gives the codes, not the table; the table below is ours and documented
// beside analysisScope.
import t from 'tap'
import { analysisScope, isZouban } from '../../../src/domain/exam-context/analysis-scope.ts'
import type { AnalyzeType, CompareType } from '../../../src/domain/exam-context/three-level-navbar.ts'

t.test('analysisScope table', async (t) => {
  const rows: Array<[AnalyzeType, CompareType, number, number | null]> = [
    ['all', 'all', 0, null],
    ['all', 'county', 4, 21],
    ['all', 'school', 4, 10],
    ['county', 'all', 3, 22],
    ['county', 'county', 3, 22],
    ['county', 'school', 3, 10],
    ['school', 'all', 1, null],
    ['school', 'county', 1, null],
    ['school', 'school', 1, null],
  ]
  for (const [analyzeType, compareType, level, areaLevel] of rows) t.same(analysisScope(analyzeType, compareType), { level, areaLevel }, `${analyzeType}/${compareType}`)
})

t.test('isZouban table (§4 source 25)', async (t) => {
  const plain = { from: 'X', classify: 'norm', isZb: false }
  const rows: Array<[ref: string, exam: Parameters<typeof isZouban>[0], want: boolean]> = [
    ['§4 source 25', { ...plain, source: 25 }, true],
    ['another source', { ...plain, source: 24 }, false],
    ['a numeric source decides alone', { ...plain, isZb: true, source: 1 }, false],
    ['no source: layered tag Z', { ...plain, from: 'Z' }, true],
    ['no source: classify zb', { ...plain, classify: 'zb' }, true],
    ['no source: isZb', { ...plain, isZb: true }, true],
    ['no source: from "25"', { ...plain, from: '25' }, true],
    ['ordinary school exam', plain, false],
    ['joint exam', { ...plain, from: 'L' }, false],
  ]
  for (const [ref, exam, want] of rows) t.equal(isZouban(exam), want, ref)
})
