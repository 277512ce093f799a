import type { Scene } from './drawing'

/** Backdrops of the "in use" view and of category and hero pictures (200 units wide). */
export function sceneBackdrop(scene: Scene, width = 200, height = 200): string {
  const w = width
  const floor = height - 34
  switch (scene) {
    case 'outdoor':
      return (
        `<rect width="${w}" height="${height}" fill="#cfe4f3"/>` +
        `<circle cx="${w - 40}" cy="40" r="16" fill="#fbe7a1"/>` +
        `<path d="M0 ${floor - 30} Q${w * 0.3} ${floor - 80} ${w * 0.6} ${floor - 36} T${w} ${floor - 46} V${height} H0 Z" fill="#a9c79a"/>` +
        `<path d="M0 ${floor} Q${w / 2} ${floor - 22} ${w} ${floor} V${height} H0 Z" fill="#86b07a"/>`
      )
    case 'room':
      return (
        `<rect width="${w}" height="${height}" fill="#efe7dc"/>` +
        `<rect x="${w - 70}" y="26" width="46" height="62" fill="#d9e8f2" stroke="#c9b9a4" stroke-width="4"/>` +
        `<rect y="${floor}" width="${w}" height="${height - floor}" fill="#d3bc9c"/>`
      )
    case 'desk':
      return (
        `<rect width="${w}" height="${height}" fill="#e3e9ee"/>` +
        // A wall clock (a bare grey block there read as a missing picture).
        `<circle cx="38" cy="38" r="15" fill="#f7f8fa" stroke="#9aa6b2" stroke-width="3"/>` +
        `<path d="M38 38 V28 M38 38 L45 42" stroke="#5b6570" stroke-width="2" stroke-linecap="round"/>` +
        `<rect y="${floor}" width="${w}" height="${height - floor}" fill="#c49a6c"/>` +
        `<rect y="${floor}" width="${w}" height="5" fill="#a97f53"/>`
      )
    case 'kitchen':
      return (
        `<rect width="${w}" height="${height}" fill="#edf2ef"/>` +
        `<path d="${Array.from({ length: Math.ceil(w / 20) }, (_, i) => `M${i * 20} 0 V${floor}`).join(' ')} ${Array.from({ length: Math.ceil(floor / 20) }, (_, i) => `M0 ${i * 20} H${w}`).join(' ')}" stroke="#dce5e0" stroke-width="1.5"/>` +
        `<rect y="${floor}" width="${w}" height="${height - floor}" fill="#d8d2c8"/>`
      )
    case 'nursery':
      return (
        `<rect width="${w}" height="${height}" fill="#fbefe6"/>` +
        `<ellipse cx="${w / 2}" cy="${floor + 12}" rx="${w * 0.45}" ry="18" fill="#f3c9b7"/>` +
        [30, 70, 150]
          .map((x, i) => `<circle cx="${(x / 200) * w}" cy="${30 + i * 14}" r="4" fill="#f5d58a"/>`)
          .join('')
      )
    default:
      return (
        `<rect width="${w}" height="${height}" fill="#ece8f0"/>` +
        `<path d="M0 ${floor} Q${w / 2} ${floor - 10} ${w} ${floor} V${height} H0 Z" fill="#ddd6e4"/>`
      )
  }
}
