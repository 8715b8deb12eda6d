import type { ComponentType } from 'react'
import type { RouteKey } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

/** Answer cards (issue 20): a student's sheets, one answer cut from them (a 小分表 cell) and the blank paper (the export page, answerCard, is the router's). */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  answerPics: lazyPage(() => import('../routes/answer-pics.tsx')),
  paperPics: lazyPage(() => import('../routes/paper-pics.tsx')),
  answerPic: lazyPage(() => import('../routes/answer-pic.tsx')),
}
