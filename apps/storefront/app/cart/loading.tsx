export default function CartLoading() {
  return (
    <div role="status" aria-busy="true">
      <h1>Your cart</h1>
      <p>Loading your cart…</p>
    </div>
  )
}
