import t from 'tap'
import { fileNameOf, isTaskFilePath, toDownloadUrl } from '../../../src/domain/tasks/download-url.ts'

const ORIGIN = 'http://127.0.0.1:4000'
const route = (path: string) => `/report/bff/tasks/file?src=${encodeURIComponent(path)}`

t.test('spec 3 §4: valid URLs go through the BFF (upstream files) or as they are (storage links); invalid ones are no URL', async (t) => {
  const cases: Array<[unknown, string | null]> = [
    [`${ORIGIN}/report/task/v1/files/f1/%E6%8E%92.xlsx`, route('/report/task/v1/files/f1/%E6%8E%92.xlsx')],
    ['/report/task/v1/files/f1/a.zip', route('/report/task/v1/files/f1/a.zip')],
    ['https://oss.example.cn/exports/a.xlsx', 'https://oss.example.cn/exports/a.xlsx'],
    [`${ORIGIN}/report/obt/v1/user/info`, null],
    [`${ORIGIN}/report/task/v1/files/../../obt/x`, null],
    [`${ORIGIN}/report/task/v1/files/%2e%2e/x`, null],
    ['/report/task/v1/files/a%2Fb', null],
    ['//evil.example/report/task/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['ftp://files.example/a.zip', null],
    ['https://user:pw@oss.example.cn/a', null],
    ['not a url', null],
    ['', null],
    ['   ', null],
    [null, null],
    [42, null],
  ]
  for (const [raw, expected] of cases) t.equal(toDownloadUrl(raw, ORIGIN), expected, String(raw))
})

t.test('file paths the file route accepts, and the name it gives', async (t) => {
  t.ok(isTaskFilePath('/report/task/v1/files/f1/a.xlsx'))
  for (const bad of ['/report/obt/v1/x', '/report/task/../obt', '/report/task//x', '/report/task/a\\b', '/report/task/%2e%2e/x']) t.notOk(isTaskFilePath(bad), bad)
  t.equal(fileNameOf('/report/task/v1/files/f1/%E6%8E%92%E5%90%8D%E6%A6%9C.xlsx'), '排名榜.xlsx')
  t.equal(fileNameOf('/report/task/v1/files/f1/%E0%A4%A.zip'), '%E0%A4%A.zip')
})
