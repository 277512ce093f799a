'use client'

import { useId, useState, type FormEvent } from 'react'
import { recallQueryID } from '@/lib/browser/attribution'
import { sendAddToCart } from '@/lib/browser/insights'
import { unitPrice } from '@/lib/product'
import type { Product } from '@/lib/types'
import { cartStore } from '../cart/cart-store'
import type { CartItem } from '../cart/cart-lines'
import { QuantityInput } from '../cart/quantity-input'
import { useClientConfig } from '../providers/client-config-provider'
import { OptionGroup } from './option-group'
import styles from './add-to-cart-form.module.css'

const MAX_QUANTITY = 99

type Choice = Pick<
  Product,
  'objectID' | 'name' | 'brand' | 'image' | 'price' | 'salePrice' | 'colors' | 'sizes'
>

/** Colour, size and quantity choices and the "Add to cart" button of a product page. */
export function AddToCartForm({ product }: { product: Choice }) {
  const config = useClientConfig()
  const quantityId = useId()
  const [color, setColor] = useState(product.colors[0])
  const [size, setSize] = useState(product.sizes[0])
  const [quantity, setQuantity] = useState(1)
  const [message, setMessage] = useState('')

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const queryID = recallQueryID(product.objectID)
    const item: CartItem = {
      objectID: product.objectID,
      name: product.name,
      brand: product.brand,
      image: product.image,
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
    <form className={styles.form} onSubmit={onSubmit}>
      <OptionGroup
        legend="Colour"
        name="color"
        options={product.colors}
        value={color}
        onChange={setColor}
      />
      <OptionGroup
        legend="Size"
        name="size"
        options={product.sizes}
        value={size}
        onChange={setSize}
      />
      <div className={styles.row}>
        <label htmlFor={quantityId} className={styles.label}>
          Quantity
        </label>
        <QuantityInput id={quantityId} max={MAX_QUANTITY} value={quantity} onChange={setQuantity} />
        <button type="submit" className={`button ${styles.add}`}>
          Add to cart
        </button>
      </div>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </form>
  )
}
