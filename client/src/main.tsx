import { PRERENDERED_ATTRIBUTE } from '@report/contracts/bff/first-view'

// The entry holds no library: a page the BFF drew into the document (issue 34) is painted before the
// app's modules run — evaluating them and hydrating take the main thread for some 300 ms, and the first
// frame would wait for them. The document preloads the app's chunks meanwhile (client-chunks.ts).
const drawn = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) === true
const painted = new Promise<void>((done) => (drawn ? requestAnimationFrame(() => setTimeout(done, 0)) : done()))
void painted.then(() => import('./app/start.tsx'))
