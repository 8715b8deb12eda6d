/**
 * JSON.parse of a large UTF-8 body in slices of the event loop. The 1,000,000 exam's exam info for a city is 2.6 MB
 * (20,624 classes); JSON.parse held the BFF's thread 50-100 ms on it, on every report page (issue 37). Here the
 * body's containers are split at their own commas by a scan over its bytes that allocates nothing, runs of small
 * members are decoded and handed to JSON.parse together, and a turn is yielded whenever a slice has run its time.
 * The body is never decoded whole: on the shared 2-core machines one decode of a 4.5 MB body held the thread
 * 39-50 ms, and any copy of its text (a join of decoded parts) 28-40 ms (bench/RESULTS.md §14n). The scan can read
 * bytes: every character it looks for is ASCII, and in UTF-8 no byte of a longer character is below 0x80. The value
 * is JSON.parse's of body.toString('utf8'): every byte but the containers' own brackets, commas and colons goes
 * through JSON.parse, split only next to those ASCII bytes, so invalid text throws a SyntaxError as it would.
 */

/** Members and elements parsed together up to this many bytes; a larger one is split in turn. */
const BATCH_BYTES = 128 * 1024
/** Containers whose commas the first scan keeps: the top (0) and three levels below (the exam info's class list is at 3). */
const OUTLINE_DEPTH = 3
/** Large containers split one inside another before JSON.parse takes the rest whole (the exam info needs 4). */
const SPLIT_DEPTH = 8
/** The longest the thread is held before a turn is yielded. */
const SLICE_MS = 4

type Span = [start: number, end: number]

export interface InTurnsOptions {
  /** Yields a turn of the event loop (lets I/O in). */
  turn: () => Promise<void>
  batchBytes?: number
  sliceMs?: number
}

