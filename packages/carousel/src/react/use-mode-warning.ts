import { useEffect, useRef } from 'react'

/** Dev-only warning when `useCarousel` switches between controlled and uncontrolled. */
export function useModeWarning(controlled: boolean) {
  const wasControlled = useRef(controlled)
  useEffect(() => {
    if (wasControlled.current !== controlled) {
      const [from, to] = controlled
        ? ['uncontrolled', 'controlled']
        : ['controlled', 'uncontrolled']
      console.warn(
        `useCarousel is changing from ${from} to ${to}. Keep \`index\` either always defined or always undefined.`,
      )
    }
    wasControlled.current = controlled
  }, [controlled])
}
