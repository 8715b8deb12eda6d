import { Type, type Static } from 'typebox'
import { LinkSchema } from './shell.ts'

/**
 * GET /report/bff/exam-context?examid&org&grade[&lkschool][&qxschool][&route][&compareType]: the frame
 * of any exam route. `route` is the route name of spec 1 §2 (dashboard, report-ranking, total-report…);
 * `compareType` is the dimension chosen in the three-level navbar (default all). Every href below is
 * root-absolute (`/report/…`), as in shell.ts.
 */
export const ExamContextQuerySchema = Type.Object({
  examid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
  org: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,2}$' })),
  grade: Type.Optional(Type.String({ maxLength: 16 })),
  lkschool: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })),
  qxschool: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z_-]*$' })),
  route: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z-]*$' })),
  compareType: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('county'), Type.Literal('school')])),
})
export type ExamContextQuery = Static<typeof ExamContextQuerySchema>

export const AccessStateSchema = Type.Union([
  Type.Literal('ok'),
  Type.Literal('trial'),
  Type.Literal('no-view'),
  Type.Literal('ip-restricted'),
  Type.Literal('out-of-period'),
])

export const ExamContextSchema = Type.Object({
  exam: Type.Object({
    examid: Type.String(),
    org: Type.Integer(),
    grade: Type.String(),
    name: Type.String(),
    tagLabels: Type.Array(Type.String()),
    /** spec 1 §3 tag group (X school, L joint, Z layered, C custom): the PDF tint of its reports (spec 2 §9). */
    kind: Type.Union([Type.Literal('X'), Type.Literal('L'), Type.Literal('Z'), Type.Literal('C')]),
    studentCount: Type.Integer(),
    /** Whose count studentCount is: 参考人数, or 全体参考人数 with a note when the user sees part of the exam. */
    studentCountLabel: Type.String(),
    studentCountNote: Type.Union([Type.String(), Type.Null()]),
    subjects: Type.Array(Type.Object({ pindex: Type.Integer(), subject: Type.String(), fullScore: Type.Number() })),
  }),
  access: Type.Object({
    state: AccessStateSchema,
    /** Chinese text for any state but ok (spec 1 §6, §8). */
    message: Type.Union([Type.String(), Type.Null()]),
    canDownload: Type.Boolean(),
    /** spec 1 §4 "show needs not-trial and both view and download enabled". */
    canShow: Type.Boolean(),
    /** Trial exams show demo data with a purchase prompt. */
    purchasePrompt: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Banned-download alert (spec 1 §8): shown on entry, user stays on the route. */
  bannedAlert: Type.Union([Type.Object({ title: Type.String(), text: Type.String(), button: Type.String() }), Type.Null()]),
  /** Joint exam over 120,000 examinees (new-limit). */
  largeExamNotice: Type.Union([Type.String(), Type.Null()]),
  /** Score-sync dialog for scale 2, org ≠ 2 while not synced. */
  syncDialog: Type.Union([
    Type.Object({
      warning: Type.String(),
      /** /examSync for this exam, for those who run the sync; null for the others, whom syncNote tells who does. */
      syncHref: Type.Union([Type.String(), Type.Null()]),
      syncNote: Type.String(),
      papers: Type.Array(Type.Object({ subject: Type.String(), published: Type.Boolean(), status: Type.String() })),
      waitLabel: Type.String(),
      viewLabel: Type.String(),
    }),
    Type.Null(),
  ]),
  breadcrumb: Type.Array(LinkSchema),
  /** Extra text beside the exam crumb: 成绩同步中, or the creator of a custom exam. */
  crumbNote: Type.Union([Type.String(), Type.Null()]),
  navbar: Type.Union([
    Type.Object({
      analyzeType: Type.Union([Type.Literal('all'), Type.Literal('county'), Type.Literal('school')]),
      tabs: Type.Array(Type.Object({ key: Type.Union([Type.Literal('all'), Type.Literal('county'), Type.Literal('school')]), label: Type.String(), href: Type.String() })),
      counties: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), href: Type.String(), selected: Type.Boolean() })),
      schools: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), href: Type.String(), selected: Type.Boolean() })),
      dimensions: Type.Union([Type.Array(Type.Object({ key: Type.String(), label: Type.String(), href: Type.String(), selected: Type.Boolean() })), Type.Null()]),
    }),
    Type.Null(),
  ]),
  scope: Type.Object({ level: Type.Integer({ description: '0 all, 1 school, 3 county, 4 area' }), areaLevel: Type.Union([Type.Integer(), Type.Null()]), zouban: Type.Boolean() }),
  settingsMenuVisible: Type.Boolean(),
  exportMenu: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), href: Type.String(), needsVersionTip: Type.Boolean() })),
  /** spec 1 §2 export menu: the advertisement on export-excel when the school has not paid. */
  exportAd: Type.Boolean(),
  comparison: Type.Object({ canCreate: Type.Boolean(), canShow: Type.Boolean(), canEdit: Type.Boolean(), upgradePrompt: Type.Union([Type.String(), Type.Null()]) }),
})
export type ExamContext = Static<typeof ExamContextSchema>
