import type { Qr } from '@report/contracts/bff/shell'
import { SIMPLE_PLATFORM } from './frame.ts'

/** spec 1 §9 "QR image width 130". */
export const QR_WIDTH = 130
/** The platform's QR images (served under /report/user/, through the passthrough). */
const QR_BASE = '/report/user/v1/qrcode'

/**
 * spec 1 §1 public account: "the image differs by platform: one image for a specific platform, another
 * by default" — the simple platform (fx_cjgl) has its own public account.
 */
export function publicAccountQr(platform: string): Qr {
  const image = platform === SIMPLE_PLATFORM ? 'public-account-cjgl' : 'public-account'
  return { imageUrl: `${QR_BASE}/${image}.svg`, text: '扫码关注公众号', width: QR_WIDTH }
}

/** spec 1 §1: the header's phone-report-card tip with a QR image. */
export function reportCardQr(): Qr {
  return { imageUrl: `${QR_BASE}/report-card.svg`, text: '微信扫码，手机查看电子成绩单', width: QR_WIDTH }
}
