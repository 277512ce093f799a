import { path, stroke, type Art } from './drawing'

const SHORT_SLEEVES =
  'M62 52 L84 44 Q100 56 116 44 L138 52 L164 78 L146 94 L136 86 L136 164 L64 164 L64 86 L54 94 L36 78 Z'
const LONG_SLEEVES =
  'M64 48 L86 40 Q100 50 114 40 L136 48 L160 140 L146 144 L134 96 L134 166 L66 166 L66 96 L54 144 L40 140 Z'
const BOOT_UPPER = 'M52 40 L100 40 L102 118 Q142 122 162 142 L164 152 L48 152 Z'
const BOOT_SOLE = 'M44 152 L168 152 L168 168 L44 168 Z'
const BOOT_HEEL = 'M48 152 L78 152 L78 170 L48 170 Z'
const CUFFS = 'M41 134 L55 138 M145 138 L159 134 M66 156 L134 156'

/** Clothing, shoes, bags and jewellery. */
export const FASHION_ART = {
  tshirt: {
    focus: [100, 56],
    scene: 'studio',
    draw: (p, v) =>
      path(SHORT_SLEEVES, p.main, p.line) +
      stroke('M84 44 Q100 62 116 44', p.line, 3) +
      (v === 1 ? stroke('M64 112 L136 112 M64 124 L136 124', p.dark, 6) : '') +
      (v === 2 ? path('M112 80 L128 80 L128 96 L112 96 Z', p.dark, p.line, 1.5) : '') +
      stroke('M56 90 L44 80 M144 90 L156 80', p.dark, 1.5, '3 3'),
  },
  shirt: {
    focus: [100, 70],
    scene: 'studio',
    draw: (p) =>
      path(LONG_SLEEVES, p.main, p.line) +
      path('M86 40 L100 60 L92 68 L80 48 Z', p.light, p.line, 1.5) +
      path('M114 40 L100 60 L108 68 L120 48 Z', p.light, p.line, 1.5) +
      stroke('M100 60 L100 166', p.line, 1.5) +
      [76, 94, 112, 130, 148]
        .map((y) => `<circle cx="104" cy="${y}" r="2.6" fill="${p.trim}"/>`)
        .join('') +
      path('M110 80 L126 80 L126 96 L110 96 Z', p.main, p.dark, 1.5) +
      stroke(CUFFS, p.dark, 2),
  },
  sweater: {
    focus: [100, 110],
    scene: 'room',
    draw: (p, v) =>
      path(LONG_SLEEVES, p.main, p.line) +
      stroke('M86 42 Q100 58 114 42', p.dark, 5) +
      stroke(CUFFS, p.dark, 6) +
      (v === 0
        ? stroke(
            'M84 70 Q90 80 84 90 Q78 100 84 110 Q90 120 84 130 Q78 140 84 150 M116 70 Q122 80 116 90 Q110 100 116 110 Q122 120 116 130 Q110 140 116 150',
            p.dark,
            3,
          )
        : stroke('M70 80 L130 80 M70 100 L130 100 M70 120 L130 120', p.light, 3, '2 4')),
  },
  hoodie: {
    focus: [100, 136],
    scene: 'room',
    draw: (p) =>
      path('M78 48 Q100 14 122 48 Q100 60 78 48 Z', p.dark, p.line) +
      path(LONG_SLEEVES, p.main, p.line) +
      path('M82 46 Q100 64 118 46 Q100 30 82 46 Z', p.dark, p.line, 1.5) +
      stroke('M94 56 L92 84 M106 56 L108 84', p.trim, 2) +
      path('M76 124 L124 124 L132 152 L68 152 Z', p.main, p.line, 1.5) +
      stroke(CUFFS, p.dark, 6),
  },
  jacket: {
    focus: [100, 60],
    scene: 'outdoor',
    draw: (p, v) =>
      path(LONG_SLEEVES, p.main, p.line) +
      path('M84 38 L100 34 L116 38 L114 54 L100 58 L86 54 Z', p.dark, p.line, 1.5) +
      stroke('M100 58 L100 166', p.trim, 2.5) +
      path('M72 112 L94 112 L94 120 L72 120 Z', p.dark, p.line, 1.5) +
      path('M106 112 L128 112 L128 120 L106 120 Z', p.dark, p.line, 1.5) +
      (v === 1 ? stroke('M66 80 L134 80 M66 104 L134 104 M66 140 L134 140', p.dark, 1.5) : '') +
      stroke(CUFFS, p.dark, 4),
  },
  dress: {
    focus: [100, 90],
    scene: 'studio',
    draw: (p, v) =>
      stroke('M88 42 L86 26 M112 42 L114 26', p.dark, 3) +
      path(
        'M84 40 Q100 48 116 40 L118 70 Q112 84 114 92 L150 166 Q100 176 50 166 L86 92 Q88 84 82 70 Z',
        p.main,
        p.line,
      ) +
      stroke('M86 92 L114 92', p.dark, 5) +
      stroke('M108 92 L116 112 M110 92 L104 114', p.dark, 2.5) +
      (v === 2
        ? [
            [80, 130],
            [104, 140],
            [124, 124],
            [70, 154],
            [96, 118],
            [130, 152],
          ]
            .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${p.light}"/>`)
            .join('')
        : stroke('M74 140 Q100 148 126 140', p.dark, 1.5, '4 4')),
  },
  jeans: {
    focus: [84, 60],
    scene: 'studio',
    draw: (p) =>
      path('M62 36 L138 36 L138 50 L62 50 Z', p.main, p.line) +
      path('M62 50 L138 50 L144 168 L108 168 L100 86 L92 168 L56 168 Z', p.main, p.line) +
      stroke('M70 54 Q80 70 94 54 M106 54 Q120 70 130 54 M100 50 L100 82', p.dark, 2) +
      stroke('M64 48 L136 48 M60 160 L92 160 M108 160 L142 160', '#d9a441', 1.5, '3 3') +
      ['M70 40 h6 v6 h-6 Z', 'M124 40 h6 v6 h-6 Z']
        .map((d) => path(d, p.main, p.dark, 1.5))
        .join('') +
      '<circle cx="100" cy="43" r="3" fill="#c9a448"/>',
  },
  sneaker: {
    focus: [112, 104],
    scene: 'outdoor',
    draw: (p) =>
      // Side view, toe to the right: tongue, laced throat, toe cap, heel tab, thick sole.
      path('M80 112 L88 80 Q98 70 112 78 L122 104 Z', p.light, p.line) +
      path(
        'M30 148 L30 106 Q30 94 44 96 Q66 100 82 114 L88 96 L124 110 Q162 122 172 140 L174 148 Z',
        p.main,
        p.line,
      ) +
      path('M134 118 Q164 126 172 140 L174 148 L132 148 Q128 132 134 118 Z', p.light, p.line, 1.5) +
      path('M30 97 L40 98 L40 120 L30 120 Z', p.dark, p.line, 1.5) +
      stroke('M52 140 Q92 134 128 112', p.light, 5) +
      stroke('M88 98 L104 94 M94 104 L112 98 M102 110 L120 104 M110 116 L128 110', p.trim, 3) +
      [90, 98, 106, 114, 122]
        .map((x, i) => `<circle cx="${x}" cy="${100 + i * 5}" r="2.2" fill="${p.line}"/>`)
        .join('') +
      path(
        'M24 146 L176 146 Q182 150 180 158 Q178 168 166 168 L34 168 Q22 166 24 146 Z',
        p.trim,
        p.line,
      ) +
      stroke('M26 160 L178 160', p.dark, 2) +
      stroke('M28 153 L176 153', p.line, 1, '3 4'),
  },
  boot: {
    focus: [88, 90],
    scene: 'outdoor',
    draw: (p, v) =>
      path(BOOT_UPPER, p.main, p.line) +
      path(BOOT_SOLE, p.dark, p.line) +
      path(BOOT_HEEL, p.dark, p.line) +
      path('M76 56 L98 56 L100 118 L80 114 Z', v === 1 ? p.light : p.dark, p.line, 1.5) +
      [64, 78, 92, 106]
        .map((y) => stroke(`M78 ${y} L98 ${y + 4}`, v === 2 ? p.light : p.trim, 2.5))
        .join('') +
      stroke('M78 56 Q68 48 62 56 M98 60 Q108 50 112 60', p.trim, 2) +
      path('M68 40 Q76 24 84 40', 'none', p.dark, 3),
  },
  chelseaBoot: {
    focus: [76, 84],
    scene: 'outdoor',
    draw: (p, v) =>
      path(BOOT_UPPER, p.main, p.line) +
      path(BOOT_SOLE, p.dark, p.line) +
      path(BOOT_HEEL, p.dark, p.line) +
      path('M62 60 Q76 92 90 60 L90 110 L62 110 Z', v === 1 ? p.light : p.dark, p.line, 1.5) +
      stroke('M69 76 L69 108 M76 86 L76 108 M83 76 L83 108', p.line, 1, '2 3') +
      (v === 2 ? stroke('M52 128 Q100 120 140 130', p.light, 2, '4 3') : '') +
      path('M68 40 Q76 24 84 40', 'none', p.dark, 3),
  },
  kneeBoot: {
    focus: [92, 70],
    scene: 'outdoor',
    draw: (p, v) =>
      path('M54 14 L102 14 L102 118 Q142 122 162 142 L164 152 L48 152 L50 60 Z', p.main, p.line) +
      path(BOOT_SOLE, p.dark, p.line) +
      path(BOOT_HEEL, p.dark, p.line) +
      stroke('M96 20 L97 112', p.dark, 3) +
      stroke('M96 20 L97 112', p.light, 1, '2 3') +
      path('M92 20 L100 20 L100 30 L92 30 Z', p.trim, p.line, 1) +
      (v === 1 ? path('M52 40 L102 40 L102 50 L51 50 Z', p.dark, p.line, 1.5) : '') +
      (v === 2 ? stroke('M56 24 L100 24', p.light, 2, '4 3') : '') +
      stroke('M50 134 Q100 128 140 134', p.light, 1.5, '4 3'),
  },
  sandal: {
    focus: [104, 132],
    scene: 'outdoor',
    draw: (p) =>
      path(
        'M28 152 Q100 140 174 150 Q178 164 168 166 L36 166 Q24 164 28 152 Z',
        '#d8b98c',
        p.line,
      ) +
      path('M30 158 Q100 150 172 158 L168 168 L36 168 Z', p.dark, p.line, 1.5) +
      stroke('M56 150 Q78 108 104 148 M104 148 Q126 112 150 148', p.line, 16) +
      stroke('M56 150 Q78 108 104 148', p.main, 12) +
      stroke('M104 148 Q126 112 150 148', p.main, 12) +
      path('M96 126 L108 126 L108 138 L96 138 Z', 'none', '#c9a448', 2.5),
  },
  heel: {
    focus: [64, 138],
    scene: 'studio',
    draw: (p) =>
      path('M150 142 L166 142 L160 170 L154 170 Z', p.dark, p.line) +
      path(
        'M34 150 Q36 126 66 128 L118 134 Q138 120 150 94 L166 96 Q164 124 152 150 Q100 160 34 150 Z',
        p.main,
        p.line,
      ) +
      stroke('M44 146 Q96 152 150 140', p.light, 2) +
      path('M34 150 Q100 162 152 150 L152 154 Q100 166 34 154 Z', p.dark, p.line, 1),
  },
  tote: {
    focus: [100, 82],
    scene: 'room',
    draw: (p) =>
      stroke('M72 82 Q72 34 100 34 Q128 34 128 82', p.dark, 7) +
      path('M48 80 L152 80 L162 168 L38 168 Z', p.main, p.line) +
      stroke('M50 90 L150 90', p.light, 1.5, '4 3') +
      path('M72 80 h8 v14 h-8 Z M120 80 h8 v14 h-8 Z', p.dark, p.line, 1.5),
  },
  ring: {
    focus: [100, 74],
    scene: 'studio',
    draw: (p) =>
      '<ellipse cx="100" cy="122" rx="46" ry="42" fill="none" stroke="' +
      p.dark +
      '" stroke-width="16"/>' +
      '<ellipse cx="100" cy="122" rx="46" ry="42" fill="none" stroke="' +
      p.main +
      '" stroke-width="11"/>' +
      stroke('M62 104 Q72 86 92 82', p.light, 3) +
      path('M86 82 L92 74 L108 74 L114 82 L100 98 Z', p.main, p.line, 2) +
      path('M84 70 L100 52 L116 70 L100 88 Z', p.glass, '#7d93a8', 2) +
      stroke('M92 66 L100 58', '#ffffff', 2),
  },
  necklace: {
    focus: [100, 118],
    scene: 'studio',
    draw: (p) =>
      stroke('M36 36 Q40 86 100 100 Q160 86 164 36', p.dark, 4) +
      stroke('M36 36 Q40 86 100 100 Q160 86 164 36', p.main, 2.5, '5 3') +
      stroke('M100 100 L100 110', p.main, 2.5) +
      `<circle cx="100" cy="126" r="16" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
      `<circle cx="100" cy="126" r="8" fill="${p.light}"/>` +
      stroke('M92 120 Q96 114 102 114', '#ffffff', 2),
  },
  sunglasses: {
    focus: [66, 102],
    scene: 'outdoor',
    draw: (p) =>
      stroke('M38 94 L18 86 M162 94 L182 86', p.main, 6) +
      `<ellipse cx="66" cy="104" rx="30" ry="24" fill="#3b4250" stroke="${p.main}" stroke-width="7"/>` +
      `<ellipse cx="134" cy="104" rx="30" ry="24" fill="#3b4250" stroke="${p.main}" stroke-width="7"/>` +
      stroke('M94 98 Q100 88 106 98', p.main, 6) +
      stroke('M50 96 Q58 88 70 88 M118 96 Q126 88 138 88', '#9fb0c4', 3),
  },
  watch: {
    focus: [100, 100],
    scene: 'desk',
    draw: (p) =>
      path('M82 20 L118 20 L118 180 L82 180 Z', p.main, p.line) +
      stroke('M82 40 L118 40 M82 160 L118 160', p.dark, 1.5) +
      `<circle cx="100" cy="100" r="42" fill="${p.metal}" stroke="#6d737c" stroke-width="2"/>` +
      `<circle cx="100" cy="100" r="34" fill="${p.dark}"/>` +
      stroke('M100 70 L100 76 M100 124 L100 130 M70 100 L76 100 M124 100 L130 100', p.trim, 2.5) +
      stroke('M100 100 L100 78 M100 100 L116 108', p.trim, 3) +
      path('M142 94 h6 v12 h-6 Z', p.metal, '#6d737c', 1.5),
  },
} satisfies Record<string, Art>
