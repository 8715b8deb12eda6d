import type { ErrorKind } from '@report/contracts/bff/error'
import { MESSAGES, type MappedError } from './map-upstream-error.ts'
import { VERSION_TIP } from '../shell/contact-card.ts'

/**
 * The BFF's one error catalogue: code, HTTP status, the kind programs switch on, and the Chinese
 * message of the spec's error catalogues. Plain data, so domain rules can name errors without Fastify;
 * server/src/errors.ts builds the @fastify/error constructors from it.
 */
export const ERROR_CATALOGUE = {
  BFF_ERR_SESSION_MISSING: { status: 401, kind: 'no-session', message: MESSAGES.noSession },
  // The session token's own expiry has passed (spec 1 §5 token decoder): the sign-in page, without asking the platform.
  BFF_ERR_SESSION_EXPIRED: { status: 401, kind: 'auth', message: '登录已过期，请重新登录' },
  // spec 1 §8 "School info fails": a multi-school owner's schools could not be read.
  BFF_ERR_SCHOOL_INFO: { status: 502, kind: 'upstream', message: '获取学校信息失败，请尝试刷新页面或联系客服解决！' },
  BFF_ERR_SESSION_ROLE: { status: 403, kind: 'auth', message: MESSAGES.roleCannotView },
  // spec 1 §8 auth code 6: the platform refused the sign-in (a disabled account …); the sign-in page names whom to contact.
  BFF_ERR_SESSION_REFUSED: { status: 403, kind: 'auth', message: '该账号暂时无法进入成绩分析报告，请联系本校管理员或客服处理' },
  // An export session prints (issue 30 item 3): it changes nothing and sees only the exam it exports.
  BFF_ERR_EXPORT_READ_ONLY: { status: 403, kind: 'forbidden', message: '导出报告时只能查看报告，不能修改数据' },
  BFF_ERR_EXPORT_OTHER_EXAM: { status: 403, kind: 'forbidden', message: '导出报告时只能查看所导出考试的报告' },
  BFF_ERR_ROUTE_NOT_FOUND: { status: 404, kind: 'not-found', message: '请求的接口不存在' },
  BFF_ERR_INPUT_INVALID: { status: 400, kind: 'invalid-input', message: '请求参数不正确' },
  BFF_ERR_INPUT_MEDIA_TYPE: { status: 415, kind: 'invalid-input', message: '请求格式不正确，请使用 JSON' },
  BFF_ERR_INPUT_TOO_LARGE: { status: 413, kind: 'invalid-input', message: '请求内容过大' },
  // Refused by Node's HTTP parser before routing (lib/client-error.ts): a request line and headers over 16 KiB
  // (a 100 KB query value), a request that is not HTTP, headers that never finished arriving.
  BFF_ERR_INPUT_HEADERS_TOO_LARGE: { status: 431, kind: 'invalid-input', message: '请求的地址或 Cookie 过长，请缩短后重试' },
  BFF_ERR_INPUT_MALFORMED: { status: 400, kind: 'invalid-input', message: '请求格式不正确' },
  BFF_ERR_REQUEST_TIMEOUT: { status: 408, kind: 'timeout', message: '请求发送超时，请检查网络后重试' },
  BFF_ERR_PATH_UNSAFE: { status: 400, kind: 'invalid-input', message: '请求路径不合法' },
  BFF_ERR_PATH_NOT_ALLOWED: { status: 404, kind: 'not-found', message: '请求的接口不存在' },
  BFF_ERR_CSRF: { status: 403, kind: 'forbidden', message: '跨站请求已被拒绝，请刷新页面后重试' },
  BFF_ERR_LEVEL_VERSION: { status: 403, kind: 'version-limit', message: '该功能属于分析系统高级功能，请联系客户经理' },
  BFF_ERR_LEVEL_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前角色无法使用该功能' },
  BFF_ERR_SETTINGS_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前角色无法修改指标参数设置' },
  // A write that changes what the whole school sees, by a role below the school's manager (issue 30).
  // Another user's custom exam, not shared with this one (issue 30): as an exam one may not see.
  BFF_ERR_EXAM_NOT_VISIBLE: { status: 403, kind: 'forbidden', message: MESSAGES.noPermissionOrMissing },
  BFF_ERR_SCHOOL_WRITE_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前角色只能查看，修改请联系学校管理员' },
  // Custom analysis import (issue 18): a file the import cannot read names why in its message.
  BFF_ERR_CUSTOM_FILE: { status: 400, kind: 'invalid-input', message: '文件无法读取，请上传 .xlsx 或 .csv 文件' },
  BFF_ERR_CUSTOM_FILE_TOO_LARGE: { status: 413, kind: 'invalid-input', message: '文件超过10MB，请拆分后分别导入' },
  BFF_ERR_CUSTOM_DRAFT_GONE: { status: 404, kind: 'not-found', message: '上传的文件已过期，请重新上传' },
  BFF_ERR_CUSTOM_VERSION: { status: 403, kind: 'version-limit', message: VERSION_TIP },
  BFF_ERR_CUSTOM_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前角色无法使用自定义分析' },
  BFF_ERR_CUSTOM_REJECTED: { status: 400, kind: 'invalid-input', message: '导入失败，请检查文件后重试' },
  // Adding missing scores to a synced exam (spec 1 §2 /examSync/addData): the exam's organiser only.
  BFF_ERR_SYNC_FORBIDDEN: { status: 403, kind: 'forbidden', message: '只有考试的组织单位可以补充成绩' },
  // Custom tables (issue 18): a configuration the wizard's rules refuse names the first problem in its message.
  BFF_ERR_CUSTOM_TABLE_CONFIG: { status: 400, kind: 'invalid-input', message: '自定义表格配置不正确，请检查后重试' },
  BFF_ERR_CUSTOM_TABLE_NOT_FOUND: { status: 404, kind: 'not-found', message: '该自定义表格不存在或已被删除' },
  BFF_ERR_CUSTOM_TABLE_TEMPLATE_NOT_FOUND: { status: 404, kind: 'not-found', message: '该模板不存在或已被删除' },
  BFF_ERR_CUSTOM_TABLE_FILE: { status: 502, kind: 'upstream', message: '表格文件暂时无法读取，请稍后重试或重新生成' },
  BFF_ERR_RATE_LIMITED: { status: 429, kind: 'invalid-input', message: '请求过于频繁，请稍后再试' },
  BFF_ERR_UPSTREAM_UNAVAILABLE: { status: 502, kind: 'upstream', message: MESSAGES.unavailable },
  BFF_ERR_UPSTREAM_TIMEOUT: { status: 504, kind: 'timeout', message: MESSAGES.timeout },
  BFF_ERR_UPSTREAM_BAD_BODY: { status: 502, kind: 'upstream', message: MESSAGES.tryLater },
  // The platform's answer lacks a field the spec promises, or has it in the wrong type (lib/answer-decoder.ts).
  BFF_ERR_UPSTREAM_CONTRACT: { status: 502, kind: 'upstream', message: MESSAGES.tryLater },
  BFF_ERR_INTERNAL: { status: 500, kind: 'upstream', message: '服务器开小差了，请稍后重试' },
  // Shutting down: the client may retry at once, on another instance.
  BFF_ERR_SERVER_CLOSING: { status: 503, kind: 'upstream', message: MESSAGES.unavailable },
  // Download tasks (spec 3 §8).
  BFF_ERR_TASKS_CREATE: { status: 502, kind: 'upstream', message: '创建任务失败' },
  BFF_ERR_TASKS_DELETE: { status: 502, kind: 'upstream', message: '删除失败' },
  BFF_ERR_TASKS_DETAIL: { status: 502, kind: 'upstream', message: '获取任务详情失败' },
  BFF_ERR_TASKS_VERSION_LIMIT: { status: 403, kind: 'version-limit', message: VERSION_TIP },
  BFF_ERR_TASKS_BANNED: { status: 403, kind: 'banned', message: '当前考试已被禁止下载' },
  BFF_ERR_TASKS_IP_RESTRICTED: { status: 403, kind: 'ip-restricted', message: '当前IP访问受限，请联系客服' },
  BFF_ERR_TASKS_DOWNLOAD_DISABLED: { status: 403, kind: 'forbidden', message: '当前考试暂不支持下载，请联系客服' },
  BFF_ERR_TASKS_RELOAD_BUSY: { status: 409, kind: 'invalid-input', message: '任务正在重新生成，请稍候' },
  BFF_ERR_TASKS_NOT_FOUND: { status: 404, kind: 'not-found', message: '该任务不存在或已被删除' },
  BFF_ERR_TASKS_FILE_SOURCE: { status: 400, kind: 'invalid-input', message: '下载地址无效' },
  BFF_ERR_TASKS_BAD_ACTION: { status: 400, kind: 'invalid-input', message: '该任务不支持此操作' },
  BFF_ERR_REPORT_NOT_FOUND: { status: 404, kind: 'not-found', message: '该报表不存在' },
  BFF_ERR_REPORT_DOWNLOAD_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前考试暂不支持下载表格，请联系客服' },
  // Upgrade-interest form (spec 3 §5, §8): an invalid form; the platform's refusal carries its own message.
  BFF_ERR_UPGRADE_INVALID: { status: 400, kind: 'invalid-input', message: '请填写正确的信息' },
  BFF_ERR_UPGRADE_REJECTED: { status: 400, kind: 'invalid-input', message: '提交失败，请稍后重试' },
  // Usage tracking (spec 3 §8): the platform did not take the records; the browser keeps them for a retry.
  BFF_ERR_USAGE_REJECTED: { status: 503, kind: 'upstream', message: '使用记录暂未上传，稍后重试' },
  // The PDF renderer's reasons a report task failed (spec 3 §4 status 3, shown on the task with 重试).
  BFF_ERR_RENDERER_PAGE_TIMEOUT: { status: 504, kind: 'timeout', message: '报告页面长时间未加载完成，生成失败，请点击重试' },
  BFF_ERR_RENDERER_PAGE_FAILED: { status: 502, kind: 'upstream', message: '报告数据加载失败，生成失败，请点击重试' },
  BFF_ERR_RENDERER_BROWSER: { status: 502, kind: 'upstream', message: '生成服务异常中断，请点击重试' },
  BFF_ERR_RENDERER_SESSION: { status: 401, kind: 'no-session', message: '生成服务无法以您的身份打开报告，请点击重试' },
  // The renderer relay (views/renderer-queue.ts): the upstream refused the consumer key, or the claimed task moved on.
  BFF_ERR_RENDERER_KEY: { status: 401, kind: 'auth', message: '生成服务的接入密钥不被平台接受' },
  BFF_ERR_RENDERER_TASK_GONE: { status: 404, kind: 'not-found', message: '该导出任务已不存在' },
  BFF_ERR_RENDERER_LEASE_LOST: { status: 409, kind: 'forbidden', message: '该导出任务已由其他生成服务接手' },
  // History comparison (issue 16; spec 1 §4, spec 2 §6).
  BFF_ERR_CONTRAST_VERSION: { status: 403, kind: 'version-limit', message: '历史对比属于分析系统高级功能，请升级版本后使用，请联系客户经理' },
  BFF_ERR_CONTRAST_FORBIDDEN: { status: 403, kind: 'forbidden', message: '您没有历史对比功能的权限' },
  BFF_ERR_CONTRAST_NOT_READY: { status: 409, kind: 'invalid-input', message: '历史对比尚未生成完成，请稍候' },
  BFF_ERR_REPORT_EDIT_FORBIDDEN: { status: 403, kind: 'forbidden', message: '暂未开通编辑报告，不能保存个性化评语' },
  // Answer cards (issue 20): an exam without scanned cards, a school that hides sheets from students and parents.
  BFF_ERR_ANSWER_CARDS_NONE: { status: 404, kind: 'not-found', message: '该考试没有答题卡' },
  BFF_ERR_ANSWER_CARDS_HIDDEN: { status: 403, kind: 'forbidden', message: '学校暂未开放答题卡查看' },
  BFF_ERR_ANSWER_CARDS_CLOSED: { status: 403, kind: 'forbidden', message: '当前不在学校开放答题卡查看的时间内' },
  BFF_ERR_ANSWER_CARDS_NOT_OWN: { status: 403, kind: 'forbidden', message: '您没有查看该学生答题卡的权限' },
  // Tutoring report SMS (issue 20): the number, the one-a-minute rule, a send the platform refused.
  BFF_ERR_TUTORING_PHONE: { status: 400, kind: 'invalid-input', message: '请输入正确的手机号码（11 位中国大陆手机号）' },
  BFF_ERR_TUTORING_SMS_TOO_SOON: { status: 429, kind: 'invalid-input', message: '发送过于频繁，请稍后再试' },
  BFF_ERR_TUTORING_SMS_FAILED: { status: 502, kind: 'upstream', message: '短信发送失败，请稍后重试' },
  BFF_ERR_TUTORING_SMS_FORBIDDEN: { status: 403, kind: 'forbidden', message: '您没有给该学生家长发送短信的权限' },
  BFF_ERR_TUTORING_SMS_FROM: { status: 400, kind: 'invalid-input', message: '短信来源不正确' },
  BFF_ERR_TUTORING_NO_EXAM: { status: 404, kind: 'not-found', message: '暂无可查看的考试' },
  BFF_ERR_TRANSCRIPTS_FORBIDDEN: { status: 403, kind: 'forbidden', message: '当前账号不能导出成绩单' },
} as const satisfies Record<string, { status: number; kind: ErrorKind; message: string }>

export type CatalogueCode = keyof typeof ERROR_CATALOGUE

/** A catalogued error as the error handler answers it, with an optional message of its own. */
export function catalogued(code: CatalogueCode, message?: string): MappedError {
  const entry = ERROR_CATALOGUE[code]
  return { status: entry.status, kind: entry.kind, code, message: message ?? entry.message }
}
