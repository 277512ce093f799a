'use client'

import { useId, useRef, useState, type FormEvent } from 'react'
import { recallQueryID } from '@/lib/browser/attribution'
import { sendAddToCart } from '@/lib/browser/insights'
import { unitPrice } from '@/lib/product'
import type { Product } from '@/lib/types'
import { cartStore } from '../cart/cart-store'
import type { CartItem } from '../cart/cart-lines'
import { QuantityInput } from '../cart/quantity-input'
import { useClientConfig } from '../providers/client-config-provider'
import { OptionGroup } from './option-group'
import { useSelectedColor } from './selected-color'
import styles from './add-to-cart-form.module.css'

const MAX_QUANTITY = 99

type Choice = Pick<
  Product,
  | 'objectID'
  | 'name'
  | 'brand'
  | 'image'
  | 'price'
  | 'salePrice'
  | 'colors'
  | 'sizes'
  | 'outOfStock'
> & {
  /** The main picture per colour, for the cart line. */
  colorImages?: Record<string, string>
}

/** A group's only option is chosen for the shopper; between several, the shopper chooses. */
function onlyOption(options: readonly string[]): string | undefined {
  return options.length === 1 ? options[0] : undefined
}

/**
 * Colour, size and quantity choices and the "Add to cart" button of a product page. Where a
 * product has several colours or sizes nothing is preselected: adding without a choice shows
 * an error on the group and moves focus to it. Out of stock, the colours still show the
 * pictures, and the quantity and the button are disabled with the reason beside them.
 */
export function AddToCartForm({
  product,
}: {
  /** The product: its colours, sizes, price, stock and what its cart line stores. */
  product: Choice
}) {
  const config = useClientConfig()
  const quantityId = useId()
  const stockId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [color, setColor] = useSelectedColor(onlyOption(product.colors))
  const [size, setSize] = useState(() => onlyOption(product.sizes))
  const [quantity, setQuantity] = useState(1)
  const [message, setMessage] = useState('')
  const [showErrors, setShowErrors] = useState(false)
  const colorError = showErrors && product.colors.length > 0 && !color ? 'Choose a colour.' : ''
  const sizeError = showErrors && product.sizes.length > 0 && !size ? 'Choose a size.' : ''

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (product.outOfStock) return
    const missing = [
      product.colors.length > 0 && !color ? 'color' : '',
      product.sizes.length > 0 && !size ? 'size' : '',
    ].filter(Boolean)
    if (missing.length > 0) {
      setShowErrors(true)
      setMessage('')
      form.current?.querySelector<HTMLInputElement>(`input[name="${missing[0]}"]`)?.focus()
      return
    }
    const queryID = recallQueryID(product.objectID)
    const item: CartItem = {
      objectID: product.objectID,
      name: product.name,
      brand: product.brand,
      image: (color && product.colorImages?.[color]) || product.image,
      unitPrice: unitPrice(product),
      ...(color ? { color } : {}),
      ...(size ? { size } : {}),
      ...(queryID ? { queryID } : {}),
    }
    cartStore.add(item, quantity)
    sendAddToCart(config, { objectID: item.objectID, unitPrice: item.unitPrice, quantity, queryID })
    setMessage(`Added ${quantity} × ${product.name} to your cart.`)
  }

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <OptionGroup
        legend="Colour"
        name="color"
        options={product.colors}
        value={color}
        onChange={setColor}
        error={colorError}
      />
      <OptionGroup
        legend="Size"
        name="size"
        options={product.sizes}
        value={size}
        onChange={setSize}
        error={sizeError}
      />
      {product.outOfStock ? (
        <p id={stockId} className={styles.outOfStock}>
          <strong>Out of stock.</strong> This product cannot be added to the cart for now.
        </p>
      ) : null}
      <div className={styles.row}>
        <label htmlFor={quantityId} className={styles.label}>
          Quantity
        </label>
        <QuantityInput
          id={quantityId}
          max={MAX_QUANTITY}
          value={quantity}
          onChange={setQuantity}
          disabled={product.outOfStock}
          aria-describedby={product.outOfStock ? stockId : undefined}
        />
        <button
          type="submit"
          className={`button ${styles.add}`}
          disabled={product.outOfStock}
          aria-describedby={product.outOfStock ? stockId : undefined}
        >
          Add to cart
        </button>
      </div>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </form>
  )
}
