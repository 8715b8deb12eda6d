// Issue 34: the layout a document's page is drawn in before the browser can measure its screen.
import t from 'tap'
import { layoutOfRequest } from '../../../src/domain/first-view/layout-guess.ts'

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  iphoneWeChat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
}

const cases: Array<[string, string | undefined, string | undefined, 'phone' | 'desktop']> = [
  ['Android phone, Chrome', undefined, UA.androidChrome, 'phone'],
  ['Android phone, with its hint', '?1', UA.androidChrome, 'phone'],
  ['Android tablet (no "Mobile")', undefined, UA.androidTablet, 'desktop'],
  ['iPhone in WeChat', undefined, UA.iphoneWeChat, 'phone'],
  ['iPad (asks as a Mac)', undefined, UA.ipad, 'desktop'],
  ['Windows, Chrome, its hint', '?0', UA.windowsChrome, 'desktop'],
  ['a desktop emulating a phone: the hint wins', '?1', UA.windowsChrome, 'phone'],
  ['a phone asking for the desktop site: the hint wins', '?0', UA.androidChrome, 'desktop'],
  ['headless Chromium (the PDF renderer, tests)', undefined, UA.headless, 'desktop'],
  ['no user agent', undefined, undefined, 'desktop'],
  ['a hint that is not ?0 or ?1: the user agent decides', '1', UA.iphoneWeChat, 'phone'],
]

for (const [name, hint, ua, layout] of cases) {
  t.test(name, async (t) => t.equal(layoutOfRequest(hint, ua), layout))
}
