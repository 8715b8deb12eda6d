// A route's document (issue 34): the client build's index.html with the route's chunk preloads and its
// first view, the views kept data whatever text they hold.
import t from 'tap'
import { indexDocument, scriptJson } from '../../src/lib/index-document.ts'

const INDEX = '<!doctype html><html><head><title>t</title><script type="module" src="/report/assets/index-a.js"></script></head><body><div id="root"></div></body></html>'
const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028\u2029 >'

t.test('JSON in a script element: no < > & or line separators, and the same value read back', async (t) => {
  const value = { '/report-page?route=x&examid=1': { title: HOSTILE, n: [1, 2.5, null], ok: true } }
  const json = scriptJson(value)
  t.notMatch(json, /[<>&\u2028\u2029]/)
  t.same(JSON.parse(json), value)
})

t.test('the preloads end the head, the first view ends the body', async (t) => {
  const render = indexDocument(INDEX)
  const html = render({ preloads: ['/report/assets/exam-b.js', '/report/assets/page-c.js'], firstView: { '/session': { name: HOSTILE } } })
  t.equal(
    html.slice(0, html.indexOf('<body>')),
    '<!doctype html><html><head><title>t</title><script type="module" src="/report/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/report/assets/exam-b.js"><link rel="modulepreload" crossorigin href="/report/assets/page-c.js"></head>',
  )
  const script = /<body><div id="root"><\/div><script type="application\/json" id="first-view">([^<]*)<\/script><\/body><\/html>$/.exec(html)
  t.ok(script, 'one data block, last in the body')
  t.same(JSON.parse(script![1]!), { '/session': { name: HOSTILE } })
  t.equal((html.match(/<script/g) ?? []).length, 2, 'no script element but the entry and the data block')
})

t.test('a drawn page goes in the root, marked with its layout and inert until the client hydrates it', async (t) => {
  const render = indexDocument(INDEX)
  const html = render({ preloads: [], firstView: { '/session': { name: 'x' } }, page: { html: '<main><table><tr><td>1</td></tr></table></main>', layout: 'phone' } })
  t.match(html, /<body><div id="root" data-prerendered="phone" inert><main><table><tr><td>1<\/td><\/tr><\/table><\/main><\/div><script type="application\/json" id="first-view">/)
  t.equal(render({ preloads: [], firstView: null, page: { html: '<main></main>', layout: 'desktop' } }), INDEX, 'no views to hydrate it with: not drawn')
  t.equal(indexDocument(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'))({ preloads: [], firstView: { a: 1 }, page: { html: '<main></main>', layout: 'desktop' } }).includes('<main>'), false, 'no empty root in the build: not drawn')
})

t.test('nothing to add: index.html as built', async (t) => {
  const render = indexDocument(INDEX)
  t.equal(render({ preloads: [], firstView: null }), INDEX)
  t.equal(render({ preloads: [], firstView: {} }), INDEX)
  t.equal(indexDocument('<p>no head</p>')({ preloads: ['/x.js'], firstView: { a: 1 } }), '<p>no head</p>')
})
