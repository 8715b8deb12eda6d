import type { HelpArticle } from '@report/contracts/bff/help'
import { CONTRAST_MAX_EXAMS, CONTRAST_MIN_EXAMS, CONTRAST_NAME_MAX } from '@report/contracts/bff/contrast-rules'
import type { MetricNote, MetricNoteKey } from '@report/contracts/bff/metric-notes'
import { TABLE_EXAMS_MAX } from '@report/contracts/rules/custom-table-exams'
import { CUSTOM_TABLE_INDICATOR_INFO, CUSTOM_TABLE_INDICATORS, type CustomTableIndicator } from '@report/contracts/upstream/custom-table'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'
import { MERGE_LIMITS } from '@report/contracts/validators/custom-merge'
import { COMPARE_NOTES } from '../contrast/format.ts'
import { SMALL_GROUP } from '../metrics/intervals.ts'
import { statisticId } from './help-articles.ts'

/**
 * The help centre's articles on the product's tools (issue 33 item 9: searching 历史对比, 导入, 自定义表格,
 * 成绩单 or 导出 found nothing): what each does, step by step as its pages go, and the formulas its pages
 * use — taken from the definitions the pages themselves show (the comparison's 指标说明, the 指标说明 of
 * the statistics, the limits of the rules), so a formula here and on the page cannot disagree.
 */

export const featureId = (key: string) => `feature-${key}`

/** A custom table's indicators and the statistic that defines each (those without one are counts the title says). */
const INDICATOR_NOTES: Partial<Record<CustomTableIndicator, MetricNoteKey>> = {
  total: 'headcount',
  absent: 'absent',
  mean: 'mean',
  median: 'median',
  standardDeviation: 'standardDeviation',
  difficulty: 'difficulty',
  mean_rank: 'rank',
  overMean: 'overMeanRate',
  excellentRate: 'excellentRate',
  goodRate: 'goodRate',
  passRate: 'passRate',
  lowRate: 'lowRate',
  allRank: 'rank',
  schoolRank: 'rank',
  classRank: 'rank',
  effectiveScore: 'effectiveScore',
  online: 'singleLine',
  double: 'doubleLine',
  rankBands: 'rankBands',
  segments: 'segments',
}

type Notes = Readonly<Record<MetricNoteKey, MetricNote>>

const formulaOf = (notes: Notes, key: MetricNoteKey) => `${notes[key].term}：${notes[key].formula}${notes[key].note ? `（${notes[key].note}）` : ''}`
const related = (notes: Notes, keys: readonly MetricNoteKey[]) => [...new Set(keys)].map((k) => ({ id: statisticId(k), title: notes[k].term }))

