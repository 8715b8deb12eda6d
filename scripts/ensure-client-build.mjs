import { ensureClientBuild } from './client-build.mjs'

await ensureClientBuild()
