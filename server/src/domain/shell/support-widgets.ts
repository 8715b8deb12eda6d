import type { Contact, SupportWidget } from '@report/contracts/bff/shell'
import type { ContactInfo } from '@report/contracts/upstream/shell'
import { QR_WIDTH } from './qr-images.ts'

export const CUSTOMER_SERVICE_LABEL = '客服'
export const ACCOUNT_MANAGER_LABEL = '专属客服'

const qrOf = (imageUrl: string, text: string, alt: string) => ({ qr: { imageUrl, text, width: QR_WIDTH }, alt })

/**
 * 客服: the customer service the platform names (getCustomerServiceQrCore, spec 1 §3 contact info):
 * its phone, its QR code and its group's. None when the call failed or named nothing to reach.
 */
export function customerServiceWidget(info: ContactInfo | null): SupportWidget | null {
  if (!info) return null
  const qrs = [
    ...(info.schoolCustomerUrl ? [qrOf(info.schoolCustomerUrl, '微信扫码联系客服', '客服二维码')] : []),
    ...(info.schoolCustomerGroupUrl ? [qrOf(info.schoolCustomerGroupUrl, '扫码加入客服群', '客服群二维码')] : []),
  ]
  const lines = info.phone.trim() ? [`客服电话：${info.phone.trim()}`] : []
  if (!qrs.length && !lines.length) return null
  return { label: CUSTOMER_SERVICE_LABEL, lines, qrs }
}

/** 专属客服: the account manager (spec 1 §6 "name, phone and a QR image"), already withheld from multi-school owners by toContact. */
export function accountManagerWidget(contact: Contact): SupportWidget | null {
  const manager = contact.accountManager
  if (!manager) return null
  return {
    label: ACCOUNT_MANAGER_LABEL,
    lines: [`客户经理：${manager.name}`, ...(manager.phone.trim() ? [`电话：${manager.phone.trim()}`] : [])],
    qrs: manager.qrCodeUrl ? [qrOf(manager.qrCodeUrl, '微信扫码添加客户经理', '客户经理二维码')] : [],
  }
}
