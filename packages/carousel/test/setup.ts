import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// Testing Library unmounts between tests only where it sees a global afterEach; vitest here
// runs without globals, so do it explicitly (DOM environments only: SSR tests run in node).
afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
