import type { Contact } from '@report/contracts/bff/shell'
import type { ContactInfo } from '@report/contracts/upstream/shell'

export const EMPTY_CONTACT: Contact = { phone: '', schoolCustomerUrl: '', schoolCustomerGroupUrl: '', accountManager: null }

/** spec 3 §9: the provider's public support line, shown when the contact call fails. */
export const DEFAULT_SUPPORT_LINE = '400-616-8079转1'

/**
 * spec 1 §3 contact info; §6 "Users with an assigned exclusive account manager (not multi-school) see
 * the manager's name, phone and a QR image." Unknown contact info (the call failed) shows the provider's
 * default support line (spec 3 §9), so every upgrade tip still names a way on.
 */
export function toContact(info: ContactInfo | null, isMultiSchoolOwner: boolean): Contact {
  if (!info) return { ...EMPTY_CONTACT, phone: DEFAULT_SUPPORT_LINE }
  const manager = info.directSalesManager
  return {
    phone: info.phone,
    schoolCustomerUrl: info.schoolCustomerUrl,
    schoolCustomerGroupUrl: info.schoolCustomerGroupUrl,
    accountManager: manager && !isMultiSchoolOwner && manager.name.trim() ? { name: manager.name, phone: manager.phone, qrCodeUrl: manager.qrCodeUrl } : null,
  }
}

export const UPGRADE_TIP = '该功能属于分析系统高级功能，请联系客户经理开通'
export const VERSION_TIP = '当前版本暂不支持该功能，升级版本后即可使用'

/**
 * spec 1 §6 "Non-paying users see: this function belongs to the analysis system's advanced features,
 * contact the account manager"; spec 2 §6: contact the account manager, scan a QR code or call the
 * provider's support line — so the tip names whichever contact the user has.
 */
export function upgradeTipText(contact: Contact): string {
  if (contact.accountManager) return `${UPGRADE_TIP}（${contact.accountManager.name}，${contact.accountManager.phone}）`
  if (contact.phone) return `${UPGRADE_TIP}，或拨打客服电话 ${contact.phone}`
  return UPGRADE_TIP
}
