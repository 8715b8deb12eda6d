const continues = (byte: number): boolean => (byte & 0xc0) === 0x80

/** Bytes decoded between two turns: about 3-5 ms on the shared 2-core machines. */
const CHUNK_BYTES = 512 * 1024

/**
 * buffer's UTF-8 text, as buffer.toString('utf8') gives it, decoded a chunk at a time with `turn` between
 * chunks. The 1,000,000 exam's city dashboard answer (several MB) held the BFF's thread 27-43 ms in one
 * toString (issue 37: the longest stall within 50 ms). A chunk ends before a byte that starts a character,
 * so no character is cut; the parts are joined into one flat string, which the parse reads many times.
 */
export async function decodeUtf8InTurns(buffer: Buffer, turn: () => Promise<void>, chunkBytes = CHUNK_BYTES): Promise<string> {
  if (buffer.length <= chunkBytes) return buffer.toString('utf8')
  const parts: string[] = []
  for (let start = 0; start < buffer.length; ) {
    let end = Math.min(start + chunkBytes, buffer.length)
    // 10xxxxxx continues a character: step back to where one starts (at most 3 bytes in valid UTF-8), or, when the
    // chunk holds no such place, on to the next.
    while (end > start && end < buffer.length && continues(buffer[end]!)) end--
    if (end === start) for (end = Math.min(start + chunkBytes, buffer.length); end < buffer.length && continues(buffer[end]!); ) end++
    parts.push(buffer.toString('utf8', start, end))
    start = end
    if (start < buffer.length) await turn()
  }
  return parts.join('')
}
