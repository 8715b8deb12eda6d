import { useEffect, useState } from 'react'

/**
 * False for the first render, true once the browser has painted it: what is in view is drawn first, and
 * what lies beyond it follows where it costs the reader nothing (issue 34: a report page's first table
 * cell waited for the rows below the box, the blocks below the fold and their styles).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
