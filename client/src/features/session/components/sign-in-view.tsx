import { StatusView } from '../../../components/feedback/status-view.tsx'

export function SignInView() {
  return <StatusView fullPage title="未登录：请从学校平台进入成绩分析报告" />
}
