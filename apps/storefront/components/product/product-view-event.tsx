'use client'

import { useEffect } from 'react'
import { sendProductView } from '@/lib/browser/insights'
import { useClientConfig } from '../providers/client-config-provider'

/** Sends the product page's view event once per product shown. */
export function ProductViewEvent({
  objectID,
}: {
  /** The product whose page was viewed. */
  objectID: string
}) {
  const config = useClientConfig()
  useEffect(() => {
    sendProductView(config, objectID)
  }, [config, objectID])
  return null
}
