import { appendFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { CassetteExchange } from '@report/fixtures/cassettes/cassette'

/** With RECORD_DIR set, every upstream exchange is appended to one cassette file per process. */
export class Recorder {
  private readonly file: string
  constructor(dir: string) {
    mkdirSync(dir, { recursive: true })
    this.file = join(dir, `cassette-${process.pid}-${Date.now()}.jsonl`)
  }

  record(exchange: CassetteExchange): void {
    appendFileSync(this.file, `${JSON.stringify(exchange)}\n`)
  }
}
