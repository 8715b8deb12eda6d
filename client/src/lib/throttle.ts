/** Runs `fn` at most once per `waitMs`, first call at once and the last one of a burst at the end. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): ((...args: A) => void) & { cancel: () => void } {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = (args: A) => {
    last = Date.now()
    pending = undefined
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = waitMs - (Date.now() - last)
    if (wait <= 0) {
      clearTimeout(timer)
      timer = undefined
      run(args)
      return
    }
    pending = args
    timer ??= setTimeout(() => {
      timer = undefined
      if (pending) run(pending)
    }, wait)
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
