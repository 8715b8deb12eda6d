/** Collapses ids in an upstream path so metrics get one label per endpoint, not per exam. */
export function pathTemplate(path: string): string {
  const pathname = path.split('?', 1)[0] ?? ''
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) && !/^v\d+$/.test(segment) ? ':id' : segment))
    .join('/')
}
