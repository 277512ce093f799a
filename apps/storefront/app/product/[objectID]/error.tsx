'use client'

import { ErrorPanel } from '@/components/feedback/error-panel'

export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} title="This product could not be loaded" />
}
