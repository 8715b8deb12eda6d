import { Alert, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import type { SettingsField, SettingsView } from '@report/contracts/bff/settings'
import { validateSettingsPage } from '@report/contracts/validators/settings'
import { useMemo, useState } from 'react'
import { notifyError } from '../../../lib/notify.ts'
import { saveSettings } from '../api/get-settings.ts'
import { SettingsFieldInput } from './settings-field.tsx'
import { withValue, type Values } from './value-paths.ts'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'

const pathsOf = (fields: readonly SettingsField[]) => fields.map((f) => f.path)

/**
 * One page's form: the inputs the view model lists, checked by the shared validators on every change
 * (the BFF runs the same rules and its verdict counts); 保存 makes a new settings version, or the
 * exam's own settings when the view is of one exam.
 */
export function SettingsForm({ view, onSaved }: { view: SettingsView; onSaved: (message: string) => void }) {
  const [values, setValues] = useState<Values>(view.values)
  const [raw, setRaw] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const verdict = useMemo(() => validateSettingsPage(view.page, values), [view.page, values])
  const disabled = !view.canEdit || saving

  const fieldPaths = useMemo(() => {
    const all = view.sections.flatMap((s) => [...pathsOf(s.fields), ...(s.table?.rows.flatMap((r) => pathsOf(r.fields)) ?? [])])
    return new Set(all)
  }, [view.sections])
  const problem = (path: string) => verdict.problems.find((p) => p.path === path)?.message ?? null
  // Problems no input shows (a list item's own, or the page's): listed above the save button.
  const elsewhere = verdict.problems.filter((p) => !fieldPaths.has(p.path) && ![...fieldPaths].some((f) => p.path.startsWith(`${f}/`)))

  const onChange = (path: string, value: unknown, text?: string) => {
    setValues((v: Values) => withValue(v, path, value))
    setRaw((r) => {
      const next = Object.fromEntries(Object.entries(r).filter(([k]) => k !== path && !k.startsWith(`${path}/`)))
      if (text !== undefined) next[path] = text
      return next
    })
  }

  const save = async () => {
    if (!verdict.ok) return
    setSaving(true)
    try {
      const result = await saveSettings({ page: view.page, grade: view.grade, values, ...(view.exam ? { exam: { examid: view.exam.examid, org: view.exam.org } } : {}) })
      onSaved(result.message)
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  const common = { values, raw, problem, disabled, onChange }
  return (
    <Stack gap="6" as="form" aria-label={view.title} onSubmit={(e) => { e.preventDefault(); void save() }}>
      {view.sections.map((section) => (
        <Stack key={section.title} gap="3">
          <Heading size="sm">{section.title}</Heading>
          {section.description ? (
            <Text fontSize="sm" color="fg.muted">
              {section.description}
            </Text>
          ) : null}
          {section.fields.map((field) => (
            <SettingsFieldInput key={field.path} field={field} {...common} />
          ))}
          {section.table ? (
            <ScrollBox overflowX="auto" label={section.title}>
              <Table.Root size="sm" variant="outline" aria-label={section.title}>
                <Table.Header>
                  <Table.Row>
                    {section.table.columns.map((c) => (
                      <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {section.table.rows.map((row) => (
                    <Table.Row key={row.label}>
                      <Table.Cell whiteSpace="nowrap">{row.label}</Table.Cell>
                      {row.fields.map((field) => (
                        <Table.Cell key={field.path} verticalAlign="top">
                          <SettingsFieldInput field={field} inTable {...common} />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollBox>
          ) : null}
        </Stack>
      ))}
      {elsewhere.length > 0 ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{elsewhere.map((p) => p.message).join('；')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack>
        <Button type="submit" colorPalette="brand" disabled={disabled || !verdict.ok} loading={saving}>
          保存
        </Button>
        {!verdict.ok ? (
          <Text fontSize="sm" color="fg.error">
            请先修正标红的设置
          </Text>
        ) : null}
      </HStack>
    </Stack>
  )
}
