import { Type, type Static } from 'typebox'
import { Envelope } from '../envelope.ts'

/** POST /report/obt/auth — exchange a platform token (spec 1 §7, DESIGN.md step 4). */
export const AuthRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
  platform: Type.String({ minLength: 1, maxLength: 32 }),
})
export type AuthRequest = Static<typeof AuthRequestSchema>

export const AuthDataSchema = Type.Object({
  unifyToken: Type.String(),
  /** Dashboard path with examid, org and grade to open, when the token names an exam. */
  exam: Type.Optional(Type.String()),
})
export type AuthData = Static<typeof AuthDataSchema>
export const AuthResponseSchema = Envelope(Type.Union([AuthDataSchema, Type.Null()]))
export type AuthResponse = Static<typeof AuthResponseSchema>

/** POST /report/obt/v1/user/genUnifyToken — exchange a login (or PDF-export) token. */
export const GenUnifyTokenRequestSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) })
export type GenUnifyTokenRequest = Static<typeof GenUnifyTokenRequestSchema>
export const GenUnifyTokenResponseSchema = Envelope(
  Type.Union([Type.Object({ unifyToken: Type.String() }), Type.Null()]),
)

/** Upstream auth codes with a meaning of their own (spec 1 §8). */
export const AUTH_CODE = { ok: 0, roleCannotView: 401, errorPage: 6 } as const
