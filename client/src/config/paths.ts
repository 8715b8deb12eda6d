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
}

const route = (name: string, path: string, area: Area): RouteDef => ({ name, path, area })

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
  standardEffective: route('standard-effective (ours)', '/exam/standardEffective', 'report'),

  scoreTransformation: route('score-transformation', '/score/transformation', 'analysis-tools'),
  newCustom: route('new-custom', '/new/custom', 'analysis-tools'),
  examMerge: route('exam-merge (ours)', '/new/custom/examMerge', 'analysis-tools'),
  examSync: route('exam-sync (ours)', '/examSync', 'analysis-tools'),
  examSyncAddData: route('exam-sync-add-data (ours)', '/examSync/addData', 'analysis-tools'),

  exportExcel: route('export-excel', '/config-view/export-excel', 'export-menu'),
  answerCard: route('answer-card', '/config-view/answer-card', 'export-menu'),
  examConfig: route('exam-config', '/config-view/exam-config', 'export-menu'),
  reportExport: route('report-export', '/config-view/report-export', 'export-menu'),
  transcriptExport: route('transcript-export', '/config-view/transcript-export', 'export-menu'),

  customConfig: route('custom-config', '/config', 'config'),
  configRanking: route('config-ranking (ours)', '/config/ranking', 'config'),
  configContrast: route('config-contrast (ours)', '/config/contrast', 'config'),
  configSummary: route('config-summary (ours)', '/config/summary', 'config'),
  configSegment: route('config-segment (ours)', '/config/segment', 'config'),
  configRankScale: route('config-rankScale (ours)', '/config/rankScale', 'config'),
  configClassType: route('config-classType (ours)', '/config/classType', 'config'),
  configGradingScore: route('config-gradingScore (ours)', '/config/gradingScore', 'config'),
  configGroupGradingScore: route('config-groupGradingScore (ours)', '/config/groupGradingScore', 'config'),
  configLineScore: route('config-lineScore (ours)', '/config/lineScore', 'config'),
  configLevelGrade: route('config-levelGrade (ours)', '/config/levelGrade', 'config'),
  configImportantStudent: route('config-importantStudent (ours)', '/config/importantStudent', 'config'),

  levelScore: route('level-score', '/level/score', 'level'),
  levelFogang: route('level-fogang (ours)', '/level/fogang', 'level'),

  contrast: route('contrast', '/contrast', 'contrast'),
  contrastHistory: route('contrastHistory', '/contrast/history', 'contrast'),
  contrastContent: route('contrastContent', '/contrast/content', 'contrast'),
  contrastContentSchool: route('contrastContentSchool', '/contrast/content/:school?', 'contrast'),
  contrastContentClass: route('contrastContentClass', '/contrast/content/:school?/:class?', 'contrast'),
  contrastCreat: route('contrastCreat', '/contrast/creat', 'contrast'),

  compare: route('compare', '/compare', 'compare'),
  multi: route('multi', '/compare/multi', 'compare'),
  compareSchool: route('school', '/compare/school/:school?', 'compare'),
  compareClass: route('compare-class (ours)', '/compare/class/:school?/:class?', 'compare'),
  compareStudent: route('compare-student (ours)', '/compare/student/:school?/:class?/:student?', 'compare'),

  tableCreate: route('table-create', '/table-create/creat', 'tables'),
  tableCreateList: route('table-create-list (ours)', '/table-create/list', 'tables'),
  customTableCreate: route('custom-table-creat (ours)', '/custom-table/creat', 'tables'),
  tableList: route('table-list', '/custom-table/list', 'tables'),

  versionComparison: route('version-comparison (ours)', '/comparison-list/version', 'auxiliary'),
  workTop: route('WorkTop', '/workTop', 'auxiliary'),
  help: route('help (ours)', '/help', 'auxiliary'),
  introduce: route('introduce (ours)', '/introduce', 'auxiliary'),
  fxIntroduce: route('FxIntroduce', '/fxIntroduce', 'auxiliary'),
  customTablePage: route('CustomTablePage', '/customTablePage', 'auxiliary'),
  importDetails: route('ImportDetails', '/importDetails', 'auxiliary'),
  jrbdReport: route('jrbd-report (ours)', '/jrbd-report', 'auxiliary'),
  schoolReportWord: route('schoolReportWord (ours)', '/schoolReportWord', 'auxiliary'),

  hfsfd: route('hfsfd (ours)', '/hfsfd', 'hfsfd'),
  hfsfdStudent: route('hfsfd-student (ours)', '/hfsfd/student', 'hfsfd'),
  hfsfdToken: route('hfsfd-token (ours)', '/hfsfd/token', 'hfsfd'),

  transcriptIndex: route('TranscriptIndex', '/transcript/index', 'transcript'),
  transcriptSet: route('TranscriptSet', '/transcript/set', 'transcript'),
  transcriptCreate: route('TranscriptCreate (ours)', '/transcript/create', 'transcript'),
  transcriptReport: route('TranscriptReport (ours)', '/transcript/report', 'transcript'),

  error: route('error', '/error', 'utility'),
  export: route('export (ours)', '/export', 'utility'),
  exportPdf: route('export-pdf (ours)', '/export/pdf', 'utility'),
  answerPics: route('answer-pics (ours)', '/answer-pics', 'utility'),
  paperPics: route('paper-pics (ours)', '/paper-pics', 'utility'),
  login: route('login (ours)', '/login', 'utility'),
} as const satisfies Record<string, RouteDef>

export type RouteKey = keyof typeof paths

/** Spec 1 §2 redirects; the query string is kept (report links carry examid, org, grade). */
export const redirects: ReadonlyArray<{ readonly from: string; readonly to: RouteKey }> = [
  { from: '/exam', to: 'scoreReport' },
  { from: paths.customConfig.path, to: 'configRanking' },
  { from: paths.hfsfd.path, to: 'hfsfdToken' },
]
