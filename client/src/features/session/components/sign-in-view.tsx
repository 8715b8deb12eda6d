import { Badge, Box, Button, Center, Heading, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import type { SignInView as SignInViewModel } from '@report/contracts/bff/sign-in'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { useSignIn, type SignInRequest } from '../api/get-sign-in.ts'

/**
 * Where a missing session, 退出 and a refused sign-in land (issue 15 items 12 and 15): why, whom to
 * contact, and how to enter — the platform's page, or the demo accounts of the embedded upstream.
 */
export function SignInView(request: SignInRequest) {
  const { data, error } = useSignIn(request)
  if (error && !data) return <LoadErrorView fullPage />
  if (!data) {
    return (
      <Center minHeight="100vh" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    )
  }
  return <SignInPanel view={data} />
}

function SignInPanel({ view }: { view: SignInViewModel }) {
  return (
    <Center minHeight="100vh" bg="bg.subtle" paddingBlock="10" data-testid="sign-in">
      <Stack gap="5" width="760px" maxWidth="100%" bg="bg" borderWidth="1px" borderRadius="lg" padding="8" boxShadow="sm">
        <Stack gap="2" role="status">
          <Heading as="h1" size="xl">
            {view.title}
          </Heading>
          <Text fontSize="md">{view.message}</Text>
          {view.contact ? (
            <Text color="fg.muted" fontSize="sm" data-testid="sign-in-contact">
              {view.contact}
            </Text>
          ) : null}
        </Stack>
        {view.platformLink ? (
          <Box>
            <Button asChild colorPalette="brand">
              <a href={view.platformLink.href}>{view.platformLink.label}</a>
            </Button>
          </Box>
        ) : null}
        {view.accounts.length > 0 ? (
          <Box>
            <Heading as="h2" size="md" marginBottom="3">
              演示账号
            </Heading>
            <Table.Root size="sm" aria-label="演示账号" interactive>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>账号</Table.ColumnHeader>
                  <Table.ColumnHeader>角色</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">登录</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {view.accounts.map((account) => (
                  <Table.Row key={account.href} data-testid="demo-account">
                    <Table.Cell>{account.label}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle">{account.roleName}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {/* A full page load: the BFF exchanges the token and answers with a redirect. */}
                      <Link href={account.href} colorPalette="brand" aria-label={`以「${account.label}」登录`}>
                        登录
                      </Link>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : null}
      </Stack>
    </Center>
  )
}
