// Table tests for spec 1 §3 "Contact info: phone, schoolCustomerUrl, schoolCustomerGroupUrl,
// directSalesManager (name, phone, qrCodeUrl)"; §6 "Users with an assigned exclusive account manager (not
// multi-school) see the manager's name, phone and a QR image"; §6 "Non-paying users see: this function
// belongs to the analysis system's advanced features, contact the account manager"; spec 2 §6 "contact the
// account manager, scan a QR code or call a phone number (the provider's default support line)".
import t from 'tap'
import type { ContactInfo } from '@report/contracts/upstream/shell'
import { DEFAULT_SUPPORT_LINE, EMPTY_CONTACT, toContact, UPGRADE_TIP, upgradeTipText } from '../../../src/domain/shell/contact-card.ts'

const manager = { name: '周经理', phone: '13800000001', qrCodeUrl: '/qr/m.svg' }
const info: ContactInfo = { phone: '400-600-1234', schoolCustomerUrl: '/qr/cs.svg', schoolCustomerGroupUrl: '/qr/g.svg', directSalesManager: manager }

t.test('toContact table', async (t) => {
  const rows: Array<[ref: string, info: ContactInfo | null, owner: boolean, want: ReturnType<typeof toContact>]> = [
    ['§6 a manager is assigned: name, phone and QR', info, false, { phone: '400-600-1234', schoolCustomerUrl: '/qr/cs.svg', schoolCustomerGroupUrl: '/qr/g.svg', accountManager: manager }],
    ['§6 "(not multi-school)": an owner gets no manager card', info, true, { phone: '400-600-1234', schoolCustomerUrl: '/qr/cs.svg', schoolCustomerGroupUrl: '/qr/g.svg', accountManager: null }],
    ['no manager assigned', { ...info, directSalesManager: null }, false, { phone: '400-600-1234', schoolCustomerUrl: '/qr/cs.svg', schoolCustomerGroupUrl: '/qr/g.svg', accountManager: null }],
    ['a manager without a name is not shown', { ...info, directSalesManager: { ...manager, name: ' ' } }, false, { phone: '400-600-1234', schoolCustomerUrl: '/qr/cs.svg', schoolCustomerGroupUrl: '/qr/g.svg', accountManager: null }],
    ['spec 3 §9 contact unknown (the call failed): the default support line 400-616-8079转1', null, false, { ...EMPTY_CONTACT, phone: '400-616-8079转1' }],
  ]
  for (const [ref, i, owner, want] of rows) t.same(toContact(i, owner), want, ref)
})

t.test('upgradeTipText table', async (t) => {
  const rows: Array<[ref: string, contact: ReturnType<typeof toContact>, want: string]> = [
    ['§6 with a manager: name and phone', toContact(info, false), `${UPGRADE_TIP}（周经理，13800000001）`],
    ['spec 2 §6 without a manager: the support line', toContact(info, true), `${UPGRADE_TIP}，或拨打客服电话 400-600-1234`],
    ['nothing known: the bare tip', EMPTY_CONTACT, UPGRADE_TIP],
  ]
  for (const [ref, contact, want] of rows) t.equal(upgradeTipText(contact), want, ref)
  t.equal(upgradeTipText(toContact(null, false)), `${UPGRADE_TIP}，或拨打客服电话 ${DEFAULT_SUPPORT_LINE}`, 'the call failed: the tip names the default line')
  t.equal(UPGRADE_TIP, '该功能属于分析系统高级功能，请联系客户经理开通')
})
