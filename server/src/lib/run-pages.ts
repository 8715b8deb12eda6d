/**
 * Runs page tasks with at most `concurrency` in flight and returns results in task order; a failed
 * task yields `undefined` in its slot instead of failing the whole run.
 */
export async function runPages<T>(tasks: Array<() => Promise<T>>, concurrency: number, onError: (index: number, error: unknown) => void): Promise<Array<T | undefined>> {
  const results: Array<T | undefined> = new Array(tasks.length)
  let next = 0
  async function worker() {
    while (next < tasks.length) {
      const index = next++
      try {
        results[index] = await tasks[index]!()
      } catch (error) {
        onError(index, error)
        results[index] = undefined
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, tasks.length)) }, worker))
  return results
}
