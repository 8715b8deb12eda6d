import { Type, type Static } from 'typebox'

export const ERROR_KINDS = [
  'no-session',
  'auth',
  'forbidden',
  'not-found',
  'version-limit',
  'ip-restricted',
  'out-of-period',
  'banned',
  'invalid-input',
  'upstream',
  'timeout',
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** The one error body of the BFF: HTTP status plus this (DESIGN.md contract point). */
export const BffErrorSchema = Type.Object({
  code: Type.Union([Type.Integer(), Type.String()]),
  kind: Type.Enum([...ERROR_KINDS]),
  message: Type.String(),
  requestId: Type.String(),
})
export type BffError = Static<typeof BffErrorSchema>
