/** The system or undici code of a failed call (ECONNREFUSED, UND_ERR_SOCKET …), on the error or its cause (fetch wraps it). */
export function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'string') return code
  const cause = (error as { cause?: { code?: unknown } })?.cause
  return typeof cause?.code === 'string' ? cause.code : undefined
}
