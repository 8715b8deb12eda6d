// Table tests for spec 1 §4 steps 2–5 and §7 (sign-in calls: /obt/login, /obt/auth, genUnifyToken,
// yj-token) with DESIGN.md "No token is ever readable by page script": the passthrough must refuse
// these calls in every spelling a forgiving platform would still route to them.
import t from 'tap'
import fc from 'fast-check'
import { isTokenEndpoint, normalisedEndpoint } from '../../../src/domain/gateway/token-endpoints.ts'

const denied: Array<[string, string]> = [
  ['spec 1 §7 /obt/auth as the BFF sends it', '/report/obt/auth'],
  ['trailing slash', '/report/obt/auth/'],
  ['matrix parameter', '/report/obt/auth;x=1'],
  ['matrix parameter and slash', '/report/obt/auth;jsessionid=1/'],
  ['encoded query separator', '/report/obt/auth%3Fx=1'],
  ['encoded fragment', '/report/obt/auth%23x'],
  ['case', '/report/obt/Auth'],
  ['case of the prefix', '/report/OBT/AUTH'],
  ['encoded letter', '/report/obt/%61uth'],
  ['double-encoded letter', '/report/obt/%2561uth'],
  ['doubled slash', '/report/obt//auth'],
  ['below it', '/report/obt/auth/x'],
  ['with a query', '/report/obt/auth?token=unify'],
  ['PDF-mode twin', '/report/pdf/auth'],
  ['spec 1 §7 /obt/login', '/report/obt/login'],
  ['spec 1 §7 genUnifyToken', '/report/obt/v1/user/genUnifyToken'],
  ['genUnifyToken lower case', '/report/obt/v1/user/genunifytoken/'],
  ['genUnifyToken PDF twin', '/report/pdf/v1/user/genUnifyToken;a'],
  ['spec 1 §7 yj-token', '/report/tool/v1/fx/yj-token'],
  ['yj-token encoded dash', '/report/tool/v1/fx/yj%2Dtoken'],
  ['without the /report base', '/obt/auth'],
]

const allowed: Array<[string, string]> = [
  ['user info', '/report/obt/v1/user/info'],
  ['a name that only starts like one', '/report/obt/authority'],
  ['a name that only ends like one', '/report/obt/v1/user/genUnifyTokens'],
  ['auth deeper in another area', '/report/analysis/v1/permission/versionAuth/modules'],
  ['auth as a parameter value', '/report/obt/v1/exam/info?next=/obt/auth'],
  ['api paths', '/api/v3/exam/dashboard'],
]

t.test('token endpoints are refused in every spelling', async (t) => {
  for (const [ref, path] of denied) t.ok(isTokenEndpoint(path), `${ref}: ${path} (${normalisedEndpoint(path)})`)
})

t.test('other calls pass', async (t) => {
  for (const [ref, path] of allowed) t.notOk(isTokenEndpoint(path), `${ref}: ${path} (${normalisedEndpoint(path)})`)
})

t.test('normalised form', async (t) => {
  t.equal(normalisedEndpoint('/report/obt/Auth;x=1/%3Fy'), '/obt/auth')
  t.equal(normalisedEndpoint('/report/pdf/v1/exam/info?x=1'), '/obt/v1/exam/info')
  t.equal(normalisedEndpoint('/report/'), '/')
})

// Issue 22 (passthrough CPU): a path with no `%` and none of the endpoints' last words skips normalising;
// the answer must be the one normalising gives, for any text.
t.test('property: the shortcut answers as normalising does', async (t) => {
  const ENDPOINTS = ['/obt/auth', '/obt/login', '/obt/v1/user/genunifytoken', '/tool/v1/fx/yj-token']
  const byNormalising = (path: string) => {
    const normal = normalisedEndpoint(path)
    return ENDPOINTS.some((endpoint) => normal === endpoint || normal.startsWith(`${endpoint}/`))
  }
  const piece = fc.constantFrom('report', 'obt', 'pdf', 'tool', 'v1', 'fx', 'user', 'auth', 'AUTH', 'Login', 'genUnifyToken', 'yj-token', 'yj%2Dtoken', '%61uth', ';x', '', '\\', '?', '#', ' ', '\u212A', 'info')
  const path = fc.oneof(fc.array(piece, { maxLength: 6 }).map((p) => `/${p.join('/')}`), fc.string({ maxLength: 30 }))
  fc.assert(fc.property(path, (p) => isTokenEndpoint(p) === byNormalising(p)), { numRuns: 5000 })
  t.pass()
})
