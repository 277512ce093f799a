const DAY_MS = 86_400_000

/** UTC day `YYYY-MM-DD` of a timestamp. */
export function dayOf(t: number): string {
  return new Date(t).toISOString().slice(0, 10)
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS)
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day)
  return out
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(Date.parse(`${text}T00:00:00Z`) || 0) === text
}
