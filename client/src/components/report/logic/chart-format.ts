/**
 * Chart conventions (spec 2 §1, §9): y values over 3 digits abbreviated as k; export as PNG at pixel
 * ratio 2 on white; the doughnut spans radius 60 %–80 % in six colours. No React, no chart.js here.
 */
export const CHART_EXPORT_PIXEL_RATIO = 2
export const CHART_EXPORT_BACKGROUND = '#ffffff'
export const DOUGHNUT_CUTOUT = '60%'
export const DOUGHNUT_RADIUS = '80%'

/** Six colours: the doughnut's, and the series colours of every other chart in turn. */
export const CHART_COLORS = ['#2a6de6', '#36b37e', '#ffab00', '#ff5630', '#6554c0', '#00b8d9'] as const

export function chartColor(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length]!
}

/** A colour with alpha, for fills under lines and radar areas. */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`
}

/** An axis tick: 999 → '999'; 1000 → '1k'; 1500 → '1.5k'; 12345 → '12.3k'; -2500 → '-2.5k'; 0.25 → '0.25'. */
export function abbreviateK(value: number): string {
  if (!Number.isFinite(value)) return ''
  if (Math.abs(value) <= 999) return String(Math.round(value * 100) / 100)
  const k = Math.round((Math.abs(value) / 1000) * 10) / 10
  return `${value < 0 ? '-' : ''}${k}k`
}

/** A tooltip value with its unit: 68.2分, 45人, 70%. */
export function withUnit(value: number | null | undefined, unit: string | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--'
  return `${Math.round(value * 100) / 100}${unit ?? ''}`
}

/** A safe file name for a chart image. */
export function chartFileName(title: string | undefined): string {
  const base = (title ?? '图表').replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim() || '图表'
  return `${base}.png`
}
