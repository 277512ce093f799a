/**
 * What is left of one HTTP request's budget of answer characters (highlights in
 * `highlight-budget.ts`, facet values in `facet-budget.ts`). `left` falls below zero at the first
 * item that does not fit and stays there, so that item and every later one are left out; `cut`
 * counts the items left out for it.
 */
export interface CharBudget {
  left: number
  cut: number
}

/** A fresh budget of `chars` characters. */
export function charBudget(chars: number): CharBudget {
  return { left: chars, cut: 0 }
}

/** Charges `chars` while the budget holds; whether it still holds after them. */
export function spend(budget: CharBudget, chars: number): boolean {
  if (budget.left >= 0) budget.left -= chars
  return budget.left >= 0
}
