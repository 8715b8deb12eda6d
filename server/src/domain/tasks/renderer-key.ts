import { DEMO_CONSUMER_KEY } from '@report/contracts/constants'

/** A key goes in a header: printable ASCII without spaces (the BFF's and the renderer's schemas). */
export const CONSUMER_KEY_PATTERN = '^[\\x21-\\x7e]+$'

/** Shorter keys can be guessed: the key is all that stands between a caller and every owner's export session. */
export const MIN_CONSUMER_KEY_LENGTH = 16

export type SettledKey = { key: string } | { refused: string }

/**
 * The PDF renderer's consumer key (`x-consumer-key`, spec 3 §7 consumer calls), as the BFF and the
 * renderer each settle it at start (issue 30 item 4). The embedded demo (the reference upstream
 * `npm start` runs in-process) may use its public key, and does when none is set. Anywhere else the
 * key must be set, long enough, and not the demo's: whoever knows a key claims tasks and receives
 * their owners' export sessions. Answers the key, or why the start must stop.
 */
export function settleConsumerKey(given: string | undefined, embeddedDemo: boolean): SettledKey {
  if (given === undefined || given === '') {
    return embeddedDemo
      ? { key: DEMO_CONSUMER_KEY }
      : { refused: 'RENDERER_CONSUMER_KEY is required outside the embedded demo: the PDF renderer\'s key, the same for the platform, the BFF and every renderer' }
  }
  if (given === DEMO_CONSUMER_KEY && !embeddedDemo) {
    return { refused: `RENDERER_CONSUMER_KEY: ${DEMO_CONSUMER_KEY} is the embedded demo's public key; set the platform's own` }
  }
  if (given.length < MIN_CONSUMER_KEY_LENGTH) return { refused: `RENDERER_CONSUMER_KEY: at least ${MIN_CONSUMER_KEY_LENGTH} characters` }
  return { key: given }
}

/**
 * The renderer's own start: the same rule, but a demo key it is given explicitly is sent (a renderer
 * container beside a BFF that runs the embedded demo); the BFF it prints through refuses it anywhere else.
 */
export function settleRendererKey(given: string | undefined, embeddedDemo: boolean): SettledKey {
  return given === DEMO_CONSUMER_KEY ? { key: given } : settleConsumerKey(given, embeddedDemo)
}
