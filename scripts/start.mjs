// npm start: build the client when its build is missing or older than its sources, then run the BFF.
import { spawnSync } from 'node:child_process'
import { ensureClientBuild } from './client-build.mjs'

ensureClientBuild()
const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
