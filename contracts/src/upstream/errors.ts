/**
 * The upstream's error answers, as the reference upstream gives them: HTTP status and body
 * `{code, msg, data: null}`. Auth codes (401 role cannot view, 6 error page) come with HTTP 200 and
 * are in auth.ts.
 */
export const UPSTREAM_ERROR = {
  badInput: { status: 400, code: 400, msg: '请求参数错误' },
  noSession: { status: 401, code: 401, msg: '登录已过期，请重新登录' },
  /** A PDF-export session on a /report/obt route, or a web session on a /report/pdf route. */
  sessionKind: { status: 403, code: 403, msg: '当前会话不能访问该接口' },
  forbidden: { status: 403, code: 403, msg: '您没有查看该考试的权限' },
  examNotFound: { status: 404, code: 404, msg: '考试不存在或已被删除' },
  notFound: { status: 404, code: 404, msg: '请求的资源不存在' },
  /** A consumer update naming a lease the task no longer holds (it ran out and another worker claimed it). */
  leaseLost: { status: 409, code: 409, msg: '该任务已由其他生成服务接管' },
  internal: { status: 500, code: 500, msg: '服务器开小差了，请稍后再试' },
} as const satisfies Record<string, { status: number; code: number; msg: string }>

export type UpstreamErrorKey = keyof typeof UPSTREAM_ERROR
