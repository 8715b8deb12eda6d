import { allowedAttribute, ALLOWED_TAGS } from './logic/rich-text.ts'

/** Dropped with everything inside them; other unknown tags are unwrapped (their text stays). */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'link', 'meta', 'form', 'input', 'button', 'textarea', 'select'])

/**
 * A diagnosis as stored HTML, cleaned with the editor's rules (logic/rich-text.ts): only the
 * formatting tags, base64 images and formula nodes survive; no attribute that could run script.
 * Runs on load (what the upstream holds may be old or foreign) and on save.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
  clean(doc.body)
  return doc.body.innerHTML
}

function clean(parent: Element): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove()
      continue
    }
    const element = child as Element
    const tag = element.tagName.toLowerCase()
    if (DROP.has(tag)) {
      element.remove()
      continue
    }
    clean(element)
    if (!ALLOWED_TAGS.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes))
      continue
    }
    for (const attribute of Array.from(element.attributes)) {
      if (!allowedAttribute(tag, attribute.name, attribute.value)) element.removeAttribute(attribute.name)
    }
    if (tag === 'img' && !element.hasAttribute('src')) element.remove()
    else if (tag === 'span' && element.hasAttribute('data-latex')) {
      // A formula node: its text is its LaTeX, not editable inline.
      element.textContent = element.getAttribute('data-latex')
      element.setAttribute('contenteditable', 'false')
      element.setAttribute('class', 'report-formula')
    }
  }
}
