import { Type, type Static } from 'typebox'

// Whether the user may use custom analysis or custom tables, and the notice when not (issue 18 rules).

export const CustomAccessSchema = Type.Object({
  allowed: Type.Boolean(),
  reason: Type.Union([Type.Literal('ok'), Type.Literal('student'), Type.Literal('simple'), Type.Literal('edition'), Type.Literal('module'), Type.Literal('platform')]),
  notice: Type.Union([Type.String(), Type.Null()]),
})
export type CustomAccess = Static<typeof CustomAccessSchema>
