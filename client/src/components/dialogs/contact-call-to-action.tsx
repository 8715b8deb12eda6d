import { Button, HStack, Image, Popover, Portal, Stack, Text, type ButtonProps } from '@chakra-ui/react'
import type { Contact } from '@report/contracts/bff/shell'
import { useShell } from '../../lib/shell-context.ts'

/**
 * 联系客户经理: how to reach sales (spec 1 §3 contact info; §6 exclusive account manager). Every
 * upgrade or "advanced function" prompt ends here — nothing is submitted from the client.
 */
export function ContactCallToAction({ label = '联系客户经理', ...buttonProps }: ButtonProps & { label?: string }) {
  const { contact } = useShell()
  return (
    <Popover.Root positioning={{ placement: 'top' }} lazyMount>
      <Popover.Trigger asChild>
        <Button colorPalette="brand" {...buttonProps}>
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" minWidth="64" data-testid="contact-card">
            <Popover.Arrow />
            <Popover.Body>
              <ContactDetails contact={contact} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

export function ContactDetails({ contact }: { contact: Contact }) {
  const manager = contact.accountManager
  const codes = [
    { url: manager?.qrCodeUrl ?? '', caption: '扫码添加客户经理' },
    { url: contact.schoolCustomerUrl, caption: '扫码联系客服' },
    { url: contact.schoolCustomerGroupUrl, caption: '扫码加入客服群' },
  ].filter((code) => code.url)
  const empty = !manager && !contact.phone && codes.length === 0
  return (
    <Stack gap="3" fontSize="sm">
      {manager ? (
        <Text>
          专属客户经理 <Text as="span" fontWeight="semibold">{manager.name}</Text>，电话 {manager.phone}
        </Text>
      ) : null}
      {contact.phone ? <Text>客服电话：{contact.phone}</Text> : null}
      {codes.length > 0 ? (
        <HStack gap="3" align="start">
          {codes.map((code) => (
            <Stack key={code.url} align="center" gap="1" width="24">
              <Image src={code.url} alt={code.caption} htmlWidth={96} htmlHeight={96} width="24" height="24" bg="white" />
              <Text fontSize="xs" color="fg.muted" textAlign="center">
                {code.caption}
              </Text>
            </Stack>
          ))}
        </HStack>
      ) : null}
      {empty ? <Text>请联系您的客户经理或学校管理员</Text> : null}
    </Stack>
  )
}
