'use client'

import { createContext, useContext, useState, type ReactNode } from 'react'

type ColorState = [string | undefined, (color: string) => void]

const SelectedColor = createContext<ColorState | null>(null)

/** Shares the colour chosen in the purchase form with the gallery of the same product. */
export function SelectedColorProvider({
  initial,
  children,
}: {
  /** The colour chosen at first: the only colour, or `undefined` until the shopper picks one. */
  initial: string | undefined
  /** The gallery and the purchase form of one product. */
  children: ReactNode
}) {
  const state = useState(initial)
  return <SelectedColor.Provider value={state}>{children}</SelectedColor.Provider>
}

/** The product page's chosen colour; local state when no provider is around. */
export function useSelectedColor(initial: string | undefined): ColorState {
  const shared = useContext(SelectedColor)
  const local = useState(initial)
  return shared ?? local
}
