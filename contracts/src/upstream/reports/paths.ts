/**
 * The report calls of spec 2 §7 on the reference upstream: every one a POST with a JSON body (shapes in
 * the files beside this one). Paths under /report/obt also answer under /report/pdf for PDF-export sessions.
 * Where the spec names no path, ours are documented in fixtures/README.md ("Report calls").
 */
export const REPORT_PATHS = {
  dashboard: '/report/obt/v1/exam/dashboard',
  examInfo: '/report/obt/v1/exam/info',
  overview: '/api/v4/exam/overview',
  overviewStudents: '/api/v4/exam/overview/students',
  rates: '/api/v4/exam/rates',
  rateStudents: '/api/v4/exam/rate/studentInfo',
  segments: '/api/v4/exam/segment/studentCount',
  segmentStudents: '/api/v4/exam/segment/studentInfo',
  rankScale: '/report/analysis/v1/exam/scale/table',
  rankScaleStudents: '/report/analysis/v1/exam/scale/drill',
  ranking: '/report/analysis/v1/exam/irrank/table',
  topStudents: '/report/analysis/v1/exam/irrank/top_students',
  matrix: '/report/analysis/v1/exam/matrix/table',
  absent: '/report/analysis/v1/exam/absent',
  quesQuality: '/api/v4/exam/quesQuality',
  quesInfo: '/api/v4/exam/quesQuality/quesInfo',
  quesStudents: '/api/v4/exam/quesQuality/students',
  knowledgeFactors: '/report/obt/v1/matrix/paper/knowledge/factors',
  abilityFactors: '/report/obt/v1/matrix/paper/qabilities/factors',
  knowledgeStudents: '/report/obt/v1/matrix/paper/knowledge/students',
  abilityStudents: '/report/obt/jzpy/matrix/paper/qabilities/student/factors',
  teacherInfos: '/report/obt/v1/teacher/infos',
  teacherFactors: '/report/obt/v1/teacher/group/factors',
  levelInfos: '/api/v4/multi/levelinfos',
  levelStudents: '/api/v4/paper/levelinfo/students',
  levelBuffers: '/api/v4/multi/levelbuffers',
  levelBufferStudents: '/api/v4/multi/levelbuffer/students',
  keyStudents: '/api/v4/exam/classImportant/studentCount',
  keyStudentsStudents: '/api/v4/exam/classImportant/studentInfo',
  weakSubjects: '/api/v4/exam/shortBoard/studentCount',
  weakStudents: '/api/v4/exam/shortBoard/studentInfo',
  continueShort: '/api/v4/exam/continueShort/studentCount',
  continueShortStudents: '/api/v4/exam/continueShort/studentInfo',
  effective: '/api/v4/exam/standardEffective',
  effectiveStudents: '/api/v4/exam/standardEffective/students',
  studentOverview: '/report/analysis/v1/student-report/overview',
  studentPapers: '/report/analysis/v1/student-report/papersAnalysis',
  studentSegments: '/report/analysis/v1/student-report/segments',
  studentQuestionLost: '/report/analysis/v1/student-report/questionLost',
  studentKnowledge: '/report/analysis/v1/student-report/knowledgeAnalysis',
} as const

export type ReportPathKey = keyof typeof REPORT_PATHS
