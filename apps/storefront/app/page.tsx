export default function HomePage() {
  return (
    <section>
      <h1>Vitrine</h1>
      <p>Search, browse and discover products.</p>
    </section>
  )
}
