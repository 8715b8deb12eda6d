import t from 'tap'
import { failures } from '../../../scripts/unit-tests.mjs'

// A CI log is read from its tail: npm run test:unit repeats each failure there, named by the subtests around it.
const log = `TAP version 14
# Subtest: .test-build/folders/12/server/test/reports/ranking.test.mjs
    # Subtest: the ranking pages
        ok 1 - first page
        not ok 2 - the second page starts at row 51
          ---
          found: 1
          wanted: 51
          ...
        1..2
    not ok 1 - the ranking pages # time=12ms
    1..1
not ok 12 - .test-build/folders/12/server/test/reports/ranking.test.mjs
# Subtest: .test-build/folders/13/server/test/usage/usage.test.mjs
    ok 1 - views counted
ok 13 - .test-build/folders/13/server/test/usage/usage.test.mjs
`

t.test('each not-ok line with its diagnostics and the subtests it sits in', async (t) => {
  const out = failures(log.split('\n'))
  t.same(out.slice(0, 8), [
    '',
    'in .test-build/folders/12/server/test/reports/ranking.test.mjs › the ranking pages',
    '        not ok 2 - the second page starts at row 51',
    '          ---',
    '          found: 1',
    '          wanted: 51',
    '          ...',
    '',
  ])
  t.match(out.join('\n'), /in \.test-build\/folders\/12\/server\/test\/reports\/ranking\.test\.mjs\n {4}not ok 1 - the ranking pages/, 'the failed subtest, named by its file')
  t.notMatch(out.join('\n'), /usage/, 'a passing folder is not repeated')
})

t.test('a passing log repeats nothing', async (t) => {
  t.same(failures(['TAP version 14', 'ok 1 - a', '1..1']), [])
})
