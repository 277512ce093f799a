import { setRecent } from '../core/recent-map'

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

/** Creates empty user profiles whose weights decay with time constant `tauMs`. */
export function createUserProfiles(tauMs = DEFAULT_AFFINITY_TAU_MS): UserProfiles {
  const profiles = new Map<string, UserProfile>()
  const aliases = new Map<string, string>()
  const resolve = (token: string) => aliases.get(token) ?? token
  return {
    record(user, signal) {
      const key = resolve(user)
      const profile = profiles.get(key) ?? {
        facets: new Map(),
        items: new Map(),
        purchased: new Set(),
      }
      setRecent(profiles, key, profile)
      for (const facet of signal.facets) {
        bump(profile.facets, facet, signal.weight, signal.time, tauMs)
      }
      if (signal.item !== undefined) {
        bump(profile.items, signal.item, signal.weight, signal.time, tauMs)
        if (signal.purchase) profile.purchased.add(signal.item)
      }
    },
    alias(token, user) {
      if (token === user || aliases.has(token)) return
      setRecent(aliases, token, user)
      const earlier = profiles.get(token)
      if (earlier && !profiles.has(user)) profiles.set(user, earlier)
      profiles.delete(token)
    },
    get: (token) => profiles.get(resolve(token)),
    get size() {
      return profiles.size
    },
  }
}
