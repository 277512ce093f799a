'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useLayoutEffect, useState } from 'react'
import { createListingRouting } from '@/lib/search/routing'

/** The listing's InstantSearch routing, kept in step with Next.js's router (see createListingRouting). */
export function useListingRouting(indexName: string) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const href = query ? `${pathname}?${query}` : pathname
  const [listing] = useState(() => createListingRouting(indexName, href))
  // A layout effect's cleanup runs in the commit that replaces the listing, before the URL of
  // the next page is written and long before InstantSearch disposes of its router.
  useLayoutEffect(() => listing.enter(), [listing])
  useEffect(() => listing.follow(href), [listing, href])
  return listing.routing
}
