import { Type, type Static } from 'typebox'

/** GET /report/bff/help?q= : the help centre (its articles, those matching `q` when given). */
export const HelpQuerySchema = Type.Object({ q: Type.Optional(Type.String({ maxLength: 50 })) })
export type HelpQuery = Static<typeof HelpQuerySchema>

export const HelpArticleSchema = Type.Object({
  id: Type.String(),
  /** A report page, a statistic, or a tool of the product (历史对比, 自定义表格, 成绩单 …). */
  kind: Type.Enum(['report', 'statistic', 'feature']),
  title: Type.String(),
  summary: Type.String(),
  /** Statistic: its formula; report: empty. */
  formula: Type.String(),
  /** Paragraphs of explanation. */
  body: Type.Array(Type.String()),
  /** A tool: how to use it, step by step. */
  steps: Type.Array(Type.String()),
  /** A tool: the formulas its pages use, one a line, as the pages state them. */
  formulas: Type.Array(Type.String()),
  /** A tool: the page to open it on. */
  page: Type.Union([Type.Object({ label: Type.String(), href: Type.String({ pattern: '^/report/' }) }), Type.Null()]),
  /** A worked example with numbers a user can check by hand (statistics), else null. */
  example: Type.Union([Type.Object({ data: Type.String(), steps: Type.Array(Type.String()), result: Type.String() }), Type.Null()]),
  /** Related articles (report → its statistics, statistic → reports that show it). */
  related: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
})
export type HelpArticle = Static<typeof HelpArticleSchema>

export const HelpViewSchema = Type.Object({
  query: Type.String(),
  total: Type.Integer({ minimum: 0, description: 'articles in the centre' }),
  articles: Type.Array(HelpArticleSchema),
})
export type HelpView = Static<typeof HelpViewSchema>
