'use client'

import { useState, type InputHTMLAttributes } from 'react'
import styles from './quantity-input.module.css'

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** The quantity the field shows while the shopper is not typing. */
  value: number
  /** The largest quantity accepted. */
  max: number
  /** Called with each valid quantity (an integer in 1..max) the shopper enters. */
  onChange: (quantity: number) => void
}

/**
 * A number field for a quantity that may be emptied while typing: only valid quantities are
 * reported, and leaving the field shows the current quantity again.
 */
export function QuantityInput({
  value,
  max,
  onChange,
  onBlur,
  className,
  ...rest
}: QuantityInputProps) {
  const [draft, setDraft] = useState(String(value))
  const [shown, setShown] = useState(value)
  // Follow changes from elsewhere (another tab, the badge test) without an effect.
  if (shown !== value) {
    setShown(value)
    setDraft(String(value))
  }
  return (
    <input
      {...rest}
      className={className ? `${styles.input} ${className}` : styles.input}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value)
        const next = Number(event.target.value)
        if (Number.isInteger(next) && next >= 1) {
          const clamped = Math.min(max, next)
          setShown(clamped)
          onChange(clamped)
        }
      }}
      onBlur={(event) => {
        setDraft(String(value))
        onBlur?.(event)
      }}
    />
  )
}
