/** A merchandising banner a query rule attached to the results (`userData`). */
export interface RuleBanner {
  title: string
  text?: string
  /** A link inside the shop (a path), never an outside address. */
  link?: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const SHOP_BASE = 'https://shop.invalid'

/**
 * Whether a URL is a path of this shop (`/sale`, not `//evil.example` or `javascript:`). It is
 * resolved the way a browser would: URL parsing drops tabs and newlines and reads `\\` as `/`,
 * so `/\t/evil.example` is `//evil.example`, another host.
 */
export function isShopPath(url: string): boolean {
  return shopPath(url) !== undefined
}

/**
 * A shop path as the URL parser writes it (`/été` → `/%C3%A9t%C3%A9`, tabs and newlines
 * dropped), or undefined when `url` is not one (see {@link isShopPath}). The written form is
 * ASCII, as a `Location` header must be: Node refuses any other character there, so the search
 * page answered a rule redirecting to `/été` with a 500.
 */
export function shopPath(url: string): string | undefined {
  if (!url.startsWith('/')) return undefined
  try {
    const parsed = new URL(url, SHOP_BASE)
    return parsed.origin === SHOP_BASE ? parsed.pathname + parsed.search + parsed.hash : undefined
  } catch {
    return undefined
  }
}

/**
 * The banners in the rules' `userData` items: `{ banner: { title, text?, link? } }`. Anything
 * else (other merchandising data, malformed entries) is ignored; text is rendered as text.
 */
export function ruleBanners(userData: readonly unknown[] | undefined): RuleBanner[] {
  const out: RuleBanner[] = []
  for (const item of userData ?? []) {
    const banner = isRecord(item) ? item.banner : undefined
    if (!isRecord(banner) || typeof banner.title !== 'string' || banner.title.trim() === '')
      continue
    const entry: RuleBanner = { title: banner.title }
    if (typeof banner.text === 'string') entry.text = banner.text
    if (typeof banner.link === 'string' && isShopPath(banner.link)) entry.link = banner.link
    out.push(entry)
  }
  return out
}

/**
 * Where a rule's `renderingContent.redirect` sends the shopper: a shop path, or an absolute
 * http(s) URL; undefined for anything else (`javascript:`, protocol-relative, malformed).
 */
export function redirectTarget(renderingContent: unknown): string | undefined {
  const redirect = isRecord(renderingContent) ? renderingContent.redirect : undefined
  const url = isRecord(redirect) ? redirect.url : undefined
  if (typeof url !== 'string' || url.trim() === '') return undefined
  const path = shopPath(url)
  if (path) return path
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
