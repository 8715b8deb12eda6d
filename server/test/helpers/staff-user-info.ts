import { buildUpstream } from '@report/fixtures/upstream/app'

/**
 * A class teacher's `/obt/v1/user/info` answer from the reference upstream, for scripted upstreams
 * that hand out answer sheets: the BFF reuses a kept sheet only once it knows who asks (issue 20: a
 * student's copy only while no answer-card window is set), and the window never refuses staff.
 */
export async function staffUserInfo(): Promise<unknown> {
  const reference = buildUpstream()
  try {
    return (await reference.inject({ url: '/report/obt/v1/user/info', headers: { cookie: 'fxtoken=demo-head-teacher' } })).json()
  } finally {
    await reference.close()
  }
}
