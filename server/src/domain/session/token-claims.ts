/**
 * spec 1 §5 "A token decoder requires three dot-separated parts, else yields nothing; a decoding
 * failure yields nothing and is only logged." Reads a JWT-shaped session token's claims without
 * trusting them: the platform checks the signature, the BFF only looks at the expiry to send an
 * expired session to the sign-in page before asking the platform anything.
 */
export type TokenClaims = Readonly<Record<string, unknown>>

export function decodeTokenClaims(token: string | undefined, onFailure: (reason: string) => void): TokenClaims | null {
  if (!token) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const payload = parts[1]!
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) {
    onFailure('payload is not base64url')
    return null
  }
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      onFailure('payload is not a JSON object')
      return null
    }
    return value as TokenClaims
  } catch {
    onFailure('payload is not JSON')
    return null
  }
}

/** A numeric `exp` (seconds since the epoch) in the past; claims without one never expire here. */
export function isExpired(claims: TokenClaims | null, nowMs: number): boolean {
  const exp = claims?.exp
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 <= nowMs
}
