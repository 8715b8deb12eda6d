// The custom-exam rule (issue 30 item 6; DESIGN.md: a user's own artefacts are visible to their maker
// and whom the maker shares them with; spec 1 §3: org 2 is the custom analysis source, userid its
// maker) and which exams a request names.
import t from 'tap'
import { customExamVisible, visibleExamsOf } from '../../src/domain/custom/custom-exam-visibility.ts'
import { mayBeCustom, namedExams } from '../../src/domain/custom/named-exams.ts'

t.test('customExamVisible', async (t) => {
  const rows: Array<[string, Parameters<typeof customExamVisible>[0], string, boolean]> = [
    ['§3 org 0: a platform exam, not this rule\'s', { org: 0, userid: 'a' }, 'b', true],
    ['§3 org 1: imported by the platform', { org: 1 }, 'b', true],
    ['org 2: its maker', { org: 2, userid: 'a' }, 'a', true],
    ['org 2: someone else', { org: 2, userid: 'a' }, 'b', false],
    ['org 2: shared with the viewer', { org: 2, userid: 'a', sharedWith: ['c', 'b'] }, 'b', true],
    ['org 2: shared with others', { org: 2, userid: 'a', sharedWith: ['c'] }, 'b', false],
    ['org 2 with no maker stated: no one', { org: 2 }, 'b', false],
    ['org 2 with no maker stated and an empty viewer id: no one', { org: 2 }, '', false],
    ['org 2 made by "" is not everyone\'s', { org: 2, userid: '' }, '', false],
  ]
  for (const [name, exam, viewer, want] of rows) t.equal(customExamVisible(exam, viewer), want, name)
  const list = [{ examid: '1', org: 0 }, { examid: '2', org: 2, userid: 'a' }, { examid: '3', org: 2, userid: 'b' }, { examid: '4', org: 2, userid: 'b', sharedWith: ['a'] }]
  t.same(visibleExamsOf(list, 'a').map((e) => e.examid), ['1', '2', '4'], 'order kept')
})

t.test('namedExams: every examid of the query and the body, with the org beside it', async (t) => {
  const rows: Array<[string, unknown, unknown, Array<{ examid: string; org: number | null }>]> = [
    ['a report page query', { route: 'dashboard', examid: '100', org: '2' }, undefined, [{ examid: '100', org: 2 }]],
    ['no org said', { examid: '100' }, undefined, [{ examid: '100', org: null }]],
    ['org −1: any org', { examid: '100', org: '-1' }, undefined, [{ examid: '100', org: null }]],
    ['a body with an exam', undefined, { examid: '100', org: 0, name: 'irrank' }, [{ examid: '100', org: 0 }]],
    ['a list of references', undefined, { exams: [{ examid: '1', org: 2 }, { examid: '2', org: 0 }] }, [{ examid: '1', org: 2 }, { examid: '2', org: 0 }]],
    ['baseExamid with baseOrg', undefined, { examid: '1', org: 2, baseExamid: '2', baseOrg: 1 }, [{ examid: '1', org: 2 }, { examid: '2', org: 1 }]],
    ['examId spelled otherwise', { examId: '7' }, undefined, [{ examid: '7', org: null }]],
    ['a repeated query key', { examid: ['1', '2'], org: '2' }, undefined, [{ examid: '1', org: 2 }, { examid: '2', org: 2 }]],
    ['a numeric id', undefined, { examid: 100, org: 2 }, [{ examid: '100', org: 2 }]],
    ['named twice: once', { examid: '1', org: '2' }, { examid: '1', org: 2 }, [{ examid: '1', org: 2 }]],
    ['nothing named', { page: '2' }, { name: 'x' }, []],
    ['an empty id names nothing', { examid: '' }, undefined, []],
    ['a Buffer is not read', undefined, Buffer.from('{"examid":"1"}'), []],
    ['a query object with a bare prototype of its own', Object.assign(Object.create(Object.create(null) as object) as object, { examid: '5', org: '2' }), undefined, [{ examid: '5', org: 2 }]],
    ['deeper than four levels: not read', undefined, { a: { b: { c: { d: { e: { examid: '1' } } } } } }, []],
  ]
  for (const [name, query, body, want] of rows) t.same(namedExams(query, body), want, name)
  const many = { exams: Array.from({ length: 500 }, (_, i) => ({ examid: String(i), org: 2 })) }
  t.equal(namedExams(undefined, many).length, 200, 'at most 200 names read from one request')
})

t.test('mayBeCustom: org 2 or not said', async (t) => {
  t.equal(mayBeCustom({ examid: '1', org: 2 }), true)
  t.equal(mayBeCustom({ examid: '1', org: null }), true)
  t.equal(mayBeCustom({ examid: '1', org: 0 }), false)
  t.equal(mayBeCustom({ examid: '1', org: 1 }), false)
})
