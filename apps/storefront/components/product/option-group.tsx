import styles from './option-group.module.css'

/** Props of {@link OptionGroup}. */
export interface OptionGroupProps {
  legend: string
  name: string
  options: readonly string[]
  value: string | undefined
  onChange: (value: string) => void
}

/**
 * A radio group rendered as selectable chips (arrow keys move between options); nothing when
 * there are no options (a product without colours or sizes).
 */
export function OptionGroup({ legend, name, options, value, onChange }: OptionGroupProps) {
  if (options.length === 0) return null
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {legend}: <span className={styles.current}>{value}</span>
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
            />
            <span className={styles.chip}>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
