'use client'

import { ErrorPanel } from '@/components/feedback/error-panel'

export default function CartError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} title="Your cart could not be shown" />
}
