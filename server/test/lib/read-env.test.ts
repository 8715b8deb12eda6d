import t from 'tap'
import { loadConfig, ConfigError } from '../../src/config.ts'
import { loadRendererConfig, RendererConfigError } from '../../src/renderer/renderer-config.ts'

// Both entries read their environment the same way (lib/read-env.ts): defaults, integers, empty as unset, every problem named.
t.test('the BFF: defaults, whole numbers as integers, empty as unset', async (t) => {
  t.match(loadConfig({}), { port: 3000, host: '127.0.0.1', workers: 1, redisUrl: undefined, cacheMaxBytes: 64 * 1024 * 1024 })
  t.match(loadConfig({ PORT: '4123', BFF_WORKERS: '3', REDIS_URL: '' }), { port: 4123, workers: 3, redisUrl: undefined })
})

t.test('the renderer: defaults follow the BFF it prints through', async (t) => {
  // A renderer needs its key outside the embedded demo (issue 30 item 4).
  const key = { RENDERER_CONSUMER_KEY: 'a-renderer-key-of-ours' }
  t.match(loadRendererConfig({ PORT: '4123', ...key }), { bffUrl: 'http://127.0.0.1:4123', pollMs: 2000, pageTimeoutMs: 120_000 })
  t.match(loadRendererConfig({ RENDERER_BFF_URL: 'http://bff:3000/', RENDERER_CONTEXTS: '2', ...key }), { bffUrl: 'http://bff:3000', contexts: 2 })
  t.throws(() => loadRendererConfig({ PORT: '4123' }), /RENDERER_CONSUMER_KEY is required/)
})

t.test('a bad value stops the start, each entry with its own error naming every bad variable', async (t) => {
  t.throws(() => loadConfig({ PORT: 'x', BFF_WORKERS: '0' }), { name: 'Error', message: /PORT.*BFF_WORKERS|BFF_WORKERS.*PORT/ })
  const thrown = (f: () => unknown) => {
    try {
      f()
    } catch (error) {
      return error
    }
    return undefined
  }
  t.ok(thrown(() => loadConfig({ REDIS_URL: 'http://x' })) instanceof ConfigError, 'the BFF: ConfigError (main.ts exits 2 with its message)')
  t.ok(thrown(() => loadRendererConfig({ RENDERER_POLL_MS: '1.5' })) instanceof RendererConfigError, 'the renderer: RendererConfigError')
  t.throws(() => loadRendererConfig({ RENDERER_POLL_MS: '10' }), /RENDERER_POLL_MS/)
})
