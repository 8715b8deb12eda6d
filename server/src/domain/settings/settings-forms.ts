import type { SettingsField, SettingsSection } from '@report/contracts/bff/settings'
import type { IndicatorConfig, SettingsPage } from '@report/contracts/upstream/settings'
import { PAGE_META } from './settings-menu.ts'

// One page's form, field by field: each input names the path in the page's values that it edits and
// where the shared validators report, and a label that says subject and line (also its aria-label).

const DISPLAY_OPTIONS = [
  { value: 'rank', label: '显示名次' },
  { value: 'level', label: '显示等级' },
  { value: 'hidden', label: '不显示' },
]
const STAGE_LABELS = { primary: '小学（1–6 年级）', junior: '初中（7–9 年级）', senior: '高中' } as const
const RULE_OPTIONS = [
  { value: 'default13', label: '默认 13 级' },
  { value: 'zhejiang', label: '浙江 21 级' },
  { value: 'shanghai', label: '上海 11 级' },
  { value: 'beijing', label: '北京 21 级' },
  { value: 'tianjin', label: '天津 21 级' },
  { value: 'shandong', label: '山东 8 级' },
  { value: 'r312', label: '3+1+2 五级' },
]

const section = (title: string, fields: SettingsField[], description: string | null = null): SettingsSection => ({ title, description, fields, table: null })
const tableSection = (title: string, columns: string[], rows: { label: string; fields: SettingsField[] }[], description: string | null = null): SettingsSection => ({
  title,
  description,
  fields: [],
  table: { columns, rows },
})

type Builders = { [P in SettingsPage]: (c: IndicatorConfig[P]) => SettingsSection[] }

