import { path, stroke, type Art } from './drawing'

const KEYS = Array.from({ length: 36 }, (_, i) => [
  28 + (i % 12) * 12.3,
  92 + Math.floor(i / 12) * 11,
])

/** Audio, computers and phones. */
export const TECH_ART = {
  headphones: {
    focus: [50, 124],
    scene: 'desk',
    draw: (p) =>
      stroke('M52 104 Q52 36 100 36 Q148 36 148 104', p.line, 15) +
      stroke('M52 104 Q52 36 100 36 Q148 36 148 104', p.main, 10) +
      path('M34 96 Q34 90 40 90 L62 90 L62 154 L40 154 Q34 154 34 148 Z', p.main, p.line) +
      path('M166 96 Q166 90 160 90 L138 90 L138 154 L160 154 Q166 154 166 148 Z', p.main, p.line) +
      path('M62 94 L72 96 L72 148 L62 150 Z', p.dark, p.line, 1.5) +
      path('M138 94 L128 96 L128 148 L138 150 Z', p.dark, p.line, 1.5) +
      stroke('M44 104 L44 140', p.light, 3),
  },
  earbuds: {
    focus: [78, 78],
    scene: 'desk',
    draw: (p) =>
      path(
        'M58 122 Q58 100 80 100 L120 100 Q142 100 142 122 L142 146 Q142 166 120 166 L80 166 Q58 166 58 146 Z',
        p.main,
        p.line,
      ) +
      stroke('M58 120 L142 120', p.dark, 2) +
      '<circle cx="100" cy="140" r="3" fill="#5fd38a"/>' +
      [64, 124]
        .map(
          (x) =>
            path(`M${x + 8} 80 L${x + 14} 96 L${x + 20} 94 L${x + 16} 78 Z`, p.main, p.line, 1.5) +
            `<circle cx="${x + 8}" cy="70" r="13" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
            `<circle cx="${x + 4}" cy="68" r="5" fill="${p.dark}"/>`,
        )
        .join(''),
  },
  speaker: {
    focus: [100, 110],
    scene: 'room',
    draw: (p) =>
      stroke('M76 50 Q76 30 100 30 Q124 30 124 50', p.dark, 6) +
      path(
        'M60 80 Q60 50 100 50 Q140 50 140 80 L140 140 Q140 168 100 168 Q60 168 60 140 Z',
        p.main,
        p.line,
      ) +
      [74, 86, 98, 110, 122, 134, 146]
        .map((y) => stroke(`M68 ${y} L132 ${y}`, p.dark, 2.5, '2 3'))
        .join('') +
      `<circle cx="100" cy="60" r="4" fill="${p.trim}"/>`,
  },
  monitor: {
    focus: [60, 70],
    scene: 'desk',
    draw: (p) =>
      path('M90 130 L110 130 L114 158 L86 158 Z', p.main, p.line) +
      `<ellipse cx="100" cy="162" rx="38" ry="7" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
      path('M22 34 L178 34 L178 134 L22 134 Z', p.main, p.line) +
      '<rect x="28" y="40" width="144" height="86" fill="#9cc4e4"/>' +
      '<path d="M28 126 L28 100 Q60 80 92 100 Q124 72 172 96 L172 126 Z" fill="#6fa57a"/>' +
      '<circle cx="146" cy="60" r="10" fill="#f3d36b"/>',
  },
  laptop: {
    focus: [100, 130],
    scene: 'desk',
    draw: (p) =>
      path('M48 38 L152 38 L152 122 L48 122 Z', p.main, p.line) +
      '<rect x="54" y="44" width="92" height="72" fill="#20242c"/>' +
      '<rect x="62" y="52" width="50" height="30" rx="3" fill="#3d6fb0"/>' +
      '<rect x="62" y="88" width="74" height="6" rx="3" fill="#4a505c"/>' +
      path('M34 122 L166 122 L180 146 L20 146 Z', p.light, p.line) +
      stroke('M46 128 L154 128 M42 134 L158 134', p.dark, 2, '5 2') +
      path('M84 138 L116 138 L117 143 L83 143 Z', p.dark, 'none', 0),
  },
  keyboard: {
    focus: [60, 100],
    scene: 'desk',
    draw: (p) =>
      path('M20 82 L180 82 L186 134 L14 134 Z', p.main, p.line) +
      KEYS.map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="9.5" height="8" rx="1.5" fill="${p.light}" stroke="${p.line}" stroke-width=".8"/>`,
      ).join('') +
      `<rect x="58" y="124" width="84" height="7" rx="1.5" fill="${p.light}" stroke="${p.line}" stroke-width=".8"/>`,
  },
  phone: {
    focus: [92, 52],
    scene: 'desk',
    draw: (p) =>
      path(
        'M68 26 Q68 18 76 18 L124 18 Q132 18 132 26 L132 172 Q132 180 124 180 L76 180 Q68 180 68 172 Z',
        p.main,
        p.line,
      ) +
      path('M76 28 L110 28 L110 70 L76 70 Z', p.dark, p.line, 1.5) +
      [
        [86, 40],
        [86, 58],
        [101, 49],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="6" fill="#1b1d22" stroke="${p.metal}" stroke-width="2"/>`,
        )
        .join('') +
      '<circle cx="104" cy="34" r="2.5" fill="#f6e7a8"/>' +
      stroke('M124 40 L124 120', p.light, 2),
  },
} satisfies Record<string, Art>
