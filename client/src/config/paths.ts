/**
 * Every route of spec 1 §2, relative to the router base `/report`. `name` is the spec's route name
 * where it gives one; names marked `(ours)` are not in the spec. `area` is the lazy-loaded chunk the
 * route's page will live in.
 */

export type Area =
  | 'home'
  | 'score-report'
  | 'common'
  | 'report'
  | 'analysis-tools'
  | 'export-menu'
  | 'config'
  | 'level'
  | 'contrast'
  | 'compare'
  | 'tables'
  | 'auxiliary'
  | 'hfsfd'
  | 'transcript'
  | 'utility'

export interface RouteDef {
  readonly name: string
  readonly path: string
  readonly area: Area
  /** The page title before the BFF's `titleSuffix`; most pages carry the post-exam-analysis title. */
  readonly title: string
}

const POST_EXAM_ANALYSIS = '考后分析'

const route = (name: string, path: string, area: Area, title = POST_EXAM_ANALYSIS): RouteDef => ({ name, path, area, title })

export const paths = {
  home: route('home', '/', 'home'),

  scoreReport: route('score-report', '/exam/oldReport/table', 'score-report'),
  scoreSchool: route('score-school', '/exam/oldReport/table/school', 'score-report'),
  scoreCounty: route('score-county', '/exam/oldReport/table/county', 'score-report'),

  common: route('common', '/exam/common', 'common'),
  combine: route('combine-page', '/exam/common/combine', 'common'),
  stageOnline: route('stage-online', '/exam/common/stageOnline', 'common'),
  generalOverview: route('general-overview', '/exam/common/overview', 'common'),
  reportRanking: route('report-ranking', '/exam/common/ranking', 'common'),
  reportMatrix: route('report-matrix', '/exam/common/matrix', 'common'),
  reportByRankScale: route('report-byRankScale', '/exam/common/byRankScale', 'common'),
  reportSegment: route('report-segment', '/exam/common/segment', 'common'),
  reportQuestion: route('report-question', '/exam/common/question', 'common'),
  reportContrast: route('report-contrast', '/exam/common/contrast', 'common'),

  dashboard: route('dashboard', '/exam/dashboard', 'report'),
  dynamic: route('dynamic', '/exam/dynamic', 'report'),
  totalReport: route('total-report', '/exam/total', 'report'),
  lessonReport: route('lesson-report', '/exam/lesson', 'report'),
  subjectReport: route('subject-report', '/exam/subject', 'report'),
  questionReport: route('question-report', '/exam/question', 'report'),
  schoolReport: route('school-report', '/exam/school', 'report'),
  classReport: route('class-report', '/exam/class', 'report'),
  teacherReport: route('teacher-report', '/exam/teacher', 'report'),
  knowledgeReport: route('knowledge-report', '/exam/knowledge', 'report'),
  studentReport: route('student-report', '/exam/student', 'report'),
  xgkReport: route('xgk-report', '/exam/xgk', 'report'),
  standardEffective: route('standardEffective', '/exam/standardEffective', 'report'),

  scoreTransformation: route('score-transformation', '/score/transformation', 'analysis-tools', '分数转换'),
  newCustom: route('new-custom', '/new/custom', 'analysis-tools', '自定义分析'),
  examMerge: route('exam-merge (ours)', '/new/custom/examMerge', 'analysis-tools', '自定义分析'),
  examSync: route('exam-sync (ours)', '/examSync', 'analysis-tools', '成绩同步'),
  examSyncAddData: route('exam-sync-add-data (ours)', '/examSync/addData', 'analysis-tools', '成绩同步'),

  exportExcel: route('export-excel', '/config-view/export-excel', 'export-menu', '下载报告'),
  answerCard: route('answer-card', '/config-view/answer-card', 'export-menu', '导出答题卡'),
  examConfig: route('exam-config', '/config-view/exam-config', 'export-menu', '考试设置'),
  reportExport: route('report-export', '/config-view/report-export', 'export-menu', '导出报告'),
  transcriptExport: route('transcript-export', '/config-view/transcript-export', 'export-menu', '导出成绩单'),

  customConfig: route('custom-config', '/config', 'config', '指标参数设置'),
  configRanking: route('config-ranking (ours)', '/config/ranking', 'config', '指标参数设置'),
  configContrast: route('config-contrast (ours)', '/config/contrast', 'config', '指标参数设置'),
  configSummary: route('config-summary (ours)', '/config/summary', 'config', '指标参数设置'),
  configSegment: route('config-segment (ours)', '/config/segment', 'config', '指标参数设置'),
  configRankScale: route('config-rankScale (ours)', '/config/rankScale', 'config', '指标参数设置'),
  configClassType: route('config-classType (ours)', '/config/classType', 'config', '指标参数设置'),
  configGradingScore: route('config-gradingScore (ours)', '/config/gradingScore', 'config', '指标参数设置'),
  configGroupGradingScore: route('config-groupGradingScore (ours)', '/config/groupGradingScore', 'config', '指标参数设置'),
  configLineScore: route('config-lineScore (ours)', '/config/lineScore', 'config', '指标参数设置'),
  configLevelGrade: route('config-levelGrade (ours)', '/config/levelGrade', 'config', '指标参数设置'),
  configImportantStudent: route('config-importantStudent (ours)', '/config/importantStudent', 'config', '指标参数设置'),

  levelScore: route('level-score', '/level/score', 'level', '等级赋分'),
  levelFogang: route('level-fogang (ours)', '/level/fogang', 'level', '增值评价'),

  contrast: route('contrast', '/contrast', 'contrast', '历史对比'),
  contrastHistory: route('contrastHistory', '/contrast/history', 'contrast', '历史对比'),
  contrastContent: route('contrastContent', '/contrast/content', 'contrast', '历史对比'),
  contrastContentSchool: route('contrastContentSchool', '/contrast/content/:school?', 'contrast', '历史对比'),
  contrastContentClass: route('contrastContentClass', '/contrast/content/:school?/:class?', 'contrast', '历史对比'),
  contrastCreat: route('contrastCreat', '/contrast/creat', 'contrast', '历史对比'),

  compare: route('compare', '/compare', 'compare', '考试对比'),
  multi: route('multi', '/compare/multi', 'compare', '考试对比'),
  compareSchool: route('school', '/compare/school/:school?', 'compare', '考试对比'),
  compareClass: route('compare-class (ours)', '/compare/class/:school?/:class?', 'compare', '考试对比'),
  compareStudent: route('compare-student (ours)', '/compare/student/:school?/:class?/:student?', 'compare', '考试对比'),

  tableCreate: route('table-create', '/table-create/creat', 'tables', '自定义表格'),
  tableCreateList: route('table-create-list (ours)', '/table-create/list', 'tables', '自定义表格'),
  customTableCreate: route('custom-table-creat (ours)', '/custom-table/creat', 'tables', '自定义表格'),
  tableList: route('table-list', '/custom-table/list', 'tables', '自定义表格'),

  versionComparison: route('version-comparison (ours)', '/comparison-list/version', 'auxiliary', '版本对比'),
  workTop: route('WorkTop', '/workTop', 'auxiliary', '工作台'),
  help: route('help (ours)', '/help', 'auxiliary', '帮助中心'),
  introduce: route('introduce (ours)', '/introduce', 'auxiliary', '产品介绍'),
  fxIntroduce: route('FxIntroduce', '/fxIntroduce', 'auxiliary', '产品介绍'),
  customTablePage: route('CustomTablePage', '/customTablePage', 'auxiliary', '定制报表'),
  importDetails: route('ImportDetails', '/importDetails', 'auxiliary', '外部导入详情'),
  jrbdReport: route('jrbd-report (ours)', '/jrbd-report', 'auxiliary'),
  schoolReportWord: route('schoolReportWord (ours)', '/schoolReportWord', 'auxiliary'),

  hfsfd: route('hfsfd (ours)', '/hfsfd', 'hfsfd', '辅导管理'),
  hfsfdStudent: route('hfsfd-student (ours)', '/hfsfd/student', 'hfsfd', '辅导管理'),
  hfsfdToken: route('hfsfd-token (ours)', '/hfsfd/token', 'hfsfd', '辅导管理'),

  transcriptIndex: route('TranscriptIndex', '/transcript/index', 'transcript', '成绩单'),
  transcriptSet: route('TranscriptSet', '/transcript/set', 'transcript', '成绩单'),
  transcriptCreate: route('TranscriptCreate (ours)', '/transcript/create', 'transcript', '成绩单'),
  transcriptReport: route('TranscriptReport (ours)', '/transcript/report', 'transcript', '成绩单'),

  error: route('error', '/error', 'utility', '出错了'),
  export: route('export (ours)', '/export', 'utility'),
  exportPdf: route('export-pdf (ours)', '/export/pdf', 'utility'),
  answerPics: route('answer-pics (ours)', '/answer-pics', 'utility'),
  paperPics: route('paper-pics (ours)', '/paper-pics', 'utility'),
  answerPic: route('answer-pic (ours)', '/answer-pic', 'utility'),
  login: route('login (ours)', '/login', 'utility', '登录'),
} as const satisfies Record<string, RouteDef>

export type RouteKey = keyof typeof paths

const routeKeys = Object.keys(paths) as RouteKey[]

/** Every `/exam/*` route renders inside the exam frame. */
export const isExamRoute = (key: RouteKey): boolean => paths[key].path.startsWith('/exam/')

/** The route whose path is `path` (under the router's base, e.g. '/exam/dashboard'); undefined for a path with parameters or none. */
export const routeKeyOfPath = (path: string): RouteKey | undefined => routeKeys.find((key) => paths[key].path === path)

/** Spec 1 §2 redirects; the query string is kept (report links carry examid, org, grade). */
export const redirects: ReadonlyArray<{ readonly from: string; readonly to: RouteKey }> = [
  { from: '/exam', to: 'scoreReport' },
  { from: paths.customConfig.path, to: 'configRanking' },
  { from: paths.hfsfd.path, to: 'hfsfdToken' },
]
