import { Type, type Static } from 'typebox'

/** GET /report/bff/work-top: the user's work overview (recent exams, running tasks, comparisons). */
export const WorkTopViewSchema = Type.Object({
  greeting: Type.String(),
  recentExams: Type.Array(
    Type.Object({ name: Type.String(), date: Type.String(), grade: Type.String(), tags: Type.Array(Type.String()), href: Type.String() }),
  ),
  examTotal: Type.Integer({ minimum: 0 }),
  /** Export tasks still generating, newest first. */
  runningTasks: Type.Array(Type.Object({ kind: Type.String(), name: Type.String(), createdAt: Type.String(), progress: Type.String() })),
  /** Whether a task list could not be read (the rest still shows). */
  tasksIncomplete: Type.Boolean(),
  comparisons: Type.Union([Type.Object({ count: Type.Union([Type.Integer(), Type.Null()]), href: Type.String(), createHref: Type.String() }), Type.Null()]),
  shortcuts: Type.Array(Type.Object({ label: Type.String(), href: Type.String(), newTab: Type.Boolean() })),
})
export type WorkTopView = Static<typeof WorkTopViewSchema>
