import { lazyPage } from '../../lib/lazy-page.ts'

/** chart.js and react-chartjs-2 load with the first chart, in their own chunk (never the entry). */
export const ChartCanvas = lazyPage(() => import('./chart-canvas.tsx'))
