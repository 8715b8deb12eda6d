// npm start: build what is missing or stale (the client, the server), then run the compiled BFF as a
// child that gets this process's SIGTERM, SIGINT and SIGHUP; this process ends as the child ends.
import { exitAs, runChild } from './child-process.mjs'
import { ensureClientBuild } from './client-build.mjs'
import { builtFile, ensureServerBuild } from './server-build.mjs'

// With CLIENT_DIST set the BFF serves a client build from elsewhere: client/dist is not used.
if (!process.env.CLIENT_DIST) await ensureClientBuild()
await ensureServerBuild()
await exitAs(await runChild(process.execPath, ['--enable-source-maps', builtFile('server')]))
