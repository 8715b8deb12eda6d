import { buildUpstream } from '../../fixtures/src/upstream/app.ts'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'

// The old `npm start` arrangement, for bench/main-thread-stall.ts: the reference upstream on the BFF's own thread.
const upstream = buildUpstream()
const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
const config = loadConfig()
const app = await buildApp(config, { upstreamUrl })
await app.listen({ port: config.port, host: config.host })
