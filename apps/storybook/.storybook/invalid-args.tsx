import type { Decorator } from '@storybook/nextjs-vite'
import { Component, type ReactNode } from 'react'

interface BoundaryProps {
  children: ReactNode
  /** Changes when the controls change, to try rendering again. */
  resetKey: string
}

class InvalidArgsBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null })
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="sb-invalid-args">
        <strong>These control values cannot be shown.</strong>
        <p>{this.state.error.message}</p>
        <p>Change the control back, or press “Reset controls” in the Controls panel.</p>
      </div>
    )
  }
}

function safeKey(args: unknown): string {
  try {
    return JSON.stringify(args, (_key, value: unknown) =>
      typeof value === 'function' ? 'ƒ' : value,
    )
  } catch {
    return String(Math.random())
  }
}

/**
 * A value typed into a control that the component rejects shows a message instead of
 * Storybook's crash page. Stories as written render unguarded, so their tests still fail on
 * any error.
 */
export const withInvalidArgsMessage: Decorator = (Story, { args, initialArgs }) => {
  const key = safeKey(args)
  if (key === safeKey(initialArgs)) return <Story />
  return (
    <InvalidArgsBoundary resetKey={key}>
      <Story />
    </InvalidArgsBoundary>
  )
}
