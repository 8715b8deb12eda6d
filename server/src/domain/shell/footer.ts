import type { ShellView } from '@report/contracts/bff/shell'

export const FILING = { label: '江公网安备 33070202000001号', href: 'https://beian.mps.gov.cn/', newTab: true } as const

/** spec 1 §1 "a footer (links, copyright year, a security-filing notice)". */
export function footer(year: number, productName: string, versionHref: string, help: { href: string; newTab: boolean }): ShellView['footer'] {
  return {
    links: [
      { label: '帮助中心', ...help },
      { label: '产品介绍', href: '/report/introduce', newTab: false },
      { label: '版本对比', href: versionHref, newTab: false },
    ],
    copyright: `© ${year} ${productName}`,
    filing: { ...FILING },
  }
}
