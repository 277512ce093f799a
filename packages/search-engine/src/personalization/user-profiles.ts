import { MAX_TRACKED_USERS, setRecent } from '../core/recent-map'

/** A decayed weight: value as of `time`. */
type Decayed = [value: number, time: number]

/** What one user showed interest in: facet values and items, with decayed weights. */
export interface UserProfile {
  /** Facet pair id (`f:attribute:value` interned) → decayed weight. */
  readonly facets: Map<number, Decayed>
  /** Item id → decayed weight. */
  readonly items: Map<number, Decayed>
  /** Items the user bought (not recommended back to them). */
  readonly purchased: Set<number>
}

/** Interest signals of one event. */
export interface ProfileSignal {
  item?: number
  facets: readonly number[]
  weight: number
  time: number
  purchase?: boolean
}

/** Profiles of all the users of an index. */
export interface UserProfiles {
  /** Adds an event's interest to the user's profile. */
  record(user: string, signal: ProfileSignal): void
  /** Routes another token of the same person (anonymous → authenticated) to one profile. */
  alias(token: string, user: string): void
  /** The profile of a user token, or `undefined` for an unknown user. */
  get(token: string): UserProfile | undefined
  /** Number of profiles. */
  readonly size: number
}

/** Time constant of interests. @default 30 days */
export const DEFAULT_AFFINITY_TAU_MS = 30 * 24 * 3_600_000

function bump(map: Map<number, Decayed>, key: number, weight: number, time: number, tau: number) {
  const entry = map.get(key)
  if (!entry) map.set(key, [weight, time])
  else if (time >= entry[1]) {
    entry[0] = entry[0] * Math.exp((entry[1] - time) / tau) + weight
    entry[1] = time
  } else entry[0] += weight * Math.exp((time - entry[1]) / tau)
}

/** Value of a decayed weight at `now`. */
export function decayedValue(entry: Decayed, now: number, tau = DEFAULT_AFFINITY_TAU_MS): number {
  return entry[0] * Math.exp(Math.min(0, entry[1] - now) / tau)
}

/** Bounds of {@link createUserProfiles}. */
export interface ProfileLimits {
  /** Items a profile keeps (the strongest). @default 200 */
  items: number
  /** Facet values a profile keeps (the strongest). @default 200 */
  facets: number
  /** Purchases a profile remembers (the latest). @default 200 */
  purchases: number
  /** Profiles kept (the most recently active). @default MAX_TRACKED_USERS */
  users: number
  /** Items, facet values and purchases of all profiles together. @default 2,000,000 */
  entries: number
}

/** Defaults of {@link ProfileLimits}. */
export const DEFAULT_PROFILE_LIMITS: ProfileLimits = {
  items: 200,
  facets: 200,
  purchases: 200,
  users: MAX_TRACKED_USERS,
  entries: 2_000_000,
}

const entriesOf = (p: UserProfile) => p.items.size + p.facets.size + p.purchased.size

/**
 * Drops the weakest weights of a map grown past 1.5 × `keep`, back to `keep` (amortised: one
 * sort per `keep / 2` new keys).
 */
function trim(map: Map<number, Decayed>, keep: number, now: number, tau: number) {
  if (map.size <= keep + (keep >> 1)) return
  const values = Float64Array.from(map.values(), (e) => decayedValue(e, now, tau)).sort()
  const floor = values[values.length - keep]!
  for (const [key, entry] of map) {
    const value = decayedValue(entry, now, tau)
    if (value < floor || (value === floor && map.size > keep)) map.delete(key)
  }
}

/**
 * Creates empty user profiles whose weights decay with time constant `tauMs`. Memory and the
 * cost of reading a profile are bounded whatever events arrive (anyone holding the search key
 * can send them): each profile keeps its strongest items and facet values and its latest
 * purchases, and past `limits.users` profiles or `limits.entries` entries in all, the least
 * recently active users are forgotten first (their events stay in the log).
 */
export function createUserProfiles(
  tauMs = DEFAULT_AFFINITY_TAU_MS,
  limits: ProfileLimits = DEFAULT_PROFILE_LIMITS,
): UserProfiles {
  const profiles = new Map<string, UserProfile>()
  const aliases = new Map<string, string>()
  const resolve = (token: string) => aliases.get(token) ?? token
  let entries = 0

  function forget(key: string) {
    const profile = profiles.get(key)
    if (!profile) return
    entries -= entriesOf(profile)
    profiles.delete(key)
  }

  function evictIdle(keep: string) {
    while (profiles.size > limits.users || entries > limits.entries) {
      const oldest = profiles.keys().next().value as string
      if (oldest === keep) break
      forget(oldest)
    }
  }

  return {
    record(user, signal) {
      const key = resolve(user)
      const profile = profiles.get(key) ?? {
        facets: new Map(),
        items: new Map(),
        purchased: new Set(),
      }
      forget(key)
      for (const facet of signal.facets) {
        bump(profile.facets, facet, signal.weight, signal.time, tauMs)
      }
      trim(profile.facets, limits.facets, signal.time, tauMs)
      if (signal.item !== undefined) {
        bump(profile.items, signal.item, signal.weight, signal.time, tauMs)
        trim(profile.items, limits.items, signal.time, tauMs)
        if (signal.purchase) {
          profile.purchased.delete(signal.item)
          profile.purchased.add(signal.item)
          if (profile.purchased.size > limits.purchases) {
            profile.purchased.delete(profile.purchased.values().next().value as number)
          }
        }
      }
      profiles.set(key, profile)
      entries += entriesOf(profile)
      evictIdle(key)
    },
    alias(token, user) {
      if (token === user || aliases.has(token)) return
      setRecent(aliases, token, user)
      const earlier = profiles.get(token)
      if (!earlier) return
      if (profiles.has(user)) forget(token)
      else {
        profiles.delete(token)
        profiles.set(user, earlier)
      }
    },
    get: (token) => profiles.get(resolve(token)),
    get size() {
      return profiles.size
    },
  }
}
