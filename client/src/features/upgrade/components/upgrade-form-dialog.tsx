import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { UPGRADE_MESSAGES, validateUpgradeForm, validateUpgradeName, validateUpgradePhone } from '@report/contracts/validators/upgrade-form'
import { useEffect, useState } from 'react'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { toaster } from '../../../lib/toaster.ts'
import { useUpgradeForm } from '../api/get-upgrade-form.ts'
import { submitUpgrade } from '../api/submit-upgrade.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The upgrade-interest form (spec 3 §2, §3, §5, §8): region, school and account prefilled; name and
 * phone checked as the user types with the validators the BFF runs too; 提交成功 closes it, a
 * refusal shows the platform's message and keeps what was typed.
 */
export function UpgradeFormDialog({ open, onOpenChange }: Props) {
  const { data: form, error } = useUpgradeForm(open)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [otherInfo, setOtherInfo] = useState('')
  const [interest, setInterest] = useState('')
  const [touched, setTouched] = useState({ name: false, phone: false })
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (form && !interest) setInterest(form.interestDefault)
  }, [form, interest])
  useEffect(() => {
    if (open) setFailure(null)
  }, [open])

  const nameError = touched.name ? validateUpgradeName(name) : null
  const phoneError = touched.phone ? validateUpgradePhone(phone) : null

  const submit = async () => {
    setTouched({ name: true, phone: true })
    if (!validateUpgradeForm({ name, phone }).valid) {
      setFailure(UPGRADE_MESSAGES.formInvalid)
      return
    }
    setSending(true)
    setFailure(null)
    try {
      const result = await submitUpgrade({ name, phone, otherInfo, interestingInfo: interest })
      toaster.create({ type: 'success', description: result.message })
      setName('')
      setPhone('')
      setOtherInfo('')
      setTouched({ name: false, phone: false })
      onOpenChange(false)
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : UPGRADE_MESSAGES.formInvalid)
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="upgrade-form" maxWidth="520px">
            <Dialog.Header>
              <Dialog.Title>升级意向登记</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && !form ? (
                <Text color="fg.error">{error instanceof Error ? error.message : '加载失败，请稍后再试'}</Text>
              ) : !form ? (
                <LoadingState what="表单" />
              ) : (
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted" data-testid="upgrade-prefill">
                    {[form.province, form.city].filter(Boolean).join(' ')} · {form.schoolName} · 账号 {form.userId} · 当前版本 {form.versionName}
                  </Text>
                  <Field.Root required invalid={nameError !== null}>
                    <Field.Label>
                      姓名 <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={name} maxLength={20} placeholder="请输入姓名" onChange={(e) => setName(e.target.value)} onBlur={() => setTouched((t) => ({ ...t, name: true }))} />
                    <Field.ErrorText>{nameError}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={phoneError !== null}>
                    <Field.Label>
                      手机号 <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={phone} inputMode="numeric" maxLength={11} placeholder="请输入手机号" onChange={(e) => setPhone(e.target.value)} onBlur={() => setTouched((t) => ({ ...t, phone: true }))} />
                    <Field.ErrorText>{phoneError}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>感兴趣的内容</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field aria-label="感兴趣的内容" value={interest} onChange={(e) => setInterest(e.target.value)}>
                        {form.interestOptions.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>其他需求</Field.Label>
                    <Textarea value={otherInfo} maxLength={500} placeholder="选填" onChange={(e) => setOtherInfo(e.target.value)} />
                  </Field.Root>
                  {failure ? (
                    <Text color="fg.error" role="alert" data-testid="upgrade-failure">
                      {failure}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">取消</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={sending} disabled={!form} onClick={() => void submit()} data-track="upgrade-submit">
                提交
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
