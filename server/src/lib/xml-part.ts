import { SaxesParser } from 'saxes'
import { BrokenFileError, ReadLimitError, type ZipParts } from './zip-parts.ts'

/**
 * One XML part of a zip read as a stream of elements and text (saxes), with the bounds a streaming
 * parser does not hold by itself: saxes gathers a text node, a tag and its attributes whole before it
 * reports them, so the characters between two marks (`<` or `>`) are counted as they arrive and
 * refused past `markupRun`; and the open elements it stacks are refused past `depth`.
 */

export interface XmlLimits {
  /** Characters between two `<` or `>` marks: the longest text node or tag saxes may gather. */
  markupRun: number
  /** Elements open at once. */
  depth: number
}

export interface XmlHandlers {
  /** An element opens; names without their namespace prefix. Returns false to stop reading the part. */
  open(name: string, attributes: Readonly<Record<string, string>>): boolean | void
  text(text: string): void
  close(name: string): boolean | void
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

export async function readXmlPart(zip: ZipParts, part: string, maxBytes: number, limits: XmlLimits, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false })
  const decoder = new TextDecoder('utf-8')
  let run = 0
  let depth = 0
  let done = false
  parser.on('error', (error) => {
    throw new BrokenFileError(`${part}: ${error.message}`)
  })
  parser.on('opentag', (tag) => {
    if (++depth > limits.depth) throw new ReadLimitError('depth', { part })
    if (handlers.open(localName(tag.name), tag.attributes) === false) done = true
  })
  parser.on('text', (text) => handlers.text(text))
  parser.on('cdata', (text) => handlers.text(text))
  parser.on('closetag', (tag) => {
    depth -= 1
    if (handlers.close(localName(tag.name)) === false) done = true
  })
  const feed = (text: string) => {
    // On a run past the bound, saxes first gets the text up to its last mark, so the handlers know
    // where the run is (in which cell) when the error reaches them.
    let last = -1
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c !== 60 && c !== 62) continue
      if (run + (i - last - 1) > limits.markupRun) tooLong(text, last)
      run = 0
      last = i
    }
    run += text.length - last - 1
    if (run > limits.markupRun) tooLong(text, last)
    parser.write(text)
  }
  const tooLong = (text: string, last: number): never => {
    parser.write(text.slice(0, last + 1))
    throw new ReadLimitError('markup', { part })
  }
  await zip.read(part, maxBytes, (chunk) => {
    feed(decoder.decode(chunk, { stream: true }))
    return !done
  })
  if (done) return
  feed(decoder.decode())
  parser.close()
}
