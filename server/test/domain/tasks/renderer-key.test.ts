// Issue 30 item 4: the PDF renderer's consumer key has a public default. Outside the embedded demo
// the BFF does not start without a key of its own, never takes the demo's, and a short one is refused.
import t from 'tap'
import { DEMO_CONSUMER_KEY } from '@report/contracts/constants'
import { settleConsumerKey, settleRendererKey } from '../../../src/domain/tasks/renderer-key.ts'

const KEY = 'k7Qe2-platform-renderer-key'

t.test('settleConsumerKey table (the BFF)', async (t) => {
  const rows: Array<[ref: string, given: string | undefined, embeddedDemo: boolean, want: string | RegExp]> = [
    ['the embedded demo without a key: the demo key', undefined, true, DEMO_CONSUMER_KEY],
    ['the embedded demo, empty: the demo key', '', true, DEMO_CONSUMER_KEY],
    ['the embedded demo with the demo key', DEMO_CONSUMER_KEY, true, DEMO_CONSUMER_KEY],
    ['the embedded demo with a key of its own', KEY, true, KEY],
    ['a platform without a key: refused', undefined, false, /required outside the embedded demo/],
    ['a platform, empty: refused', '', false, /required/],
    ['a platform with the demo key: refused', DEMO_CONSUMER_KEY, false, /public key/],
    ['a platform with its own key', KEY, false, KEY],
    ['fifteen characters: refused', 'a'.repeat(15), false, /at least 16/],
    ['sixteen characters', 'a'.repeat(16), false, 'a'.repeat(16)],
  ]
  for (const [ref, given, embeddedDemo, want] of rows) {
    const settled = settleConsumerKey(given, embeddedDemo)
    if (typeof want === 'string') t.same(settled, { key: want }, ref)
    else t.match('refused' in settled ? settled.refused : `key ${settled.key}`, want, ref)
  }
})

t.test('settleRendererKey: the same, but a demo key given explicitly is sent (the BFF judges it)', async (t) => {
  t.same(settleRendererKey(DEMO_CONSUMER_KEY, false), { key: DEMO_CONSUMER_KEY })
  t.same(settleRendererKey(undefined, true), { key: DEMO_CONSUMER_KEY }, 'npm start: EMBEDDED_UPSTREAM=1')
  t.match(settleRendererKey(undefined, false), { refused: /required/ }, 'no default anywhere else')
  t.match(settleRendererKey('short', false), { refused: /at least 16/ })
  t.same(settleRendererKey(KEY, false), { key: KEY })
})
