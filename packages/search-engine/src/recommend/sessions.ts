import type { InsightsEvent } from '../insights/types'
import { userOf } from './index-model'

/** Consecutive events of one user with no gap longer than the session gap. */
export interface Session {
  user: string
  start: number
  events: InsightsEvent[]
}

/**
 * Splits events (any order) into sessions: per user, a new session starts after `gapMs` of
 * inactivity. Sessions are returned by start time.
 */
export function sessionize(events: readonly InsightsEvent[], gapMs = 30 * 60_000): Session[] {
  const byUser = new Map<string, InsightsEvent[]>()
  for (const event of events) {
    const user = userOf(event)
    let list = byUser.get(user)
    if (!list) byUser.set(user, (list = []))
    list.push(event)
  }
  const sessions: Session[] = []
  for (const [user, list] of byUser) {
    list.sort((a, b) => a.timestamp - b.timestamp)
    let current: Session | undefined
    for (const event of list) {
      const last = current?.events.at(-1)
      if (!current || !last || event.timestamp - last.timestamp > gapMs) {
        current = { user, start: event.timestamp, events: [] }
        sessions.push(current)
      }
      current.events.push(event)
    }
  }
  return sessions.sort((a, b) => a.start - b.start || (a.user < b.user ? -1 : 1))
}

/** Distinct objectIDs of a session's events, in order of first appearance. */
export function sessionItems(session: Session): string[] {
  const items = new Set<string>()
  for (const event of session.events) for (const id of event.objectIDs ?? []) items.add(id)
  return [...items]
}
