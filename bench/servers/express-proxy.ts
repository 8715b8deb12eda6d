import http from 'node:http'
import express from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'

// Comparison: express 5 + http-proxy-middleware 3, keep-alive agent to the upstream, nothing else.
const target = process.env.UPSTREAM_URL!
const app = express()
app.disable('x-powered-by')
app.use(createProxyMiddleware({ target, pathFilter: '/report', agent: new http.Agent({ keepAlive: true, maxSockets: 64 }) }))
app.listen(Number(process.env.PORT), '127.0.0.1')
