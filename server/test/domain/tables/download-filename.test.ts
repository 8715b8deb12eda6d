// The download name of table-export and task files (Content-Disposition, RFC 6266): characters that
// change how a name reads without being seen are removed, so `名单\u202Exslx.exe` cannot display as
// `名单exe.xlsx` in the browser's download bar or the file manager.
import t from 'tap'
import { attachmentDisposition, safeFilename, withoutInvisible } from '../../../src/domain/tables/content-disposition.ts'

const rows: Array<[string, string, string]> = [
  ['U+202E right-to-left override', '名单\u202Exslx.exe', '名单xslx.exe'],
  ['U+202A left-to-right embedding', 'a\u202Ab.xlsx', 'ab.xlsx'],
  ['U+202B right-to-left embedding', 'a\u202Bb.xlsx', 'ab.xlsx'],
  ['U+202C pop directional formatting', 'a\u202Cb.xlsx', 'ab.xlsx'],
  ['U+202D left-to-right override', 'a\u202Db.xlsx', 'ab.xlsx'],
  ['U+2066 left-to-right isolate', 'a\u2066b.xlsx', 'ab.xlsx'],
  ['U+2067 right-to-left isolate', 'a\u2067b.xlsx', 'ab.xlsx'],
  ['U+2068 first strong isolate', 'a\u2068b.xlsx', 'ab.xlsx'],
  ['U+2069 pop directional isolate', 'a\u2069b.xlsx', 'ab.xlsx'],
  ['U+200E left-to-right mark', 'a\u200Eb.xlsx', 'ab.xlsx'],
  ['U+200F right-to-left mark', 'a\u200Fb.xlsx', 'ab.xlsx'],
  ['U+061C Arabic letter mark', 'a\u061Cb.xlsx', 'ab.xlsx'],
  ['C0: NUL, tab, CR, LF, ESC', 'a\u0000\t\r\n\u001Bb.xlsx', 'ab.xlsx'],
  ['DEL', 'a\u007Fb.xlsx', 'ab.xlsx'],
  ['C1: U+0080, U+0085 next line, U+009B CSI, U+009F', 'a\u0080\u0085\u009B\u009Fb.xlsx', 'ab.xlsx'],
  ['line and paragraph separators', 'a\u2028\u2029b.xlsx', 'ab.xlsx'],
  ['zero-width space and BOM', '\uFEFFa\u200Bb.xlsx', 'ab.xlsx'],
  ['an override hiding a leading dot', '\u202E.hidden.xlsx', 'hidden.xlsx'],
  ['all of them at once', '\u2066\u202E\u200F考试\u0085列表\u2069.xlsx', '考试列表.xlsx'],
  ['Chinese, digits, spaces and brackets stay', '高一(1)班 2024 成绩.xlsx', '高一(1)班 2024 成绩.xlsx'],
  ['joiners that scripts need stay', 'a\u200Db.xlsx', 'a\u200Db.xlsx'],
]

t.test('safeFilename strips bidi and control characters (table)', async (t) => {
  for (const [ref, name, want] of rows) t.equal(safeFilename(name), want, ref)
})

t.test('nothing invisible reaches the header, in either parameter', async (t) => {
  for (const [ref, name] of rows) {
    const header = attachmentDisposition(name)
    const star = decodeURIComponent(header.slice(header.indexOf("UTF-8''") + 7))
    t.equal(withoutInvisible(star), star, `${ref}: filename*`)
    t.notMatch(header, /[^\x20-\x7e]/, `${ref}: the header itself is plain ASCII`)
  }
  t.match(attachmentDisposition('名单\u202Exslx.exe'), /filename\*=UTF-8''%E5%90%8D%E5%8D%95xslx\.exe$/)
  t.equal(attachmentDisposition('\u202E\u2066'), `attachment; filename="export.xlsx"; filename*=UTF-8''export.xlsx`, 'a name of nothing but marks falls back')
})
