'use client'

import { ErrorPanel } from '@/components/feedback/error-panel'

export default function CategoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} title="This category is unavailable" />
}
