import Fastify from 'fastify'

// Comparison for answer-sheet cache hits: a plain Fastify JSON reply of BODY_BYTES, serialised once.
const bytes = Number(process.env.BODY_BYTES ?? 2048)
const head = '{"code":0,"data":"'
const body = head + 'x'.repeat(Math.max(0, bytes - head.length - 2)) + '"}'
const app = Fastify({ logger: false })
app.get('/plain', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
