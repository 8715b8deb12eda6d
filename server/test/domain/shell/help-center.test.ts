// spec 1 §7 helpCenter/jump: where 帮助中心 goes for each answer a platform may give.
import t from 'tap'
import { helpCenterLink } from '../../../src/domain/shell/help-center.ts'

const OWN = { href: '/report/help', newTab: false }

t.test('the platform’s help centre in a new tab; our own help pages for anything else', async (t) => {
  const rows: { url: string | null | undefined; want: { href: string; newTab: boolean }; why: string }[] = [
    { url: 'https://help.example/x', want: { href: 'https://help.example/x', newTab: true }, why: 'absolute https' },
    { url: ' http://help.example ', want: { href: 'http://help.example/', newTab: true }, why: 'absolute http, trimmed' },
    { url: '/report/user/v1/help-center', want: { href: '/report/user/v1/help-center', newTab: true }, why: 'a path on the platform’s origin, as its QR images' },
    { url: '/report/help', want: OWN, why: 'our own help pages stay in this tab' },
    { url: '/report/help?topic=rates', want: { href: '/report/help?topic=rates', newTab: false }, why: 'our own help pages with a query' },
    { url: '//evil.example/x', want: OWN, why: 'protocol-relative: another host' },
    { url: '/\\evil.example', want: OWN, why: 'a backslash browsers read as a slash' },
    { url: '/help me', want: OWN, why: 'whitespace is no path' },
    { url: 'javascript:alert(1)', want: OWN, why: 'a script' },
    { url: 'help', want: OWN, why: 'relative without a slash' },
    { url: '', want: OWN, why: 'empty' },
    { url: null, want: OWN, why: 'null: no help centre' },
    { url: undefined, want: OWN, why: 'absent' },
  ]
  for (const row of rows) t.same(helpCenterLink(row.url === undefined ? null : { url: row.url }), row.want, row.why)
})
