import { useId } from 'react'
import styles from './option-group.module.css'

/** Props of {@link OptionGroup}. */
export interface OptionGroupProps {
  /** The group's visible name ("Colour", "Size"), followed by the chosen value. */
  legend: string
  /** The radio buttons' `name`, the form field the choice is sent as. */
  name: string
  /** The choices, in the order shown. */
  options: readonly string[]
  /** The chosen option; `undefined` until the shopper chooses one. */
  value: string | undefined
  /** Called with the option the shopper chooses. */
  onChange: (value: string) => void
  /** Why the group needs attention ("Choose a size"); marks the group invalid. */
  error?: string
}

/**
 * A radio group rendered as selectable chips (arrow keys move between options); nothing when
 * there are no options (a product without colours or sizes).
 */
export function OptionGroup({ legend, name, options, value, onChange, error }: OptionGroupProps) {
  const errorId = useId()
  if (options.length === 0) return null
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {value ? (
          <>
            : <span className={styles.current}>{value}</span>
          </>
        ) : null}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className={styles.radio}
              aria-describedby={error ? errorId : undefined}
            />
            <span className={styles.chip}>{option}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
