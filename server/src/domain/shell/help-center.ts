import type { HelpCenterJump } from '@report/contracts/upstream/shell'

/** Our own help pages: where 帮助中心 goes when the platform names no help centre. */
export const OWN_HELP_HREF = '/report/help'

/** A path on the BFF's own origin: one slash, no backslash (which browsers read as a slash: `/\host`). */
const ROOT_RELATIVE = /^\/(?![/\\])[^\\\s]*$/

/**
 * Where 帮助中心 goes (spec 1 §7 helpCenter/jump): the platform's help centre, in a new tab, when it
 * names an absolute http(s) address or a path on its own origin (served through the passthrough, as
 * its QR images are); otherwise (no answer, null, anything else) our own help pages.
 */
export function helpCenterLink(jump: HelpCenterJump | null): { href: string; newTab: boolean } {
  const url = jump?.url?.trim() ?? ''
  if (!url) return { href: OWN_HELP_HREF, newTab: false }
  if (ROOT_RELATIVE.test(url)) return { href: url, newTab: url !== OWN_HELP_HREF && !url.startsWith(`${OWN_HELP_HREF}/`) && !url.startsWith(`${OWN_HELP_HREF}?`) }
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return { href: parsed.href, newTab: true }
  } catch {
    // not an address: our own help pages
  }
  return { href: OWN_HELP_HREF, newTab: false }
}
