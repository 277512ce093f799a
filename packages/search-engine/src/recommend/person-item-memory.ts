/** Least and most (person, item) pairs remembered at once; 8 bytes each. */
const MIN_SLOTS = 1 << 10
export const MAX_PERSON_ITEM_SLOTS = 1 << 20
/** Slots searched for a pair before the oldest of them is given up. */
const PROBES = 8

/**
 * The strongest signal each person sent on each item within a window of time (a day), so that a
 * person counts once per item and day, not once per event: shared models such as trending then
 * count people, and one token repeating an event, as a script holding the search key can, weighs
 * no more than one shopper doing it once.
 *
 * A hash table of bounded size: past {@link MAX_PERSON_ITEM_SLOTS} live pairs the oldest are
 * forgotten (such a pair may then count once more). Pairs are told apart by a 32-bit hash of
 * person and item; two pairs sharing one (about one in four billion) share their memory.
 */
export interface PersonItemMemory {
  /**
   * Records that `person` sent a signal of strength `rank` (an ordinal, higher is stronger) on
   * `item` at time `t`, and returns the strongest rank the person sent on it within the window
   * before, or -1 when none: what is new is the difference.
   */
  record(person: number, item: number, rank: number, t: number): number
}

/** Hash of a person's token, for {@link PersonItemMemory.record}. */
export function personHash(token: string): number {
  // FNV-1a over the UTF-16 code units.
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

function pairHash(person: number, item: number): number {
  // murmur3's finaliser spreads the bits, so that close item numbers land in distant slots.
  let h = Math.imul(person ^ item, 0x01000193) ^ (item >>> 16)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const MINUTE = 60_000

/**
 * Creates an empty memory whose pairs last `windowMs` from their first signal. A slot is two
 * 32-bit numbers side by side (8 bytes, so that the table stays small in the cache): the pair's
 * hash, and the minute of its first signal × 8 + its strongest rank + 1 (0: an empty slot).
 */
export function createPersonItemMemory(
  windowMs: number,
  maxSlots = MAX_PERSON_ITEM_SLOTS,
): PersonItemMemory {
  const window = Math.max(1, Math.round(windowMs / MINUTE))
  let slots = new Uint32Array(MIN_SLOTS * 2)
  let used = 0
  let latest = 0

  const size = () => slots.length / 2
  const minuteOf = (stamp: number) => Math.floor(stamp / 8)
  const live = (at: number) => slots[at + 1] !== 0 && minuteOf(slots[at + 1]!) > latest - window

  function grow() {
    const old = slots
    slots = new Uint32Array(old.length * 2)
    used = 0
    for (let at = 0; at < old.length; at += 2) {
      const stamp = old[at + 1]!
      if (stamp !== 0 && minuteOf(stamp) > latest - window) place(old[at]!, stamp)
    }
  }

  /** Puts a pair in an empty or expired slot of its run, else in place of the run's oldest. */
  function place(hash: number, stamp: number) {
    const mask = size() - 1
    let target = -1
    for (let probe = 0, slot = hash & mask; probe < PROBES; probe++, slot = (slot + 1) & mask) {
      const at = slot * 2
      if (!live(at)) {
        target = at
        break
      }
      if (target < 0 || slots[at + 1]! < slots[target + 1]!) target = at
    }
    if (slots[target + 1] === 0) used++
    slots[target] = hash
    slots[target + 1] = stamp
  }

  return {
    record(person, item, rank, t) {
      // Minutes since 1970 stay below 2^29 (the stamp's room) until the year 2990.
      const minute = Math.min(Math.max(0, Math.floor(t / MINUTE)), 2 ** 29 - 1)
      latest = Math.max(latest, minute)
      const hash = pairHash(person, item)
      const mask = size() - 1
      for (let probe = 0, slot = hash & mask; probe < PROBES; probe++, slot = (slot + 1) & mask) {
        const at = slot * 2
        const stamp = slots[at + 1]!
        if (stamp === 0) break
        if (slots[at] !== hash) continue
        const first = minuteOf(stamp)
        if (Math.abs(minute - first) >= window) {
          // The pair's day is over: this signal opens a new one.
          slots[at + 1] = minute * 8 + rank + 1
          return -1
        }
        const before = (stamp % 8) - 1
        if (rank > before) slots[at + 1] = first * 8 + rank + 1
        return before
      }
      if (used >= size() / 2 && size() < maxSlots) grow()
      place(hash, minute * 8 + rank + 1)
      return -1
    },
  }
}
