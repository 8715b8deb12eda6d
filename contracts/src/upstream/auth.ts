import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

/** POST /report/obt/auth — exchange a platform token (spec 1 §7, DESIGN.md step 4). */
export const AuthRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
  platform: Type.String({ minLength: 1, maxLength: 32 }),
})
export type AuthRequest = Static<typeof AuthRequestSchema>

/** The exam an auth answer names as an object (spec 1 §4 step 5: "go to the exam given in the response"). */
export const AuthExamRefSchema = Type.Object({
  examid: Type.Union([Type.String(), Type.Integer()]),
  org: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  grade: Type.Optional(Type.String()),
})
export type AuthExamRef = Static<typeof AuthExamRefSchema>

export const AuthDataSchema = Type.Object({
  unifyToken: Type.String({ minLength: 1 }),
  /**
   * The exam to open, when the token names one: a dashboard path with examid, org and grade, a bare
   * examid, or an object {examid, org, grade} (server/src/domain/session/auth-exam-target.ts). Null
   * and absent alike mean "none".
   */
  exam: Type.Optional(Type.Union([Type.String(), AuthExamRefSchema, Type.Null()])),
})
export type AuthData = Static<typeof AuthDataSchema>
export const AuthResponseSchema = Envelope(Type.Union([AuthDataSchema, Type.Null()]))
export type AuthResponse = Static<typeof AuthResponseSchema>

/** POST /report/obt/v1/user/genUnifyToken — exchange a login (or PDF-export) token. */
export const GenUnifyTokenRequestSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) })
export type GenUnifyTokenRequest = Static<typeof GenUnifyTokenRequestSchema>
export const GenUnifyTokenDataSchema = Type.Object({ unifyToken: Type.String({ minLength: 1 }) })
export const GenUnifyTokenResponseSchema = Envelope(Type.Union([GenUnifyTokenDataSchema, Type.Null()]))

/** Upstream auth codes with a meaning of their own (spec 1 §8). */
export const AUTH_CODE = { ok: 0, roleCannotView: 401, errorPage: 6 } as const
