/** The twelve months before `today`'s, oldest first ("2026-01"): the columns of a fresh KPI pack. */
export function kpiTemplateMonths(today: Date): string[] {
  const months: string[] = [];
  for (let back = 12; back >= 1; back--) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    months.push(day.toISOString().slice(0, 7));
  }
  return months;
}
