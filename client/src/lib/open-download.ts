/**
 * Starts a file download without leaving the page: a same-origin link with `download` (the BFF's
 * file route answers with Content-Disposition); another origin's link opens in a new tab.
 */
export function openDownload(url: string): void {
  const a = document.createElement('a')
  a.href = url
  if (new URL(url, window.location.href).origin === window.location.origin) a.download = ''
  else {
    a.target = '_blank'
    a.rel = 'noopener'
  }
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** spec 3 §7 package: the file opens in a new tab. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener')
}
