import { path, stroke, type Art } from './drawing'

function cube(x: number, y: number, s: number, color: string, dark: string, light: string) {
  const h = s / 2
  return (
    `<path d="M${x} ${y} L${x + s} ${y - h} L${x + 2 * s} ${y} L${x + s} ${y + h} Z" fill="${light}" stroke="#3a3b40" stroke-width="1.5"/>` +
    `<path d="M${x} ${y} L${x + s} ${y + h} L${x + s} ${y + h + s} L${x} ${y + s} Z" fill="${color}" stroke="#3a3b40" stroke-width="1.5"/>` +
    `<path d="M${x + s} ${y + h} L${x + 2 * s} ${y} L${x + 2 * s} ${y + s} L${x + s} ${y + h + s} Z" fill="${dark}" stroke="#3a3b40" stroke-width="1.5"/>`
  )
}

/** Outdoor, fitness, team sports and toys. */
export const SPORTS_ART = {
  tent: {
    focus: [100, 110],
    scene: 'outdoor',
    draw: (p) =>
      stroke('M24 166 L6 172 M176 166 L194 172', '#8d9096', 1.5) +
      path('M22 166 Q100 6 178 166 Z', p.main, p.line) +
      stroke('M40 140 Q100 48 160 140', p.light, 2) +
      path('M100 64 Q82 118 76 166 L124 166 Q118 118 100 64 Z', p.dark, p.line) +
      stroke('M100 70 L100 166', p.trim, 1.5, '3 3'),
  },
  sleepingBag: {
    focus: [60, 130],
    scene: 'outdoor',
    draw: (p) =>
      path(
        'M20 150 Q20 110 62 110 L160 118 Q188 122 186 146 Q184 168 160 166 L40 166 Q20 166 20 150 Z',
        p.main,
        p.line,
      ) +
      `<ellipse cx="46" cy="136" rx="15" ry="13" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
      [76, 98, 120, 142, 164]
        .map((x) => stroke(`M${x} 116 Q${x - 6} 140 ${x} 166`, p.dark, 2))
        .join('') +
      stroke('M62 112 L170 122', p.trim, 1.5, '4 3'),
  },
  backpack: {
    focus: [100, 132],
    scene: 'outdoor',
    draw: (p) =>
      stroke('M86 40 Q100 20 114 40', p.dark, 5) +
      path(
        'M56 58 Q56 40 76 40 L124 40 Q144 40 144 58 L148 160 Q148 170 138 170 L62 170 Q52 170 52 160 Z',
        p.main,
        p.line,
      ) +
      path('M56 48 Q100 38 144 48 L144 84 Q100 96 56 84 Z', p.dark, p.line) +
      path(
        'M70 112 Q70 106 76 106 L124 106 Q130 106 130 112 L130 152 Q130 158 124 158 L76 158 Q70 158 70 152 Z',
        p.main,
        p.line,
        1.5,
      ) +
      stroke('M74 116 L126 116', p.dark, 1.5, '3 3') +
      path('M80 84 h8 v16 h-8 Z M112 84 h8 v16 h-8 Z', p.trim, p.line, 1.5),
  },
  headlamp: {
    focus: [100, 110],
    scene: 'outdoor',
    draw: (p) =>
      '<ellipse cx="100" cy="112" rx="74" ry="32" fill="none" stroke="#3a3b40" stroke-width="12"/>' +
      stroke('M28 104 Q100 70 172 104', '#5a5d63', 2, '6 4') +
      path(
        'M72 88 Q72 80 80 80 L120 80 Q128 80 128 88 L128 132 Q128 140 120 140 L80 140 Q72 140 72 132 Z',
        p.main,
        p.line,
      ) +
      `<circle cx="100" cy="110" r="17" fill="${p.glass}" stroke="${p.line}" stroke-width="2"/>` +
      '<circle cx="100" cy="110" r="8" fill="#fff6c8"/>' +
      stroke('M100 84 L100 74 M126 96 L136 90 M74 96 L64 90', '#f3d36b', 3),
  },
  yogaMat: {
    focus: [150, 120],
    scene: 'room',
    draw: (p) =>
      path('M40 150 L190 150 L196 166 L34 166 Z', p.main, p.line) +
      path('M60 86 L150 86 L150 154 L60 154 Z', p.main, p.line) +
      `<ellipse cx="60" cy="120" rx="24" ry="34" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
      `<ellipse cx="150" cy="120" rx="24" ry="34" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
      stroke('M150 120 m-6 0 a6 8 0 1 1 12 0 a12 16 0 1 1 -24 0 a18 24 0 1 1 36 0', p.dark, 2) +
      path('M96 86 L108 86 L108 154 L96 154 Z', '#3a3b40', 'none', 0),
  },
  dumbbell: {
    focus: [56, 118],
    scene: 'room',
    draw: (p) =>
      path('M66 112 L134 112 L134 126 L66 126 Z', p.metal, '#6d737c') +
      stroke(
        'M74 114 L74 124 M80 114 L80 124 M120 114 L120 124 M126 114 L126 124',
        '#6d737c',
        1.5,
      ) +
      path('M40 84 L66 84 L66 154 L40 154 Z', p.main, p.line) +
      path('M134 84 L160 84 L160 154 L134 154 Z', p.main, p.line) +
      path('M26 96 L40 96 L40 142 L26 142 Z', p.dark, p.line) +
      path('M160 96 L174 96 L174 142 L160 142 Z', p.dark, p.line) +
      stroke('M46 92 L46 146 M140 92 L140 146', p.light, 2),
  },
  ball: {
    focus: [100, 84],
    scene: 'outdoor',
    draw: (p, v) =>
      `<circle cx="100" cy="110" r="58" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
      (v === 0
        ? path('M100 92 L117 104 L110 124 L90 124 L83 104 Z', p.trim, p.line, 1.5) +
          stroke(
            'M100 92 L100 56 M117 104 L150 92 M110 124 L128 152 M90 124 L72 152 M83 104 L50 92',
            p.line,
            1.5,
          )
        : stroke(
            'M42 110 Q100 92 158 110 M100 52 Q80 110 100 168 M62 66 Q96 110 62 154 M138 66 Q104 110 138 154',
            p.line,
            2,
          )) +
      stroke('M66 82 Q76 66 96 60', p.light, 4),
  },
  puzzle: {
    focus: [100, 100],
    scene: 'nursery',
    draw: (p) =>
      [
        [52, 56, p.main],
        [100, 56, p.light],
        [52, 104, p.dark],
        [108, 112, p.main],
      ]
        .map(([x, y, color]) => {
          const [X, Y] = [Number(x), Number(y)]
          return (
            path(`M${X} ${Y} h48 v48 h-48 Z`, String(color), p.line) +
            `<circle cx="${X + 48}" cy="${Y + 24}" r="9" fill="${color}" stroke="${p.line}" stroke-width="2"/>` +
            `<circle cx="${X + 24}" cy="${Y + 48}" r="9" fill="${color}" stroke="${p.line}" stroke-width="2"/>` +
            path(`M${X + 44} ${Y + 16} v16 M${X + 16} ${Y + 44} h16`, 'none', String(color), 5)
          )
        })
        .join(''),
  },
  blocks: {
    focus: [100, 110],
    scene: 'nursery',
    draw: (p) =>
      cube(40, 130, 28, p.main, p.dark, p.light) +
      cube(100, 130, 28, '#edc23f', '#c99a2e', '#f5dc8a') +
      cube(70, 92, 28, '#2f6db5', '#22325a', '#8cc0e6'),
  },
  plush: {
    focus: [100, 70],
    scene: 'nursery',
    draw: (p) =>
      [
        [66, 44],
        [134, 44],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="16" fill="${p.main}" stroke="${p.line}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="8" fill="${p.light}"/>`,
        )
        .join('') +
      `<ellipse cx="100" cy="132" rx="44" ry="38" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
      `<ellipse cx="100" cy="138" rx="26" ry="22" fill="${p.light}"/>` +
      [
        [56, 118],
        [144, 118],
        [72, 164],
        [128, 164],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="14" ry="12" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>`,
        )
        .join('') +
      `<circle cx="100" cy="72" r="36" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
      `<ellipse cx="100" cy="84" rx="15" ry="11" fill="${p.light}"/>` +
      '<circle cx="86" cy="66" r="4" fill="#26272b"/><circle cx="114" cy="66" r="4" fill="#26272b"/>' +
      '<ellipse cx="100" cy="80" rx="5" ry="3.5" fill="#26272b"/>',
  },
} satisfies Record<string, Art>
