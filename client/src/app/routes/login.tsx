import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { BASE_PATH } from '@report/contracts/constants'
import { Link as RouterLink } from 'wouter'
import { useShell } from '../../lib/shell-context.ts'

/**
 * /login with a session still valid: who is signed in, the way home, and the platform's sign-in
 * page (LOGOUT_URL) to change account. Without a session the gate shows the sign-in view instead.
 */
export default function LoginRoute() {
  const shell = useShell()
  const platform = shell.logoutUrl.startsWith(`${BASE_PATH}/`) ? null : shell.logoutUrl
  return (
    <Center minHeight="420px" data-testid="login-page">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="xl">
          您已登录
        </Heading>
        <Text>
          当前账号：{shell.user.displayName}（{shell.user.schoolName}）
        </Text>
        <Stack direction="row" gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink href="/">进入首页</RouterLink>
          </Button>
          {platform ? (
            <Button asChild variant="outline">
              <a href={platform}>前往学校平台登录其他账号</a>
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Center>
  )
}