const BUILDERS: Builders = {
  ranking: (c) => [
    section('报告显示的排名', [
      { kind: 'choices', path: 'scopes', label: '排名范围', options: [
        { value: 'all', label: '全体排名' },
        { value: 'county', label: '区县排名' },
        { value: 'school', label: '校内排名' },
        { value: 'class', label: '班级排名' },
      ] },
    ]),
    tableSection('名次可见性', ['学段', '教师', '学生及家长'], c.visibility.map((v, i) => ({
      label: STAGE_LABELS[v.stage],
      fields: [
        { kind: 'select', path: `visibility/${i}/teacher`, label: `${STAGE_LABELS[v.stage]} 教师`, options: DISPLAY_OPTIONS },
        { kind: 'select', path: `visibility/${i}/student`, label: `${STAGE_LABELS[v.stage]} 学生及家长`, options: DISPLAY_OPTIONS },
      ],
    }))),
  ],
  contrast: () => [
    section('历次对比', [
      { kind: 'number', path: 'examCount', label: '对比考试数', suffix: '次' },
      { kind: 'choices', path: 'metrics', label: '对比指标', options: [
        { value: 'mean', label: '平均分' },
        { value: 'excellentRate', label: '优秀率' },
        { value: 'goodRate', label: '良好率' },
        { value: 'passRate', label: '及格率' },
        { value: 'rank', label: '名次' },
      ] },
    ]),
  ],
  summary: () => [
    section('综合报表', [
      { kind: 'switch', path: 'showDiagnosis', label: '显示总体诊断' },
      { kind: 'switch', path: 'showTopStudents', label: '显示前列学生' },
      { kind: 'number', path: 'topStudentCount', label: '前列学生人数', suffix: '人' },
    ]),
  ],
  segment: (c) => [
    tableSection('各科分数段', ['科目', '步长', '起始分'], c.subjects.map((s, i) => ({
      label: `${s.subject}（满分 ${s.full}）`,
      fields: [
        { kind: 'number', path: `subjects/${i}/step`, label: `${s.subject} 步长`, suffix: '分' },
        { kind: 'number', path: `subjects/${i}/start`, label: `${s.subject} 起始分`, suffix: '分' },
      ],
    }))),
  ],
  rankScale: () => [section('名次段', [{ kind: 'number-list', path: 'cutoffs', label: '分界名次', itemLabel: '前', suffix: '名' }], '例如 50、100、200：统计前 50 名、51–100 名、101–200 名的人数。')],
  classType: (c) => [
    tableSection('班级类型', ['类型名称', '包含班级'], c.types.map((_t, i) => ({
      label: `类型 ${i + 1}`,
      fields: [
        { kind: 'text', path: `types/${i}/name`, label: `类型 ${i + 1} 名称` },
        { kind: 'text', path: `types/${i}/classes`, label: `类型 ${i + 1} 包含班级` },
      ],
    }))),
  ],
  gradingScore: (c) => gradingSections(c),
  groupGradingScore: (c) => gradingSections(c),
  lineScore: (c) => {
    const suffix = c.mode === 'ratio' ? '%' : '分'
    return [
      section('设置方式', [{ kind: 'select', path: 'mode', label: '分数线按', options: [{ value: 'ratio', label: '满分的百分比' }, { value: 'score', label: '分数' }] }]),
      tableSection('各科分数线', ['科目', '优秀线', '良好线', '及格线', '低分线'], c.subjects.map((s, i) => ({
        label: `${s.subject}（满分 ${s.full}）`,
        fields: (['excellent', 'good', 'pass', 'low'] as const).map((k) => ({
          kind: 'number' as const,
          path: `subjects/${i}/${k}`,
          label: `${s.subject} ${LINE_LABELS[k]}`,
          suffix,
          suffixBy: { path: 'mode', suffixes: { ratio: '%', score: '分' } },
        })),
      })), '优秀、良好、及格为大于等于该线，低分为低于该线。'),
      section('有效分', [
        { kind: 'select', path: 'effective/mode', label: '总分线按', options: [{ value: 'ratio', label: '总分前百分比' }, { value: 'score', label: '总分分数' }] },
        { kind: 'number', path: 'effective/value', label: '总分线', suffix: c.effective.mode === 'ratio' ? '%' : '分', suffixBy: { path: 'effective/mode', suffixes: { ratio: '%', score: '分' } } },
      ], '有效分分析的总分线：按比例时取总分前该比例学生中的最低分；各科有效分按总分上线比例匹配。'),
    ]
  },
  levelGrade: () => [
    section('成绩等级', [{ kind: 'select', path: 'count', label: '等级个数', numeric: true, options: [5, 8, 11, 21].map((n) => ({ value: String(n), label: `${n} 级` })) }]),
  ],
  importantStudent: () => [
    section('临界生', [
      { kind: 'number', path: 'totalWindow', label: '总分上下浮动', suffix: '分' },
      { kind: 'number', path: 'subjectWindow', label: '单科上下浮动', suffix: '分' },
    ], '档次线上下浮动范围内的学生为临界生（线 − 浮动 ≤ 分数 < 线 + 浮动）。'),
    section('重点学生', [
      { kind: 'number', path: 'topCount', label: '尖子生人数', suffix: '人' },
      { kind: 'number', path: 'bottomCount', label: '后进生人数', suffix: '人' },
      { kind: 'number', path: 'weakGapPercent', label: '短板学科名次差距', suffix: '% 的考生人数' },
    ]),
  ],
}

const LINE_LABELS = { excellent: '优秀线', good: '良好线', pass: '及格线', low: '低分线' } as const

function gradingSections(c: IndicatorConfig['gradingScore']): SettingsSection[] {
  return [
    section('赋分规则', [
      { kind: 'select', path: 'rule', label: '默认规则', options: RULE_OPTIONS },
      { kind: 'switch', path: 'includeZero', label: '包含 0 分考生' },
    ]),
    section('赋分科目', c.subjects.map((s, i) => ({ kind: 'switch' as const, path: `subjects/${i}/enabled`, label: s.subject }))),
  ]
}

/** settingsSections(page, values) = the form of the page over its current values. */
export function settingsSections<P extends SettingsPage>(page: P, values: IndicatorConfig[P]): SettingsSection[] {
  return (BUILDERS[page] as (c: IndicatorConfig[P]) => SettingsSection[])(values)
}

export function pageTitle(page: SettingsPage): string {
  return PAGE_META[page].label
}
