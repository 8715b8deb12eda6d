import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { validateSmsFrom, validateSmsPhone } from '@report/contracts/validators/tutoring-sms'
import { useState } from 'react'
import { BffRequestError } from '../../../lib/bff-client.ts'
import { sendSms } from '../api/send-sms.ts'

/**
 * 短信发送成绩摘要: the number is checked as it is typed, and the `from` the send carries before it goes
 * (the same validators as the BFF's, whose verdict and limits count).
 */
export function SmsForm({ examid, org, from, skey, summary }: { examid: string; org: string; from: string; skey: string; summary: string }) {
  const [phone, setPhone] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const problem = validateSmsPhone(phone)
  const fromProblem = validateSmsFrom(from)
  const send = async () => {
    setTouched(true)
    if (fromProblem) {
      setResult({ ok: false, text: fromProblem })
      return
    }
    if (problem) return
    setBusy(true)
    setResult(null)
    try {
      setResult({ ok: true, text: await sendSms({ examid, ...(org ? { org } : {}), from, phone, ...(skey ? { skey } : {}) }) })
    } catch (err) {
      setResult({ ok: false, text: err instanceof BffRequestError || err instanceof Error ? err.message : '短信发送失败，请稍后重试' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="2" data-testid="sms-form">
      <Text fontSize="sm" color="fg.muted" data-testid="sms-summary">
        {summary}
      </Text>
      <Field.Root invalid={touched && problem !== null}>
        <HStack width="100%">
          <Input
            size="sm"
            inputMode="numeric"
            placeholder="家长手机号"
            aria-label="家长手机号"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value)
              setResult(null)
            }}
            onBlur={() => setTouched(phone !== '')}
          />
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void send()}>
            发送短信
          </Button>
        </HStack>
        {touched && problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      {result && (
        <Text fontSize="sm" color={result.ok ? 'green.600' : 'fg.error'} role="status" data-testid="sms-result">
          {result.text}
        </Text>
      )}
    </Stack>
  )
}