export async function parseJsonInTurns(body: Uint8Array, options: InTurnsOptions): Promise<unknown> {
  const batch = options.batchBytes ?? BATCH_BYTES
  const text = (start: number, end: number): string => Buffer.from(body.buffer, body.byteOffset + start, end - start).toString('utf8')
  const sliceMs = options.sliceMs ?? SLICE_MS
  let started = performance.now()
  const pause = async () => {
    if (performance.now() - started < sliceMs) return
    await options.turn()
    started = performance.now()
  }

  /** Each container's commas, by the position of its opening bracket. */
  const outline = new Map<number, number[]>()
  // A body that fits one batch goes to JSON.parse whole: its outline would not be read.
  if (body.length > batch) await scan(0, body.length)

  /**
   * Records the commas of the containers of text[from, to) down to OUTLINE_DEPTH below its own level, in one scan:
   * a container's members found by scanning it alone would read its nested containers again at each level (four
   * times over for the exam info's class list). A larger container deeper down is scanned when it is reached.
   */
  async function scan(from: number, to: number): Promise<void> {
    const open: Array<number[] | null> = []
    let inString = false
    let i = from
    while (i < to) {
      const blockEnd = Math.min(to, i + 65536)
      for (; i < blockEnd; i++) {
        const c = body[i]!
        if (inString) {
          if (c === BACKSLASH) i++
          else if (c === QUOTE) inString = false
        } else if (c === QUOTE) inString = true
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
          const commas = open.length <= OUTLINE_DEPTH ? [] : null
          if (commas) outline.set(i, commas)
          open.push(commas)
        } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) open.pop()
        else if (c === COMMA) open[open.length - 1]?.push(i)
      }
      await pause()
    }
  }

  async function value(start: number, end: number, depth = 0): Promise<unknown> {
    ;[start, end] = trimmed(body, start, end)
    const open = body[start]
    // Past SPLIT_DEPTH large containers down, JSON.parse takes the rest whole: text nested thousands deep would
    // otherwise be scanned again at every few levels (a hostile answer's quadratic time).
    if (end - start <= batch || (open !== OPEN_OBJECT && open !== OPEN_ARRAY) || depth > SPLIT_DEPTH) {
      const parsed: unknown = JSON.parse(text(start, end))
      await pause()
      return parsed
    }
    if (body[end - 1] !== (open === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) throw new SyntaxError(`Unexpected end of JSON at position ${end - 1}`)
    const parts = await members(start + 1, end - 1)
    return open === OPEN_ARRAY ? array(parts, depth + 1) : object(parts, depth + 1)
  }

  /** The spans between the commas of the container whose brackets enclose [start, end) (an empty container has none). */
  async function members(start: number, end: number): Promise<Span[]> {
    const [from, to] = trimmed(body, start, end)
    if (from === to) return []
    if (!outline.has(start - 1)) await scan(start - 1, end + 1)
    const parts: Span[] = []
    let memberStart = from
    for (const comma of outline.get(start - 1)!) {
      parts.push([memberStart, comma])
      memberStart = comma + 1
    }
    return checked(parts, memberStart, to)
  }

  /** The members with the last one added; a member of nothing (`[1,,2]`, `[,1]`) is an error JSON.parse would see only in a batch of its own. */
  function checked(parts: Span[], lastStart: number, end: number): Span[] {
    parts.push([lastStart, end])
    for (const [a, b] of parts) if (trimmed(body, a, b)[0] === b) throw new SyntaxError(`Unexpected token ',' in JSON at position ${b}`)
    return parts
  }

  /** Runs of members that fit a batch, and each larger member alone. */
  function runs(parts: readonly Span[]): Array<{ span: Span; alone: boolean }> {
    const out: Array<{ span: Span; alone: boolean }> = []
    let run: Span | null = null
    for (const [a, b] of parts) {
      if (b - a > batch) {
        if (run) out.push({ span: run, alone: false })
        run = null
        out.push({ span: [a, b], alone: true })
      } else if (run && b - run[0] <= batch) run[1] = b
      else {
        if (run) out.push({ span: run, alone: false })
        run = [a, b]
      }
    }
    if (run) out.push({ span: run, alone: false })
    return out
  }

  async function array(parts: readonly Span[], depth: number): Promise<unknown[]> {
    const out: unknown[] = []
    for (const { span, alone } of runs(parts)) {
      if (alone) out.push(await value(span[0], span[1], depth))
      else {
        for (const x of JSON.parse(`[${text(span[0], span[1])}]`) as unknown[]) out.push(x)
        await pause()
      }
    }
    return out
  }

  async function object(parts: readonly Span[], depth: number): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {}
    // As JSON.parse: an own property whatever the key (also __proto__), the last of equal keys kept.
    const set = (key: string, v: unknown) => Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true })
    for (const { span, alone } of runs(parts)) {
      if (alone) {
        const colon = afterKey(body, span[0], span[1])
        set(JSON.parse(text(span[0], colon)) as string, await value(colon + 1, span[1], depth))
      } else {
        const run = JSON.parse(`{${text(span[0], span[1])}}`) as Record<string, unknown>
        for (const key of Object.keys(run)) set(key, run[key])
        await pause()
      }
    }
    return out
  }

  return value(0, body.length)
}

/** The position of the colon after a member's key (a string); a SyntaxError when there is none. */
function afterKey(body: Uint8Array, start: number, end: number): number {
  let i = trimmed(body, start, end)[0]
  if (body[i] !== QUOTE) throw new SyntaxError(`Expected a property name at position ${i}`)
  for (i++; i < end; i++) {
    const c = body[i]
    if (c === BACKSLASH) i++
    else if (c === QUOTE) break
  }
  for (i++; i < end && isSpace(body[i]!); i++);
  if (body[i] !== COLON) throw new SyntaxError(`Expected ':' after property name at position ${i}`)
  return i
}

function trimmed(body: Uint8Array, start: number, end: number): Span {
  while (start < end && isSpace(body[start]!)) start++
  while (end > start && isSpace(body[end - 1]!)) end--
  return [start, end]
}

/** JSON's four whitespace characters. */
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
