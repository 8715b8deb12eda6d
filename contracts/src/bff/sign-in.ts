import { Type, type Static } from 'typebox'

/** Why the sign-in page shows: no session on arrival, after 退出, a sign-in the platform refused (auth code 6), or an expired session. */
export const SIGN_IN_REASONS = ['no-session', 'logged-out', 'refused', 'expired'] as const
export type SignInReason = (typeof SIGN_IN_REASONS)[number]

/** GET /report/bff/sign-in?reason&msg&returnTo (no session needed). */
export const SignInQuerySchema = Type.Object({
  reason: Type.Optional(Type.Enum([...SIGN_IN_REASONS])),
  /** The platform's refusal text (the /error page's msg). */
  msg: Type.Optional(Type.String({ maxLength: 200 })),
  /** The page the user wanted: demo sign-in links lead back to it. */
  returnTo: Type.Optional(Type.String({ maxLength: 2048 })),
})
export type SignInQuery = Static<typeof SignInQuerySchema>

/** A demo account of the embedded reference upstream, as the BFF is given it at start. */
export interface DemoAccount {
  label: string
  roleName: string
  loginToken: string
}

export const SignInViewSchema = Type.Object({
  title: Type.String(),
  message: Type.String(),
  /** Whom to contact (a refused sign-in), else null. */
  contact: Type.Union([Type.String(), Type.Null()]),
  /** The school platform to enter from (a real platform with a known address), else null. */
  platformLink: Type.Union([Type.Object({ label: Type.String(), href: Type.String() }), Type.Null()]),
  /** Demo sign-in links: only while the embedded reference upstream runs. */
  accounts: Type.Array(Type.Object({ label: Type.String(), roleName: Type.String(), href: Type.String() })),
})
export type SignInView = Static<typeof SignInViewSchema>
