import Fastify from 'fastify'
import proxy from '@fastify/http-proxy'

// Comparison: a bare @fastify/http-proxy (undici pool to the upstream), no logging, no other plugin.
const app = Fastify({ logger: false })
await app.register(proxy, { upstream: process.env.UPSTREAM_URL!, prefix: '/report', rewritePrefix: '/report', undici: { connections: 64, pipelining: 1 } })
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
