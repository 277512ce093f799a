'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useInstantSearch } from 'react-instantsearch'
import { isShopPath, redirectTarget } from '@/lib/search/rule-content'

/**
 * Follows a query rule's redirect (`renderingContent.redirect`) once its results arrive: a shop
 * path through the router, any other address by a full page load. Renders nothing.
 */
export function RuleRedirect() {
  const { results } = useInstantSearch()
  const router = useRouter()
  const target =
    results && !results.__isArtificial ? redirectTarget(results.renderingContent) : undefined
  useEffect(() => {
    if (!target) return
    if (isShopPath(target)) router.push(target)
    else window.location.assign(target)
  }, [target, router])
  return null
}
