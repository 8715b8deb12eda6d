/**
 * The total report's name (spec 2 §3 "Total report names"): a joint exam (scale 2) gets the
 * school-level (union) report; a view of one school the school report; a city or county unified exam
 * (scale 3) seen across schools the overall unified-exam report.
 */
export function totalReportName(exam: { scale: number; groups: { school: readonly unknown[] } }): string {
  if (exam.scale === 2) return '校级（联考）分析报告'
  if (exam.scale === 3 && exam.groups.school.length > 1) return '统考总体分析报告'
  return '学校分析报告'
}