export function featureArticles(notes: Notes): HelpArticle[] {
  const tableIndicators = CUSTOM_TABLE_INDICATORS.map((k) => {
    const note = INDICATOR_NOTES[k]
    return note ? `${CUSTOM_TABLE_INDICATOR_INFO[k].title} — ${formulaOf(notes, note)}` : CUSTOM_TABLE_INDICATOR_INFO[k].title
  })
  const article = (a: Omit<HelpArticle, 'kind' | 'example'>): HelpArticle => ({ ...a, kind: 'feature', example: null })
  return [
    article({
      id: featureId('contrast'),
      title: '历史对比',
      summary: `把同一届学生的 ${CONTRAST_MIN_EXAMS}–${CONTRAST_MAX_EXAMS} 次考试放在一起，看各校、各班和每名学生的平均分、三率、名次与标准分怎样变化。`,
      formula: '名次变化 = 上一次名次 − 本次名次；Z =（x − x̄）/ σ；T = 50 + 10Z',
      steps: [
        '在顶部导航点「历史对比」，再点「新建对比」。',
        `选择届次（同一届学生），勾选 ${CONTRAST_MIN_EXAMS}–${CONTRAST_MAX_EXAMS} 次考试；管理多所学校时，各校自己的考试在名称后注明学校。`,
        '勾选科目（只列出所选考试都有的科目，总分为所选科目之和），选择对比范围：全体、本校、本区县或所辖学校——名次、标准分和参照行只按这个范围的学生计算。',
        `填写名称（最多 ${CONTRAST_NAME_MAX} 个字），点「开始生成」；列表里可看到排队中 → 生成中 → 已完成。`,
        '点「查看」：多校对比看各校，学校对比看一所学校的各班，班级对比看一个班的学生，学生对比看一名学生的各次考试；多所学校时，进步、退步最多的学生带有学校列。每张表都可「下载表格」。',
        '列表的“年级”是这届学生现在所在的年级和届次。',
      ],
      formulas: [...COMPARE_NOTES],
      body: [],
      related: related(notes, ['mean', 'overMeanRate', 'excellentRate', 'passRate', 'rank', 'zScore', 'tScore', 'standardDeviation', 'weakSubject']),
      page: { label: '打开历史对比', href: '/report/contrast/history' },
    }),
    article({
      id: featureId('import'),
      title: '成绩导入（自定义分析）',
      summary: '把学校自己组织的考试成绩（Excel 或 CSV）导入，生成与平台考试一样的分析报告。',
      formula: '学生总分 = 各科分数之和；未考的科目不计 0 分',
      steps: [
        '在顶部导航点「自定义分析」，选择年级。',
        `上传 .xlsx 或 .csv 文件（不超过 ${CUSTOM_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB、${CUSTOM_IMPORT_LIMITS.maxRows} 行、${CUSTOM_IMPORT_LIMITS.maxColumns} 列）：第一行是表头——学号、姓名、班级，然后每科一列；也可每题一列，写作“数学1”“数学-第1题”。`,
        `核对每一列的含义和各科满分（每科满分不超过 ${CUSTOM_IMPORT_LIMITS.maxFullScore} 分，最多 ${CUSTOM_IMPORT_LIMITS.maxSubjects} 个科目）。`,
        '预览：学号重复、超过满分、不是数字、班级不存在的行逐行列出，改好文件重新上传或跳过这些行。',
        '确认导入，生成一场自定义考试，打开它的分析报告；导入记录里可以再次查看。',
      ],
      formulas: ['空白、“缺考”“未考”“-”记为未考：不计入实考人数、平均分、各率和排名；0 分是成绩，计入统计。', formulaOf(notes, 'headcount'), formulaOf(notes, 'mean')],
      body: [],
      related: related(notes, ['headcount', 'absent', 'mean']),
      page: { label: '打开自定义分析', href: '/report/new/custom' },
    }),
    article({
      id: featureId('merge'),
      title: '合并考试',
      summary: `把同一届学生分开考的 ${MERGE_LIMITS.min}–${MERGE_LIMITS.max} 场考试（例如语数英与物化生）按学号合并成一场，一起分析。`,
      formula: '合并后学生总分 = 各场考试所取科目分数之和',
      steps: [
        '在「自定义分析」页点「合并考试」。',
        '先按届次（默认最新考试所在的届次）和年级筛选，再勾选要合并的考试。',
        '点「查看合并结果」：列出合并后的科目、每科成绩来自哪场考试、只参加了部分考试的学生。',
        '同一科目在几场考试里都有时，选择保留哪一场的成绩。',
        '确认名称（默认取第一场考试的名称和场数）后点「确认合并」，再「查看分析报告」。',
      ],
      formulas: ['学生按学号匹配；只参加了部分考试的学生，未参加的考试科目记为未考（不计 0 分）。', formulaOf(notes, 'absent')],
      body: [],
      related: related(notes, ['absent', 'headcount']),
      page: { label: '打开合并考试', href: '/report/new/custom/examMerge' },
    }),
    article({
      id: featureId('custom-table'),
      title: '自定义表格',
      summary: '自己挑选考试、科目、统计范围和指标，生成一张 Excel 表格，可在线查看，也可存为模板下次直接套用。',
      formula: '',
      steps: [
        `选择考试；可同时勾选同一学校同一年级的其他考试（最多 ${TABLE_EXAMS_MAX} 场），每场考试一组列。`,
        '选择科目（默认全部）。',
        '选择统计范围：按学校、按班级或按学生列行。',
        '勾选统计指标（见下方各指标的计算方法）。',
        '行列分组：按科目或按指标分组，是否列出合计行。',
        '隐私与名称：隐私保护默认开启（不显示学生姓名、不列平均分排名）；名称默认取考试名称，可改。',
        '点「生成表格」：保持页面打开，完成后文件自动下载；也可在「我的自定义表格」在线查看和下载。点「保存为模板」可下次套用。',
      ],
      formulas: tableIndicators,
      body: [],
      related: related(notes, Object.values(INDICATOR_NOTES)),
      page: { label: '新建自定义表格', href: '/report/custom-table/creat' },
    }),
    article({
      id: featureId('transcript'),
      title: '成绩单',
      summary: '为学生打印纸质成绩单：按考试和班级生成，每页一份或多份，可打印或生成 PDF。',
      formula: '名次 = 1 + 分数严格高于本人的人数',
      steps: [
        '从考试报告的导出菜单「导出成绩单」进入，或打开「成绩单」页。',
        '在「成绩单设置」里选择要显示的项目和每页份数。',
        '点「生成成绩单」，选择考试和班级（不选班级为整个年级）。',
        '在成绩单列表中打开它：点「打印」直接打印，或「生成 PDF」后下载。',
        '打印或下载的份数计入页面顶部“已下载成绩单”的计数（学校账号计本校，教育局和集团计所辖学校）。',
      ],
      formulas: [formulaOf(notes, 'rank'), formulaOf(notes, 'absent')],
      body: [],
      related: related(notes, ['rank', 'absent']),
      page: { label: '打开成绩单', href: '/report/transcript/index' },
    }),
    article({
      id: featureId('export'),
      title: '导出与下载',
      summary: '把报告导出成文件：一键下载 Excel 报表、导出 PDF 报告、导出答题卡图片，都在后台生成，完成后自动下载。',
      formula: '',
      steps: [
        '打开一场考试的报告，在页面的导出菜单里选择：下载报告（Excel 打包）、导出报告（PDF）、导出答题卡、导出成绩单。',
        '选择要导出的内容后提交，任务在后台生成；报告页右下角的「下载任务」列出每个任务的进度。',
        '状态依次为生成中 → 已完成；完成时文件自动下载（请保持页面打开），也可在任务上点「下载」。',
        '已过期或失败的任务可点「重新下载」再生成一次；不需要的任务可删除。',
        '答题卡可下载 PNG 图片（直接查看）或 SVG 原图（打印更清晰）。',
      ],
      formulas: ['Excel 中的学号按文本保存，保留前导零；未考显示“未考”，无法计算的数值显示“--”。', formulaOf(notes, 'absent')],
      body: [],
      related: related(notes, ['absent']),
      page: null,
    }),
    article({
      id: featureId('explain'),
      title: '数值说明',
      summary: '报告上的每个数字都能打开它的说明：定义与公式、这一格实际用到的人数和分数、计入与未计入的学生、取舍前后的数值，以及这个数背后的学生名单。',
      formula: '',
      steps: [
        '在报告页点带虚线下划线的数字（表格里的数字、页首的汇总数字），或用 Tab 选中后按 Enter，打开「数值说明」。',
        '数字本身链接到别处时（如小分矩阵中打开答题卡的小题分），点它旁边的 ⓘ 按钮。',
        '图表：点图中的柱、点或扇区，打开离点击处最近的数值；或点图表上方的「数据表」，把图中的数字列成表格，再点（或用键盘选中后按 Enter）其中的数字。',
        '说明里列出：指标的定义和公式、参与计算的人数与分数之和等输入、所用的分数线和设置版本、按统计口径未计入的学生人数，以及取舍前的数值。',
        '人数、比率、名次段等有对应学生的数字，可点「查看学生名单」看到背后的每一名学生。',
      ],
      formulas: [
        `人数少于 ${SMALL_GROUP} 的平均分、比率和掌握度带 * 标记，说明中给出 95% 区间：比率用 Wilson 区间，平均分与掌握度用 t 区间。`,
        '说明与页面上的数字由同一份数据、同一个计算得出；定义与页面的「指标说明」、帮助中心的公式出自同一份指标目录。',
      ],
      body: [],
      related: related(notes, ['mean', 'passRate', 'rank', 'segments']),
      page: null,
    }),
    article({
      id: featureId('sync'),
      title: '成绩同步',
      summary: '联考成绩从阅卷系统同步到分析报告；同步完成前，未同步学校的该科成绩还不在报告里。',
      formula: '未同步学校的该科成绩不计入统计（按未考处理），同步完成后各报告自动重新计算',
      steps: [
        '打开尚未同步完的联考时，会弹出「成绩同步进度」：列出已发布、未发布的科目和已同步的学校数。',
        '考试组织单位的管理员点「去成绩同步」，在「成绩同步」页点「开始同步」；其他老师等待管理员同步即可。',
        '同步完成后，页面列出这次同步补入了多少学生成绩，以及各科有成绩的学校、学生和平均分在同步前后的变化。',
        '个别学校缺少某科成绩时，点「补充学校成绩」，上传考号、姓名、分数三列的文件补入。',
      ],
      formulas: [formulaOf(notes, 'headcount'), formulaOf(notes, 'mean')],
      body: [],
      related: related(notes, ['headcount', 'mean', 'absent']),
      page: { label: '打开成绩同步', href: '/report/examSync' },
    }),
  ]
}
