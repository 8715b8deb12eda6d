// Table tests for spec 1 §1 "a hover popover labelled public account with a QR image and the text to scan
// and follow (the image differs by platform: one image for a specific platform, another by default)", the
// header's "phone-report-card tip with a QR image", and §9 "QR image width 130".
import t from 'tap'
import { publicAccountQr, QR_WIDTH, reportCardQr } from '../../../src/domain/shell/qr-images.ts'

t.test('publicAccountQr table', async (t) => {
  const rows: Array<[ref: string, platform: string, image: string]> = [
    ['default platform fx', 'fx', '/report/user/v1/qrcode/public-account.svg'],
    ['§1 the specific platform (simple, fx_cjgl) has its own image', 'fx_cjgl', '/report/user/v1/qrcode/public-account-cjgl.svg'],
    ['any other platform: default', 'yj', '/report/user/v1/qrcode/public-account.svg'],
    ['empty platform: default', '', '/report/user/v1/qrcode/public-account.svg'],
  ]
  for (const [ref, platform, image] of rows) t.same(publicAccountQr(platform), { imageUrl: image, text: '扫码关注公众号', width: 130 }, ref)
})

t.test('report card tip and width', async (t) => {
  t.equal(QR_WIDTH, 130, '§9')
  t.match(reportCardQr(), { imageUrl: '/report/user/v1/qrcode/report-card.svg', width: 130, text: /手机/ })
})
