import { Button, Checkbox, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react'
import type { SettingsField } from '@report/contracts/bff/settings'
import { parseNumber, valueAt, type Values } from './value-paths.ts'

export interface FieldProps {
  field: SettingsField
  values: Values
  /** Text typed into number inputs, by path (what the input shows while it is not a number yet). */
  raw: Readonly<Record<string, string>>
  problem: (path: string) => string | null
  disabled: boolean
  /** In a table cell the column says what it is: the label is the input's aria-label only. */
  inTable?: boolean
  onChange: (path: string, value: unknown, raw?: string) => void
}

function Problem({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <Text color="fg.error" fontSize="xs" role="alert">
      {text}
    </Text>
  )
}

function NumberInput({ path, label, suffix, values, raw, problem, disabled, onChange }: { path: string; label: string; suffix?: string | undefined } & Omit<FieldProps, 'field' | 'inTable'>) {
  const value = valueAt(values, path)
  const shown = raw[path] ?? (typeof value === 'number' && Number.isFinite(value) ? String(value) : '')
  const bad = problem(path)
  return (
    <Stack gap="1">
      <HStack gap="1">
        <Input
          size="sm"
          width="88px"
          inputMode="decimal"
          aria-label={label}
          value={shown}
          disabled={disabled}
          aria-invalid={bad ? true : undefined}
          borderColor={bad ? 'border.error' : undefined}
          onChange={(e) => onChange(path, parseNumber(e.currentTarget.value), e.currentTarget.value)}
        />
        {suffix ? (
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {suffix}
          </Text>
        ) : null}
      </HStack>
      <Problem text={bad} />
    </Stack>
  )
}

/** One input of a settings form, bound to its path; its problem (from the shared validators) shows under it. */
export function SettingsFieldInput(props: FieldProps) {
  const { field, values, problem, disabled, inTable = false, onChange } = props
  const label = inTable ? null : (
    <Text fontSize="sm" fontWeight="medium" minWidth="120px">
      {field.label}
    </Text>
  )
  switch (field.kind) {
    case 'number':
      return (
        <HStack gap="3" align="start">
          {label}
          <NumberInput {...props} path={field.path} label={field.label} suffix={field.suffixBy ? (field.suffixBy.suffixes[String(valueAt(values, field.suffixBy.path))] ?? field.suffix) : field.suffix} />
        </HStack>
      )
    case 'text': {
      const bad = problem(field.path)
      return (
        <HStack gap="3" align="start">
          {label}
          <Stack gap="1">
            <Input size="sm" aria-label={field.label} value={String(valueAt(values, field.path) ?? '')} disabled={disabled} aria-invalid={bad ? true : undefined} onChange={(e) => onChange(field.path, e.currentTarget.value)} />
            <Problem text={bad} />
          </Stack>
        </HStack>
      )
    }
    case 'switch':
      return (
        <Checkbox.Root checked={valueAt(values, field.path) === true} disabled={disabled} onCheckedChange={(e) => onChange(field.path, e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{field.label}</Checkbox.Label>
        </Checkbox.Root>
      )
    case 'select':
      return (
        <HStack gap="3" align="start">
          {label}
          <NativeSelect.Root size="sm" width="180px" disabled={disabled}>
            <NativeSelect.Field aria-label={field.label} value={String(valueAt(values, field.path) ?? '')} onChange={(e) => onChange(field.path, field.numeric ? Number(e.currentTarget.value) : e.currentTarget.value)}>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      )
    case 'choices': {
      const chosen = (valueAt(values, field.path) as string[] | undefined) ?? []
      return (
        <Stack gap="1">
          <HStack gap="3" align="start">
            {label}
            <Wrap gap="4" role="group" aria-label={field.label}>
              {field.options.map((o) => (
                <Checkbox.Root
                  key={o.value}
                  checked={chosen.includes(o.value)}
                  disabled={disabled}
                  onCheckedChange={(e) => onChange(field.path, e.checked === true ? field.options.map((x) => x.value).filter((v) => v === o.value || chosen.includes(v)) : chosen.filter((v) => v !== o.value))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{o.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </HStack>
          <Problem text={problem(field.path)} />
        </Stack>
      )
    }
    case 'number-list': {
      const list = (valueAt(values, field.path) as number[] | undefined) ?? []
      return (
        <Stack gap="2">
          <HStack gap="3" align="start">
            {label}
            <Wrap gap="3" align="start">
              {list.map((_, i) => (
                <HStack key={i} gap="1" align="start">
                  <Text fontSize="sm" paddingTop="1">
                    {field.itemLabel}
                  </Text>
                  <NumberInput {...props} path={`${field.path}/${i}`} label={`第 ${i + 1} 个${field.label}`} suffix={field.suffix} />
                  <Button size="xs" variant="ghost" aria-label={`删除第 ${i + 1} 个${field.label}`} disabled={disabled} onClick={() => onChange(field.path, list.filter((__, j) => j !== i))}>
                    删除
                  </Button>
                </HStack>
              ))}
              <Button size="sm" variant="outline" disabled={disabled} onClick={() => onChange(field.path, [...list, (list.at(-1) ?? 0) * 2 || 10])}>
                添加名次段
              </Button>
            </Wrap>
          </HStack>
          <Problem text={problem(field.path)} />
        </Stack>
      )
    }
  }
}
