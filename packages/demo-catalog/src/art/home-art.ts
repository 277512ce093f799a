import { path, stroke, type Art } from './drawing'

/** Kitchen, coffee and furniture. */
export const HOME_ART = {
  mug: {
    focus: [146, 112],
    scene: 'kitchen',
    draw: (p, v) =>
      stroke('M134 90 Q166 90 162 118 Q158 142 130 140', p.line, 14) +
      stroke('M134 90 Q166 90 162 118 Q158 142 130 140', p.main, 9) +
      path('M60 70 L136 70 L132 160 Q130 168 122 168 L74 168 Q66 168 64 160 Z', p.main, p.line) +
      `<ellipse cx="98" cy="70" rx="38" ry="7" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
      (v === 1 ? stroke('M62 110 L134 110', p.light, 6) : '') +
      stroke('M86 56 Q80 46 88 38 M104 56 Q98 44 106 34', '#c9ced4', 3),
  },
  kettle: {
    focus: [100, 70],
    scene: 'kitchen',
    draw: (p) =>
      stroke('M70 80 Q100 36 130 80', p.dark, 9) +
      path('M58 118 Q30 108 24 82 L34 80 Q42 102 62 104 Z', p.main, p.line) +
      path('M50 162 Q46 104 80 84 L120 84 Q154 104 150 162 Z', p.main, p.line) +
      `<ellipse cx="100" cy="84" rx="24" ry="6" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
      `<circle cx="100" cy="74" r="6" fill="${p.dark}"/>` +
      path('M50 160 L150 160 L148 170 L52 170 Z', p.dark, p.line, 1.5) +
      stroke('M66 120 Q70 100 86 92', p.light, 4),
  },
  frenchPress: {
    focus: [100, 100],
    scene: 'kitchen',
    draw: (p) =>
      stroke('M100 26 L100 54', p.metal, 4) +
      `<circle cx="100" cy="24" r="7" fill="${p.main}" stroke="${p.line}" stroke-width="2"/>` +
      stroke('M134 74 Q160 76 160 110 Q160 142 134 146', p.line, 13) +
      stroke('M134 74 Q160 76 160 110 Q160 142 134 146', p.main, 9) +
      path('M68 62 L132 62 L132 160 L68 160 Z', p.glass, '#8fa3b5', 2) +
      path('M70 96 L130 96 L130 158 L70 158 Z', '#5a3826', 'none', 0) +
      stroke('M70 96 L130 96', '#c59a6a', 3) +
      path('M64 52 L136 52 L136 64 L64 64 Z', p.main, p.line) +
      path('M64 156 L136 156 L136 170 L64 170 Z', p.main, p.line) +
      stroke('M78 70 L78 150', '#ffffff', 3),
  },
  coffeeBag: {
    focus: [100, 116],
    scene: 'kitchen',
    draw: (p) =>
      path('M62 56 L138 56 L146 168 L54 168 Z', p.main, p.line) +
      path('M62 56 L66 38 L134 38 L138 56 Z', p.dark, p.line) +
      stroke('M68 46 L132 46', p.light, 1.5, '3 3') +
      path('M74 92 L126 92 L128 142 L72 142 Z', '#f1e9da', p.line, 1.5) +
      `<ellipse cx="100" cy="117" rx="12" ry="16" fill="#6b4328"/>` +
      stroke('M100 103 Q93 117 100 131', '#3e2516', 2) +
      [
        [40, 166],
        [160, 164],
        [170, 170],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="#6b4328"/>`)
        .join(''),
  },
  pan: {
    focus: [86, 132],
    scene: 'kitchen',
    draw: (p) =>
      path('M138 126 L190 112 L194 122 L142 138 Z', p.dark, p.line) +
      path('M26 126 Q26 162 86 164 Q146 162 146 126 Z', p.main, p.line) +
      `<ellipse cx="86" cy="126" rx="60" ry="24" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
      '<ellipse cx="86" cy="128" rx="50" ry="18" fill="#3d3f44"/>' +
      stroke('M56 124 Q70 116 92 116', '#6a6d74', 3),
  },
  chair: {
    focus: [100, 60],
    scene: 'room',
    draw: (p) =>
      stroke('M58 124 L52 170 M142 124 L148 170 M72 124 L76 160 M128 124 L124 160', '#8a5a3c', 6) +
      stroke('M66 92 L62 108 M134 92 L138 108', '#8a5a3c', 6) +
      path('M60 30 Q100 22 140 30 L138 94 Q100 100 62 94 Z', p.main, p.line) +
      stroke('M70 44 Q100 38 130 44', p.light, 3) +
      path('M50 106 L150 106 L156 126 L44 126 Z', p.main, p.line) +
      stroke('M52 112 L148 112', p.dark, 1.5, '3 3'),
  },
  lamp: {
    focus: [100, 70],
    scene: 'room',
    draw: (p, v) =>
      (v === 0 ? '<ellipse cx="100" cy="112" rx="52" ry="12" fill="#fff3c4" opacity=".7"/>' : '') +
      stroke('M100 100 L100 156', '#8d9096', 5) +
      `<ellipse cx="100" cy="162" rx="34" ry="9" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
      path('M66 36 L134 36 L154 102 L46 102 Z', p.main, p.line) +
      stroke('M70 46 L130 46 M52 92 L148 92', p.light, 2),
  },
} satisfies Record<string, Art>
