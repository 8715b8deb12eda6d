import type { ExamInfoAll, SyncStatus } from '@report/contracts/upstream/exam'
import type { ContrastListCount, ExamLimit } from '@report/contracts/upstream/shell'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { limitExamId, shouldCheckBanned } from '../domain/exam-context/exam-notices.ts'
import { orgOf, planFollowUps, type ExamContextFacts, type ExamContextRequest } from '../domain/exam-context/to-exam-context.ts'
import { examPermission, examTrialFlag } from './exam-access-upstream.ts'
import { specifiedExam, threeLevelFacts } from './exam-inspect-upstream.ts'
import { getContact } from './shell-upstream.ts'
import { firstRejection, valueOf, type ViewUpstream } from './upstream-calls.ts'

type Disabled = { disabled: boolean; reason: string }

/**
 * The exam frame's calls. Round one in parallel: user, exam info/all, the user's permission on the exam,
 * its trial flag, (org > −1) the download ban and (an address naming lkschool) the exam as that school
 * sees it (info/specify). A platform that fails the exam's permission gives the user's permission
 * (getPermission) instead; a failed trial flag or info/specify leaves info/all's. Round two, as round
 * one decides: sync status (joint exams, required: spec 1 §8 "show the message and reject"), the
 * large-exam limit, the comparison count, the contact line and (city and county accounts) the
 * three-level inspections (soft: info/all's isThreeLevel and school_map stand). The exam's own error
 * (403 outside the scope, 404 unknown) is the one the user sees first.
 */
export async function gatherExamContextFacts(u: ViewUpstream, request: ExamContextRequest): Promise<ExamContextFacts> {
  const { query } = request
  const org = orgOf(query)
  const ref = { examid: query.examid, org: org ?? -1 }
  const limitRef = { examid: limitExamId(query.examid), org: org ?? -1 }
  const round1 = await Promise.allSettled([
    u.json<ExamInfoAll>('POST', '/exam/v1/exam/info/all', ref),
    u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info'),
    examPermission(u, ref),
    shouldCheckBanned(org) ? u.soft('exam disabled', () => u.json<Disabled>('POST', '/exam/v1/exam/disabled', limitRef)) : Promise.resolve(null),
    examTrialFlag(u, ref),
    query.lkschool ? specifiedExam(u, { ...ref, lkschool: query.lkschool, ...(query.grade ? { grade: query.grade } : {}) }) : Promise.resolve(null),
  ] as const)
  const failure = firstRejection(round1)
  if (failure) throw failure
  const exam = valueOf(round1[0])
  const { user } = valueOf(round1[1])
  const permission = valueOf(round1[2])
  const disabled = valueOf(round1[3])
  const trial = valueOf(round1[4])
  const specified = valueOf(round1[5])
  const plan = planFollowUps({ user, exam, permission, disabled, trial }, request)
  const examRef = { examid: query.examid, org: exam.org }
  const limitQuery = new URLSearchParams({ examid: limitExamId(query.examid), org: String(exam.org) })
  const [sync, limit, contrast, contact, levels] = await Promise.all([
    plan.sync ? u.json<SyncStatus>('POST', '/exam/v1/exam/sync/fromYj', examRef) : null,
    plan.limit ? u.soft('exam limit', () => u.json<ExamLimit>('GET', `/obt/v1/exam/new-limit?${limitQuery.toString()}`)) : null,
    plan.contrastCount ? u.soft('contrast count', () => u.json<ContrastListCount>('POST', '/obt/exam-contrast/list', { offset: 0, limit: 1 })) : null,
    plan.contact ? getContact(u) : null,
    plan.threeLevel ? threeLevelFacts(u, examRef) : null,
  ])
  return {
    user,
    exam,
    permission,
    disabled,
    trial,
    specified,
    threeLevel: levels?.threeLevel ?? null,
    areas: levels?.areas ?? null,
    sync,
    limit,
    contrastCount: contrast?.total ?? null,
    phone: contact?.phone ?? '',
  }
}
