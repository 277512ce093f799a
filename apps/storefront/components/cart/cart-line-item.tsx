import Link from 'next/link'
import { useId, useState } from 'react'
import { formatPrice } from '@/lib/format'
import { productHref } from '@/lib/product'
import { MAX_LINE_QUANTITY, type CartLine } from './cart-lines'
import { QuantityInput } from './quantity-input'
import styles from './cart-view.module.css'

/** Props of {@link CartLineItem}. */
export interface CartLineItemProps {
  /** The line as the cart stores it: product, chosen options, unit price and quantity. */
  line: CartLine
  /** Called with the quantity the shopper types (1 to 999). */
  onQuantity: (quantity: number) => void
  /** Called when the shopper removes the line. */
  onRemove: () => void
}

/**
 * The line's picture. The path was stored with the line, so it can outlive the picture (or be
 * empty): then the tile shows plain, not the browser's broken-picture icon and grey frame.
 */
function LineThumb({ src }: { src: string }) {
  const [broken, setBroken] = useState(false)
  if (!src || broken) return <span className={styles.thumb} data-testid="missing-picture" />
  return (
    <img
      src={src}
      alt=""
      width={96}
      height={96}
      className={styles.thumb}
      onError={() => setBroken(true)}
    />
  )
}

/** One cart line: picture, name, options, quantity field, line total and remove button. */
export function CartLineItem({ line, onQuantity, onRemove }: CartLineItemProps) {
  const quantityId = useId()
  const options = [line.color, line.size].filter(Boolean).join(' · ')
  return (
    <li className={styles.line}>
      <LineThumb key={line.image} src={line.image} />
      <div className={styles.info}>
        <Link href={productHref(line.objectID)} className={styles.name}>
          {line.name}
        </Link>
        {options ? <p className={styles.options}>{options}</p> : null}
        <p className={styles.unit}>{formatPrice(line.unitPrice)} each</p>
        <div className={styles.controls}>
          <label htmlFor={quantityId}>
            Quantity<span className="visually-hidden"> of {line.name}</span>
          </label>
          <QuantityInput
            id={quantityId}
            max={MAX_LINE_QUANTITY}
            value={line.quantity}
            onChange={onQuantity}
          />
          <button type="button" className={styles.remove} onClick={onRemove}>
            Remove<span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
      <p className={styles.lineTotal}>{formatPrice(line.unitPrice * line.quantity)}</p>
    </li>
  )
}
