/**
 * The upgrade-interest form's field rules (spec 3 §5, §9): pure, no schema library, so the client runs
 * them as the user types and the BFF runs the same ones on what it is sent (its verdict counts).
 */

export const UPGRADE_NAME_MIN = 2
export const UPGRADE_NAME_MAX = 10
/** spec 3 §5: 11 digits, starting with 1, second digit 3 to 9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/

export const UPGRADE_MESSAGES = {
  nameRequired: '请输入姓名',
  nameLength: '长度在 2 到 10 个字符',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的号码',
  formInvalid: '请填写正确的信息',
  submitted: '提交成功',
} as const

/** Characters as the user sees them (a CJK name of 2 characters is 2, not 6 bytes or 2 UTF-16 units of an emoji). */
const charCount = (text: string) => Array.from(text).length

/** The message for a name, or null when it is acceptable. The name is taken trimmed. */
export function validateUpgradeName(raw: string): string | null {
  const name = raw.trim()
  if (!name) return UPGRADE_MESSAGES.nameRequired
  const n = charCount(name)
  if (n < UPGRADE_NAME_MIN || n > UPGRADE_NAME_MAX) return UPGRADE_MESSAGES.nameLength
  return null
}

/** The message for a phone number, or null when it is a mainland mobile number. */
export function validateUpgradePhone(raw: string): string | null {
  const phone = raw.trim()
  if (!phone) return UPGRADE_MESSAGES.phoneRequired
  return MAINLAND_MOBILE.test(phone) ? null : UPGRADE_MESSAGES.phoneInvalid
}

export interface UpgradeFieldErrors {
  name: string | null
  phone: string | null
}

/** Both fields' messages; `valid` when neither has one. */
export function validateUpgradeForm(input: { name: string; phone: string }): UpgradeFieldErrors & { valid: boolean } {
  const name = validateUpgradeName(input.name)
  const phone = validateUpgradePhone(input.phone)
  return { name, phone, valid: name === null && phone === null }
}
