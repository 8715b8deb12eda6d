import type { HelpCenterJump } from '@report/contracts/upstream/shell'

/** Our own help pages: where 帮助中心 goes when the platform names no help centre. */
export const OWN_HELP_HREF = '/report/help'

/**
 * Where 帮助中心 goes (spec 1 §7 helpCenter/jump): the platform's help centre, in a new tab, when it
 * names an absolute http(s) address; otherwise (no answer, null, anything else) our own help pages.
 */
export function helpCenterLink(jump: HelpCenterJump | null): { href: string; newTab: boolean } {
  const url = jump?.url?.trim() ?? ''
  if (!url) return { href: OWN_HELP_HREF, newTab: false }
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return { href: parsed.href, newTab: true }
  } catch {
    // not an address: our own help pages
  }
  return { href: OWN_HELP_HREF, newTab: false }
}
