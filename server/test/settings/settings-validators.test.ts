// The shared settings validators (contracts/src/validators/settings.ts), table by table: issue 19 "lines
// ordered (excellent > good > pass > low), within the full score, steps positive, cut-offs increasing";
// analytics.md "every line is a per-subject setting"; spec 2 §9 level options 5, 8, 11, 21.
import t from 'tap'
import { SETTINGS_MESSAGES as M, validateSettingsPage } from '@report/contracts/validators/settings'

const line = (l: Partial<{ excellent: number; good: number; pass: number; low: number }>, mode: 'ratio' | 'score' = 'ratio', effective = { mode: 'ratio', value: 15 }) => ({
  mode,
  subjects: [{ subject: '总分', full: 250, excellent: 85, good: 70, pass: 60, low: 40 }, { subject: '数学', full: 150, excellent: 85, good: 70, pass: 60, low: 40, ...l }],
  effective,
})

const cases: [string, Parameters<typeof validateSettingsPage>[0], unknown, { path: string; message: string }[]][] = [
  ['default lines pass', 'lineScore', line({}), []],
  ['excellent must be above good', 'lineScore', line({ excellent: 70 }), [{ path: 'subjects/1/excellent', message: M.excellentAboveGood }]],
  ['good must be above pass', 'lineScore', line({ good: 55 }), [{ path: 'subjects/1/good', message: M.goodAbovePass }]],
  ['pass must be above low', 'lineScore', line({ low: 60 }), [{ path: 'subjects/1/pass', message: M.passAboveLow }]],
  ['a ratio above 100 %', 'lineScore', line({ excellent: 120 }), [{ path: 'subjects/1/excellent', message: M.ratioRange }]],
  ['a score above the full score', 'lineScore', line({ excellent: 151, good: 120, pass: 90, low: 60 }, 'score'), [{ path: 'subjects/1/excellent', message: '不能超过满分 150 分' }]],
  ['a score at the full score is fine', 'lineScore', line({ excellent: 150, good: 120, pass: 90, low: 60 }, 'score'), []],
  ['a negative line', 'lineScore', line({ low: -1 }), [{ path: 'subjects/1/low', message: M.negative }]],
  ['a line not typed yet', 'lineScore', line({ good: NaN }), [{ path: 'subjects/1/good', message: M.notNumber }]],
  ['有效分 line: a share above 0 (issue 31 item 8)', 'lineScore', line({}, 'ratio', { mode: 'ratio', value: 0 }), [{ path: 'effective/value', message: M.effectiveRatio }]],
  ['有效分 line: a share up to 100 %', 'lineScore', line({}, 'ratio', { mode: 'ratio', value: 101 }), [{ path: 'effective/value', message: M.effectiveRatio }]],
  ['有效分 line: a 总分 within its full score', 'lineScore', line({}, 'ratio', { mode: 'score', value: 251 }), [{ path: 'effective/value', message: '不能超过总分满分 250 分' }]],
  ['有效分 line: the full 总分 is fine', 'lineScore', line({}, 'ratio', { mode: 'score', value: 250 }), []],
  ['有效分 line: not typed yet', 'lineScore', line({}, 'ratio', { mode: 'score', value: NaN }), [{ path: 'effective/value', message: M.notNumber }]],
  ['有效分 line missing: the shape is incomplete', 'lineScore', { mode: 'ratio', subjects: [] }, [{ path: '', message: M.shape }]],
  ['step positive', 'segment', { subjects: [{ subject: '数学', full: 150, step: 0, start: 0 }] }, [{ path: 'subjects/0/step', message: M.stepPositive }]],
  ['step making 300 segments', 'segment', { subjects: [{ subject: '数学', full: 150, step: 0.5, start: 0 }] }, [{ path: 'subjects/0/step', message: M.tooManySegments }]],
  ['start at the full score', 'segment', { subjects: [{ subject: '数学', full: 150, step: 10, start: 150 }] }, [{ path: 'subjects/0/start', message: M.startBelowFull }]],
  ['cut-offs increasing', 'rankScale', { cutoffs: [50, 100, 100] }, [{ path: 'cutoffs/2', message: M.cutoffIncreasing }]],
  ['cut-offs whole and positive', 'rankScale', { cutoffs: [0, 10.5] }, [{ path: 'cutoffs/0', message: M.cutoffInteger }, { path: 'cutoffs/1', message: M.cutoffInteger }]],
  ['no cut-off', 'rankScale', { cutoffs: [] }, [{ path: 'cutoffs', message: M.cutoffCount }]],
  ['borderline window positive', 'importantStudent', { totalWindow: 0, subjectWindow: 5, topCount: 50, bottomCount: 50, weakGapPercent: 20 }, [{ path: 'totalWindow', message: M.windowPositive }]],
  ['weak gap in range', 'importantStudent', { totalWindow: 10, subjectWindow: 5, topCount: 50, bottomCount: 50, weakGapPercent: 0 }, [{ path: 'weakGapPercent', message: M.gapRange }]],
  ['level count 5/8/11/21', 'levelGrade', { count: 8 }, []],
  ['level count other', 'levelGrade', { count: 7 }, [{ path: '', message: M.shape }]],
  ['ranking needs a scope', 'ranking', { scopes: [], visibility: [] }, [{ path: 'scopes', message: M.scopesEmpty }]],
  ['contrast exam count', 'contrast', { examCount: 11, metrics: ['mean'] }, [{ path: 'examCount', message: M.examCount }]],
  ['class type names unique', 'classType', { types: [{ name: '实验班', classes: '1班' }, { name: '实验班', classes: '2班' }] }, [{ path: 'types/1/name', message: M.typeNameRepeat }]],
  ['a class in two types is refused (issue 19 classType)', 'classType', { types: [{ name: '实验班', classes: '1,2,3' }, { name: '普通班', classes: '3班,4班' }] }, [{ path: 'types/1/classes', message: '3班已属于实验班，一个班级只能属于一个类型' }]],
  ['a class named twice in one type is fine', 'classType', { types: [{ name: '实验班', classes: '1班、1, 高二(2)班' }, { name: '普通班', classes: '其余班级' }] }, []],
  ['a class type word that names no class', 'classType', { types: [{ name: '实验班', classes: '1,火箭' }] }, [{ path: 'types/0/classes', message: '无法识别的班级：火箭' }]],
  ['a clash with a type not named yet names it by its place', 'classType', { types: [{ name: '', classes: '1' }, { name: '普通班', classes: '1' }] }, [{ path: 'types/0/name', message: M.typeNameEmpty }, { path: 'types/1/classes', message: '1班已属于类型 1，一个班级只能属于一个类型' }]],
  ['其余班级 in two types', 'classType', { types: [{ name: '实验班', classes: '其余班级' }, { name: '普通班', classes: '其余班级' }] }, [{ path: 'types/1/classes', message: '其余班级已属于实验班' }]],
  ['grading needs a subject', 'gradingScore', { rule: 'default13', includeZero: true, subjects: [{ subject: '数学', enabled: false }] }, [{ path: 'subjects', message: M.gradingSubjects }]],
  ['values of another page', 'segment', { cutoffs: [1] }, [{ path: '', message: M.shape }]],
]

for (const [name, page, values, problems] of cases) {
  t.test(name, async (t) => {
    const v = validateSettingsPage(page, values)
    t.same(v.problems, problems)
    t.equal(v.ok, problems.length === 0)
  })
}
