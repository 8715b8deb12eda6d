// The report renderer's address logic: which keys reach the BFF, filters that keep the rest, and the
// pages a scrolled window of a long remote list falls on.
import t from 'tap'
import { reportPageParams } from '@report/contracts/bff/view-keys'
import { pagesCovering, withFilter } from '../../../client/src/features/reports/logic/report-query.ts'

t.test('the report-page query keeps the frame and filters, drops everything else', async (t) => {
  const params = reportPageParams('report-ranking', '?examid=1&org=0&grade=%E9%AB%98%E4%BA%8C&export=pdf&fxPdfToken=secret&pindex=2&junk=1&lkschool=')
  t.equal(params.toString(), 'route=report-ranking&examid=1&org=0&grade=%E9%AB%98%E4%BA%8C&pindex=2')
  t.equal(reportPageParams('dashboard', '').toString(), 'route=dashboard')
  t.equal(reportPageParams('x', 'qxschool=7&unit=class&tab=cum').toString(), 'route=x&qxschool=7&unit=class&tab=cum')
})

t.test('choosing a filter sets that key and keeps the others', async (t) => {
  t.equal(withFilter('?examid=1&pindex=0', 'pindex', '3'), 'examid=1&pindex=3')
  t.equal(withFilter('examid=1', 'unit', 'class'), 'examid=1&unit=class')
})

t.test('rows first..last of a list paged by pageSize fall on these pages', async (t) => {
  t.same(pagesCovering(0, 0, 500), [1])
  t.same(pagesCovering(0, 499, 500), [1])
  t.same(pagesCovering(480, 530, 500), [1, 2])
  t.same(pagesCovering(59_990, 59_999, 500), [120])
  t.same(pagesCovering(500, 500, 500), [2])
})
