import type { ReportPageDef } from '../define.ts'
import { contrastPage } from './c-contrast.ts'
import { effectivePage } from './c-effective.ts'
import { matrixPage } from './c-matrix.ts'
import { rankScalePage } from './c-rank-scale.ts'
import { segmentPage } from './c-segment.ts'

export const GROUP_C_PAGES: readonly ReportPageDef[] = [matrixPage, rankScalePage, segmentPage, contrastPage, effectivePage]
