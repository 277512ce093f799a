'use client'

import { useId, useState, type FormEvent } from 'react'
import { useRange } from 'react-instantsearch'
import { choosePriceRange } from '@/lib/search/price-range'
import { FilterGroup } from './filter-group'
import styles from './filters.module.css'

function toInput(bound: number | undefined): string {
  return bound === undefined || !Number.isFinite(bound) ? '' : String(bound)
}

function toBound(value: string): number | undefined {
  if (value.trim() === '') return undefined
  const bound = Number(value)
  return Number.isFinite(bound) && bound >= 0 ? bound : undefined
}

interface BoundFieldProps {
  label: string
  value: string
  /** The results' bound, shown when the field is empty (none when nothing can be refined). */
  placeholder: string
  disabled: boolean
  onChange: (value: string) => void
}

/** One bound of the range: a label and a number field. */
function BoundField({ label, value, placeholder, disabled, onChange }: BoundFieldProps) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className={styles.rangeLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.rangeInput}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  )
}

/** Minimum and maximum price fields, applied together. */
export function PriceFilter({ attribute }: { attribute: string }) {
  const { start, range, canRefine, refine } = useRange({ attribute })
  const [min, setMin] = useState(toInput(start[0]))
  const [max, setMax] = useState(toInput(start[1]))

  const [low, high] = start
  const [shown, setShown] = useState({ low, high })
  // What the last Apply adjusted, shown while the refinement is the one it produced.
  const [note, setNote] = useState<{ text: string; low: number; high: number } | null>(null)
  const noteText = note && note.low === low && note.high === high ? note.text : ''
  // Follow the refinement when it changes elsewhere (chip removed, clear all, back/forward).
  if (shown.low !== low || shown.high !== high) {
    setShown({ low, high })
    setMin(toInput(low))
    setMax(toInput(high))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const choice = choosePriceRange({ min: toBound(min), max: toBound(max) }, range)
    const [from, to] = choice.bounds
    // The fields show what applies; the note (if any) says why it differs from the input.
    setMin(toInput(from))
    setMax(toInput(to))
    setNote(
      choice.note ? { text: choice.note, low: from ?? -Infinity, high: to ?? Infinity } : null,
    )
    refine([from, to])
  }

  return (
    <FilterGroup legend="Price">
      <form className={styles.range} onSubmit={onSubmit} aria-label="Price range">
        <BoundField
          label="Min"
          value={min}
          placeholder={canRefine ? toInput(range.min) : ''}
          disabled={!canRefine}
          onChange={setMin}
        />
        <BoundField
          label="Max"
          value={max}
          placeholder={canRefine ? toInput(range.max) : ''}
          disabled={!canRefine}
          onChange={setMax}
        />
        <button type="submit" className={styles.apply} disabled={!canRefine}>
          Apply
        </button>
      </form>
      <p role="status" className={styles.rangeNote}>
        {noteText}
      </p>
    </FilterGroup>
  )
}
