import { GridSkeleton } from '../feedback/grid-skeleton'

/** The listing's loading state: its heading and placeholder result tiles. */
export function ListingSkeleton() {
  return (
    <div>
      <h1>Loading products…</h1>
      <GridSkeleton label="Loading results" />
    </div>
  )
}
