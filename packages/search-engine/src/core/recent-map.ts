/**
 * Per-user state kept in memory is bounded: the most recently active users keep theirs, the
 * longest idle are forgotten first (their events stay in the log; a rebuild replays them).
 */
export const MAX_TRACKED_USERS = 50_000

/**
 * Marks `key` as just used in an insertion-ordered map (moves it last), storing `value`, then
 * drops the least recently used entries past `max`.
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, max = MAX_TRACKED_USERS): void {
  map.delete(key)
  map.set(key, value)
  while (map.size > max) map.delete(map.keys().next().value as K)
}
