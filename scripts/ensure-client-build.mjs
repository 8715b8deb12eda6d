import { ensureClientBuild } from './client-build.mjs'

ensureClientBuild()
