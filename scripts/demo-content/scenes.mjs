/*
 * Drawing helpers and one function per picture for the demo-content generator.
 * Every picture is a plain SVG string built from flat shapes and gradients;
 * all randomness comes from a seeded PRNG so the output is reproducible.
 */

// ---------------------------------------------------------------- core ----

export const r2 = (x) => Math.round(x * 100) / 100;

function attrs(o) {
  let out = '';
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? r2(v) : v}"`;
  }
  return out;
}

export const el = (tag, o = {}, inner) =>
  inner === undefined
    ? `<${tag}${attrs(o)}/>`
    : `<${tag}${attrs(o)}>${[inner].flat(Infinity).join('')}</${tag}>`;
export const rect = (x, y, width, height, fill, o = {}) => el('rect', { x, y, width, height, fill, ...o });
export const circle = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
export const ellipse = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
export const path = (d, fill, o = {}) => el('path', { d, fill, ...o });
export const stroke = (d, color, width, o = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...o,
  });
export const g = (o, ...inner) => el('g', o, inner);
/** Template tag that rounds interpolated numbers (keeps path data short). */
export const D = (strs, ...vals) =>
  strs.reduce((a, s, i) => a + s + (i < vals.length ? (typeof vals[i] === 'number' ? r2(vals[i]) : vals[i]) : ''), '');
export const poly = (pts, close = true) =>
  'M ' + pts.map(([x, y]) => `${r2(x)} ${r2(y)}`).join(' L ') + (close ? ' Z' : '');

/** Catmull-Rom spline through the points, as cubic Bezier path data. */
export function smooth(pts, move = true) {
  let d = `${move ? 'M' : 'L'} ${r2(pts[0][0])} ${r2(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    d += ` C ${r2(p1[0] + (p2[0] - p0[0]) / 6)} ${r2(p1[1] + (p2[1] - p0[1]) / 6)} ${r2(p2[0] - (p3[0] - p1[0]) / 6)} ${r2(
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return d;
}

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stopsXml(stops) {
  return stops
    .map((s, i) => {
      const [offset, color, op] = typeof s === 'string' ? [i / (stops.length - 1), s] : s;
      return el('stop', { offset, 'stop-color': color, 'stop-opacity': op });
    })
    .join('');
}

export class Scene {
  constructor(w, h, seed = 1) {
    Object.assign(this, { w, h, r: rng(seed), defs: [], parts: [], k: 0, cache: new Map(), grain: 0.05 });
  }
  uid(p = 'i') {
    this.k += 1;
    return `${p}${this.k}`;
  }
  rand(a = 0, b = 1) {
    return a + (b - a) * this.r();
  }
  pick(list) {
    return list[Math.floor(this.r() * list.length)];
  }
  def(key, make) {
    if (!this.cache.has(key)) {
      const id = this.uid();
      this.defs.push(make(id));
      this.cache.set(key, id);
    }
    return this.cache.get(key);
  }
  /** Linear gradient; stops are colours (evenly spaced) or [offset, colour, opacity]. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, o = {}) {
    const id = this.def(JSON.stringify(['l', stops, x1, y1, x2, y2, o]), (i) =>
      el('linearGradient', { id: i, x1, y1, x2, y2, ...o }, stopsXml(stops)),
    );
    return `url(#${id})`;
  }
  rad(stops, o = {}) {
    const id = this.def(JSON.stringify(['r', stops, o]), (i) => el('radialGradient', { id: i, ...o }, stopsXml(stops)));
    return `url(#${id})`;
  }
  /** Gaussian blur filter. `wide` uses a canvas-sized region (for thin shapes, untransformed). */
  blur(sd, wide = false) {
    const id = this.def(`b${sd}${wide}`, (i) =>
      wide
        ? `<filter id="${i}" filterUnits="userSpaceOnUse" x="${-this.w}" y="${-this.h}" width="${this.w * 3}" height="${this.h * 3}"><feGaussianBlur stdDeviation="${sd}"/></filter>`
        : `<filter id="${i}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${[inner].flat(Infinity).join('')}</clipPath>`);
    return `url(#${id})`;
  }
  add(...xs) {
    this.parts.push(...xs.flat(Infinity).filter(Boolean));
    return this;
  }
  /** Serialise. A faint monochrome grain (default on) dithers gradients so JPEG shows no banding or blocking. */
  svg() {
    if (this.grain) {
      const id = this.def('grain', (i) => `<filter id="${i}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="3" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1"/></filter>`);
      this.parts.push(rect(0, 0, this.w, this.h, '#808080', { filter: `url(#${id})`, opacity: this.grain }));
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join(
      '',
    )}</defs>${this.parts.join('')}</svg>`;
  }
}

const qpt = (a, b, c, t) => [
  (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * b[0] + t * t * c[0],
  (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * b[1] + t * t * c[1],
];
const qtan = (a, b, c, t) => {
  const x = 2 * (1 - t) * (b[0] - a[0]) + 2 * t * (c[0] - b[0]);
  const y = 2 * (1 - t) * (b[1] - a[1]) + 2 * t * (c[1] - b[1]);
  const l = Math.hypot(x, y) || 1;
  return [x / l, y / l];
};
const lerp = (a, b, t) => a + (b - a) * t;
const lerp2 = (p, q, t) => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];
const rad = (deg) => (deg * Math.PI) / 180;

/** Tapered band along a quadratic curve (trunks, stems, fronds). */
function taper(a, b, c, w0, w1, n = 14, jag = 0) {
  const L = [];
  const R = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const p = qpt(a, b, c, t);
    const [tx, ty] = qtan(a, b, c, t);
    let w = typeof w0 === 'function' ? w0(t) : lerp(w0, w1, t);
    if (jag && i % 2) w *= 1 - jag;
    L.push([p[0] - ty * w, p[1] + tx * w]);
    R.push([p[0] + ty * w, p[1] - tx * w]);
  }
  return poly([...L, ...R.reverse()]);
}

// ------------------------------------------------------------ elements ----

export function glow(s, cx, cy, r, color, op = 0.6) {
  return circle(cx, cy, r, s.rad([[0, color, op], [0.25, color, op * 0.6], [0.55, color, op * 0.2], [1, color, 0]]));
}

export function sun(s, cx, cy, r, { core = '#fff7e2', edge = '#ffdca3', halo = '#ffcf8a', haloR = r * 6, haloOp = 0.55 } = {}) {
  return [
    glow(s, cx, cy, haloR, halo, haloOp),
    glow(s, cx, cy, r * 2.2, core, 0.55),
    circle(cx, cy, r, s.rad([[0, core], [0.7, core], [1, edge]])),
  ];
}

export function vignette(s, op = 0.3, color = '#1a1020') {
  return rect(0, 0, s.w, s.h, s.rad([[0.55, color, 0], [1, color, op]], { r: 0.75 }));
}

/** Hill / mountain silhouette across the picture. `cap` flattens peaks into plateaus. */
export function ridge(s, { y, amp = 30, freq = 1.5, x0 = -10, x1 = s.w + 10, bottom = s.h, n = 48, cap = 2, bumps = 0, shape }) {
  const ph = [s.rand(0, 7), s.rand(0, 7), s.rand(0, 7), s.rand(0, 7)];
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const u = (x / s.w) * freq * Math.PI * 2;
    let v = 0.6 * Math.sin(u + ph[0]) + 0.28 * Math.sin(u * 2.3 + ph[1]) + 0.12 * Math.sin(u * 5.7 + ph[2]);
    v = Math.min(v, cap);
    let yy = y - amp * v - (shape ? shape(x) : 0);
    if (bumps) yy -= bumps * Math.abs(Math.sin(u * 9 + ph[3] + Math.sin(u * 3)));
    pts.push([x, yy]);
  }
  return `${smooth(pts)} L ${r2(x1)} ${r2(bottom)} L ${r2(x0)} ${r2(bottom)} Z`;
}

export function stars(s, n, x0, y0, x1, y1, color = '#fff8e8') {
  const out = [];
  for (let i = 0; i < n; i++) {
    const y = lerp(y0, y1, s.r() ** 1.4);
    const fade = 1 - ((y - y0) / (y1 - y0)) * 0.75;
    const r = s.rand(0.6, 1.7);
    out.push(circle(s.rand(x0, x1), y, r, color, { opacity: r2(s.rand(0.35, 0.95) * fade) }));
  }
  return out;
}

export function sparkle(x, y, r, color = '#ffffff', op = 0.9) {
  const k = r * 0.18;
  return path(D`M ${x} ${y - r} Q ${x + k} ${y - k} ${x + r} ${y} Q ${x + k} ${y + k} ${x} ${y + r} Q ${x - k} ${y + k} ${x - r} ${y} Q ${x - k} ${y - k} ${x} ${y - r} Z`, color, { opacity: op });
}

export function birds(s, x, y, n, size, color, spread = 1) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const bx = x + s.rand(-90, 90) * spread;
    const by = y + s.rand(-40, 40) * spread;
    const k = size * s.rand(0.6, 1.1);
    const f = s.rand(-0.4, 0.4);
    out.push(stroke(D`M ${bx - k} ${by - k * (0.2 + f)} Q ${bx - k * 0.45} ${by - k * 0.55} ${bx} ${by} Q ${bx + k * 0.45} ${by - k * 0.55} ${bx + k} ${by - k * (0.2 - f)}`, color, Math.max(1.2, k * 0.16)));
  }
  return out;
}

export function rain(s, n, color = '#d8e0f4', { x0 = 0, y0 = 0, x1 = s.w, y1 = s.h, op = [0.12, 0.38], slant = 0.2 } = {}) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = s.rand(x0, x1);
    const y = s.rand(y0, y1);
    const l = s.rand(16, 42);
    out.push(stroke(D`M ${x} ${y} L ${x - l * slant} ${y + l}`, color, s.rand(0.9, 1.8), { opacity: r2(s.rand(op[0], op[1])) }));
  }
  return out;
}

/** Out-of-focus light discs. */
export function bokeh(s, n, [x0, y0, x1, y1], colors, [rMin, rMax], [oMin, oMax]) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const c = s.pick(colors);
    out.push(
      circle(s.rand(x0, x1), s.rand(y0, y1), s.rand(rMin, rMax), s.rad([[0, c, 0.9], [0.7, c, 0.75], [1, c, 0]]), {
        opacity: r2(s.rand(oMin, oMax)),
      }),
    );
  }
  return out;
}

/** Flat-bottomed puffy cloud. */
export function cloud(x, y, w, color = '#ffffff', shade = '#e6ecf1', op = 0.92) {
  const puffs = [
    [-0.3, 0.0, 0.12],
    [-0.13, -0.06, 0.18],
    [0.08, -0.1, 0.22],
    [0.28, -0.01, 0.13],
  ];
  const body = (c, dy) => [
    ...puffs.map(([px, py, pr]) => circle(x + px * w, y + py * w + dy, pr * w, c)),
    rect(x - 0.36 * w, y + dy, 0.76 * w, 0.12 * w, c, { rx: 0.06 * w }),
  ];
  return g({ opacity: op }, body(shade, 0.025 * w), body(color, 0));
}

/** Long soft horizontal cloud streak. */
export function streak(s, x, y, w, h, color, op) {
  return ellipse(x, y, w / 2, h, color, { opacity: r2(op), filter: s.blur(Math.max(2, h * 0.45), true) });
}

/** Horizontal glints and ripples on water. */
export function seaLines(s, y0, y1, n, colors, { x0 = 0, x1 = s.w, op = 0.28, len = [30, 160] } = {}) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = s.r() ** 1.5;
    const y = lerp(y0, y1, t);
    const w = s.rand(len[0], len[1]) * (0.5 + t);
    const h = 1 + 2.5 * t;
    out.push(rect(s.rand(x0 - 50, x1), y, w, h, s.pick(colors), { rx: h / 2, opacity: r2(op * s.rand(0.4, 1)) }));
  }
  return out;
}

/** Column of sunlight reflected on water. */
export function shimmer(s, cx, y0, y1, width, color, op = 0.8, n = 40) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const y = lerp(y0, y1, t ** 1.3);
    const w = width * (0.35 + 1.1 * t) * s.rand(0.3, 1);
    const h = 1.5 + 4 * t;
    const x = cx + s.rand(-1, 1) * width * 0.22 * (1 + t) - w / 2;
    out.push(rect(x, y, w, h, color, { rx: h / 2, opacity: r2(op * (1 - t * 0.55) * s.rand(0.5, 1)) }));
  }
  return out;
}

export function grass(s, x, y, h, n, color, spread = 40, op = 1) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const bx = x + s.rand(-spread, spread);
    const bh = h * s.rand(0.5, 1);
    const lean = s.rand(-0.45, 0.45) * bh;
    out.push(stroke(D`M ${bx} ${y} Q ${bx + lean * 0.2} ${y - bh * 0.6} ${bx + lean} ${y - bh}`, color, s.rand(1.5, 3.2) * (h / 60), { opacity: op }));
  }
  return out;
}

export function leaf(x, y, len, ang, color, wid = 0.32, o = {}) {
  return path(D`M 0 0 Q ${len * 0.45} ${-len * wid} ${len} 0 Q ${len * 0.45} ${len * wid} 0 0 Z`, color, {
    transform: D`translate(${x} ${y}) rotate(${ang})`,
    ...o,
  });
}

export function flower(x, y, r, petal, center, n = 5, rot = 0, o = {}) {
  const ps = [];
  const pw = n > 7 ? 0.2 : n > 5 ? 0.3 : 0.38;
  for (let i = 0; i < n; i++) ps.push(ellipse(0, -r * 0.52, r * pw, r * 0.52, petal, { transform: `rotate(${r2(rot + (i * 360) / n)})` }));
  return g({ transform: D`translate(${x} ${y})`, ...o }, ps, circle(0, 0, r * 0.24, center));
}

const arcD = (r, a0, a1) => {
  const p0 = [r * Math.cos(rad(a0)), r * Math.sin(rad(a0))];
  const p1 = [r * Math.cos(rad(a1)), r * Math.sin(rad(a1))];
  return D`M ${p0[0]} ${p0[1]} A ${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${p1[0]} ${p1[1]}`;
};

export function rose(x, y, r, [base, dark, light], rot = 0) {
  return g(
    { transform: D`translate(${x} ${y}) rotate(${rot})` },
    circle(0, 0, r, base),
    stroke(arcD(r * 0.84, 200, 340), light, r * 0.12, { opacity: 0.7 }),
    stroke(arcD(r * 0.7, 10, 190), dark, r * 0.09, { opacity: 0.5 }),
    stroke(arcD(r * 0.48, 160, 380), dark, r * 0.08, { opacity: 0.45 }),
    stroke(arcD(r * 0.27, 300, 520), dark, r * 0.07, { opacity: 0.5 }),
    circle(0, 0, r * 0.1, dark, { opacity: 0.6 }),
  );
}

export const ROSES = [
  ['#f4d6cf', '#c99891', '#fff3ee'],
  ['#e8b4ae', '#b57a79', '#f9dad3'],
  ['#cf8f92', '#92585f', '#ebb7b7'],
  ['#fbf4ea', '#d6c3a9', '#ffffff'],
  ['#efcaa8', '#c3906a', '#fde5cb'],
];

/** Wedding-style cluster: leaves, eucalyptus, roses and filler blossoms. */
export function floralCluster(s, cx, cy, R, { n = 7, palette = ROSES, leaves = ['#8ea67e', '#6e8a66', '#a8ba98'], sx = 1, sy = 0.8 } = {}) {
  const out = [];
  for (let i = 0; i < n * 2.2; i++) {
    const a = s.rand(0, 360);
    const d = R * s.rand(0.15, 0.45);
    out.push(leaf(cx + Math.cos(rad(a)) * d * sx, cy + Math.sin(rad(a)) * d * sy, R * s.rand(0.5, 0.85), a, s.pick(leaves), s.rand(0.22, 0.34)));
  }
  for (let i = 0; i < 3; i++) {
    const a = s.rand(0, 360);
    const tip = [cx + Math.cos(rad(a)) * R * 1.05 * sx, cy + Math.sin(rad(a)) * R * 1.05 * sy];
    out.push(stroke(D`M ${cx} ${cy} L ${tip[0]} ${tip[1]}`, '#7d9478', R * 0.025));
    for (let k = 1; k <= 5; k++) {
      const p = lerp2([cx, cy], tip, 0.35 + k * 0.12);
      out.push(circle(p[0] + s.rand(-1, 1) * R * 0.06, p[1] + s.rand(-1, 1) * R * 0.06, R * s.rand(0.05, 0.075), '#a9bcab'));
    }
  }
  const blooms = [];
  for (let i = 0; i < n; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = R * 0.58 * Math.sqrt(s.r());
    blooms.push([cx + Math.cos(a) * d * sx, cy + Math.sin(a) * d * sy, R * s.rand(0.17, 0.3)]);
  }
  blooms.sort((p, q) => p[1] - q[1]);
  for (const [x, y, r] of blooms) out.push(rose(x, y, r, s.pick(palette), s.rand(0, 360)));
  for (let i = 0; i < n * 2; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = R * s.rand(0.3, 0.85);
    out.push(flower(cx + Math.cos(a) * d * sx, cy + Math.sin(a) * d * sy, R * s.rand(0.05, 0.08), '#fffaf3', '#e9d6a8', 5, s.rand(0, 72)));
  }
  return out;
}

// ---------------------------------------------------------------- people ----

const limb = (d, c, w) => stroke(d, c, w);

function manFig(c) {
  return [
    ellipse(0, -91.5, 6, 7, c),
    path('M -6.2 -93 C -6.5 -99.5 6.8 -100 6.4 -92.5 L 5.6 -95 C 2 -97 -3 -96.5 -6.2 -93 Z', c),
    rect(-2.5, -86, 5, 7, c),
    path('M -12 -79.5 C -7 -80.8 -4.5 -81.8 -2.8 -83 L 2.8 -83 C 4.5 -81.8 7 -80.8 12 -79.5 C 13.6 -77.5 13.6 -74 12.6 -70 L 10 -47 L -10 -47 L -12.6 -70 C -13.6 -74 -13.6 -77.5 -12 -79.5 Z', c),
    path('M -10 -49 L 10 -49 L 8.4 -1.5 L 2.3 -1.5 L 0.6 -39 L -0.6 -39 L -2.3 -1.5 L -8.4 -1.5 Z', c),
    ellipse(-6.2, -1.4, 4.8, 1.9, c),
    ellipse(6.2, -1.4, 4.8, 1.9, c),
  ];
}

const SKIRTS = {
  flow: 'M -6 -55.5 L 6 -55.5 C 10 -40 15 -22 23 -4 C 24.5 -1.5 22 -0.5 19 -1 C 9 0 -4 0.5 -14 -0.8 C -16.5 -1 -17 -2.5 -15.5 -4.5 C -11.5 -20 -8.5 -40 -6 -55.5 Z',
  twirl: 'M -6 -55.5 L 6 -55.5 C 13 -45 25 -28 34 -13 C 36 -9 33 -6.5 29 -7.5 C 14 -3 -11 -2.5 -26 -5.5 C -31 -6 -32.5 -9 -30 -12 C -20 -28 -12 -45 -6 -55.5 Z',
  straight: 'M -6 -55.5 L 6 -55.5 C 8 -40 10.5 -22 12 -8 L -12 -8 C -10.5 -22 -8 -40 -6 -55.5 Z',
};

function womanFig(c, { hair = 'flow', skirt = 'flow' } = {}) {
  const out = [];
  if (hair === 'flow') out.push(path('M -6.6 -86 C -8 -95.5 6.5 -97 7.2 -87.5 C 8.6 -80 13 -75.5 21 -72.5 C 13 -70.5 7 -73 4 -78 Z', c));
  if (hair === 'bun') out.push(circle(-4.2, -92.5, 3.9, c));
  if (hair === 'bob') out.push(path('M -7.4 -84 C -9 -95 9 -95 7.4 -84 L 8 -77.5 C 4 -76 -4 -76 -8 -77.5 Z', c));
  out.push(
    ellipse(0, -85.5, 5.7, 6.5, c),
    rect(-2, -81, 4, 7, c),
    path('M -8.5 -74.5 C -4 -77 4 -77 8.5 -74.5 C 9.5 -72 9 -69 7.5 -66 L 6 -54 L -6 -54 L -7.5 -66 C -9 -69 -9.5 -72 -8.5 -74.5 Z', c),
    path(SKIRTS[skirt], c),
  );
  if (skirt === 'straight') out.push(rect(-6, -9, 3.6, 8, c), rect(2.4, -9, 3.6, 8, c), ellipse(-4, -1.2, 3.6, 1.6, c), ellipse(4.4, -1.2, 3.6, 1.6, c));
  return out;
}

/**
 * Couple silhouette. (x, y) is the centre of their feet, h the man's height in px.
 * variants: hands (standing, holding hands), twirl (dancing), kneel (proposal), umbrella.
 */
export function couple(x, y, h, c, variant = 'hands', o = {}) {
  const k = h / 100;
  let cx = 0;
  let inner;
  if (variant === 'hands') {
    cx = 20;
    inner = [
      manFig(c),
      limb('M -11.5 -76 Q -14.5 -62 -13.8 -48', c, 4.8),
      circle(-13.8, -47, 2.7, c),
      limb('M 11.5 -76 Q 15.5 -62 18.5 -47.5', c, 4.8),
      g(
        { transform: 'translate(36 0)' },
        womanFig(c, { hair: 'flow' }),
        limb('M -8 -72 Q -12.5 -60 -17 -47.5', c, 4.4),
        limb('M 8 -72 Q 11 -61 10.5 -51', c, 4.4),
        o.bouquet ? [circle(10.5, -50, 4.2, c), circle(8, -52, 3, c), circle(13, -52, 3, c), stroke('M 10.5 -48 L 11 -41', c, 1.6)] : circle(10.5, -50, 2.5, c),
      ),
      circle(18.8, -46.8, 3.1, c),
    ];
  } else if (variant === 'twirl') {
    cx = 14;
    inner = [
      manFig(c),
      limb('M -11 -76 Q -17 -64 -12.5 -53', c, 5.2),
      limb('M 11 -77 Q 17 -92 18.5 -104', c, 5.2),
      g(
        { transform: 'translate(28 0)' },
        womanFig(c, { hair: 'bun', skirt: 'twirl' }),
        limb('M -8 -72 Q -12 -90 -9.5 -103.5', c, 4.4),
        limb('M 8 -72 Q 18 -73 27 -81', c, 4.4),
        circle(27.5, -81.5, 2.4, c),
      ),
      circle(18.6, -105, 3.3, c),
    ];
  } else if (variant === 'kneel') {
    cx = 20;
    inner = [
      ellipse(3.5, -70, 5.8, 6.8, c),
      path('M -2.4 -71.5 C -2.6 -78 9.6 -78.5 9.2 -71 L 8.4 -73.5 C 5 -75.5 0.5 -75 -2.4 -71.5 Z', c),
      rect(0.6, -65, 5, 7, c),
      path('M -6 -60 C -1 -62.5 6 -62.5 9 -59 C 10 -52 8.5 -42 6 -31 L -6.5 -30 C -8 -40 -8.5 -52 -6 -60 Z', c),
      limb('M -1 -32 L 15.5 -29 L 16.5 -3', c, 7.6),
      limb('M -3 -31 L -6 -4 L -21 -3', c, 7.2),
      ellipse(20, -1.8, 5.2, 2, c),
      ellipse(-23, -2.6, 3.8, 2, c),
      limb('M 5.5 -57 Q 13 -48 23 -50', c, 4.6),
      circle(24, -50.5, 2.7, c),
      rect(24, -56, 4.6, 4.2, c, { rx: 0.8 }),
      g(
        { transform: 'translate(46 0)' },
        womanFig(c, { hair: 'flow' }),
        limb('M -8 -72.5 Q -14 -62 -4 -78.5', c, 4.4),
        limb('M 8 -72.5 Q 14 -62 4 -78.5', c, 4.4),
      ),
    ];
  } else if (variant === 'umbrella') {
    cx = 14;
    const ub = o.umbrella || c;
    const sc = [];
    for (let i = 0; i < 6; i++) {
      const xa = 57 - i * 14;
      sc.push(D`Q ${xa - 7} ${-129} ${xa - 14} -124`);
    }
    const canopy = `M -27 -124 C -24 -146 0 -152 15 -152 C 30 -152 54 -146 57 -124 ${sc.join(' ')} Z`;
    const ribs = [-27, -13, 1, 15, 29, 43, 57].map((xr) => stroke(D`M 15 -152 Q ${15 + (xr - 15) * 0.75} -140 ${xr} -124`, '#000000', 0.8, { opacity: 0.18 }));
    inner = [
      manFig(c),
      limb('M -11 -76 Q -14.5 -62 -13.8 -48', c, 5.2),
      g(
        { transform: 'translate(20 0) rotate(-4)' },
        womanFig(c, { hair: 'bob', skirt: 'straight' }),
        limb('M -8 -72 Q -14 -62 -9 -57', c, 4.4),
        limb('M 8 -72 Q 11 -61 10 -51', c, 4.4),
      ),
      stroke('M 15 -86 L 15 -156', c, 1.6),
      limb('M 11 -76 Q 20 -69 15 -87', c, 5.2),
      circle(15, -87.5, 3, c),
      path(canopy, ub),
      ribs,
    ];
  }
  return g({ transform: D`translate(${x - cx * k} ${y}) scale(${k})`, ...o.attrs }, inner);
}

/** Mirror of something standing on a line at y (wet sand, water, polished floor). */
export function reflect(s, y, inner, op = 0.25, blur = 2) {
  return g({ transform: D`translate(0 ${2 * y}) scale(1 -1)`, opacity: op, filter: blur ? s.blur(blur) : undefined }, inner);
}

// ----------------------------------------------------------------- trees ----

export function palm(s, x, y, h, { trunk = '#2a2235', leaf: lc = trunk, leaf2, lean = 0.18, fronds = 11 } = {}) {
  const top = [x + lean * h, y - h];
  const out = [path(taper([x, y], [x + lean * h * 0.1, y - h * 0.55], top, h * 0.034, h * 0.02), trunk)];
  for (let i = 0; i < fronds; i++) {
    const th = rad(200 - (i * 220) / (fronds - 1) + s.rand(-9, 9));
    const len = h * s.rand(0.4, 0.52);
    const dx = Math.cos(th);
    const dy = -Math.sin(th);
    const tip = [top[0] + len * dx, top[1] + len * (dy * 0.75 + 0.42)];
    const ctl = [top[0] + len * 0.55 * dx, top[1] + len * (0.55 * dy - 0.3)];
    const c = leaf2 && i % 2 ? leaf2 : lc;
    out.push(stroke(D`M ${top[0]} ${top[1]} Q ${ctl[0]} ${ctl[1]} ${tip[0]} ${tip[1]}`, c, h * 0.008));
    for (let j = 1; j <= 18; j++) {
      const t = j / 18;
      const p = qpt(top, ctl, tip, t);
      const [tx, ty] = qtan(top, ctl, tip, t);
      const ll = len * (0.26 * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.95)) + 0.05);
      for (const side of [-1, 1]) {
        const a = Math.atan2(ty, tx) + side * rad(48);
        const dx = Math.cos(a);
        const dy = Math.sin(a) + 0.7;
        out.push(leaf(p[0], p[1], ll, (Math.atan2(dy, dx) * 180) / Math.PI, c, 0.14));
      }
    }
  }
  out.push(circle(top[0] - h * 0.01, top[1] + h * 0.02, h * 0.02, trunk), circle(top[0] + h * 0.015, top[1] + h * 0.025, h * 0.018, trunk));
  return out;
}

/** Broad Moreton Bay fig: short thick trunk, wide dome canopy. */
export function figTree(s, x, y, w, { dark = '#3f5a45', mid = '#58775a', light = '#7a956c', trunk = '#5a4b45' } = {}) {
  const h = w * 0.72;
  const out = [
    path(D`M ${x - w * 0.09} ${y} C ${x - w * 0.04} ${y - h * 0.05} ${x - w * 0.05} ${y - h * 0.3} ${x - w * 0.03} ${y - h * 0.45} L ${x + w * 0.03} ${y - h * 0.45} C ${x + w * 0.05} ${y - h * 0.3} ${x + w * 0.05} ${y - h * 0.05} ${x + w * 0.1} ${y} Z`, trunk),
  ];
  for (const [bx, by] of [[-0.3, -0.62], [0.28, -0.6], [-0.08, -0.8], [0.12, -0.78]]) {
    out.push(stroke(D`M ${x} ${y - h * 0.4} Q ${x + bx * w * 0.3} ${y - h * 0.55} ${x + bx * w} ${y + by * h}`, trunk, w * 0.025));
  }
  const blobs = [];
  for (let i = 0; i < 30; i++) {
    const a = Math.PI + (i / 29) * Math.PI + s.rand(-0.1, 0.1);
    const d = 0.35 + 0.65 * Math.sqrt(s.r());
    blobs.push([x + Math.cos(a) * w * 0.4 * d, y - h * 0.58 + Math.sin(a) * h * 0.36 * d, w * s.rand(0.08, 0.14)]);
  }
  out.push(ellipse(x, y - h * 0.52, w * 0.44, h * 0.13, dark), ellipse(x, y - h * 0.62, w * 0.34, h * 0.26, dark));
  for (const [bx, by, br] of blobs) out.push(circle(bx, by, br, dark));
  for (const [bx, by, br] of blobs) if (by < y - h * 0.58) out.push(circle(bx - br * 0.15, by - br * 0.22, br * 0.8, mid));
  for (const [bx, by, br] of blobs) if (by < y - h * 0.72 && bx < x + w * 0.15) out.push(circle(bx - br * 0.3, by - br * 0.35, br * 0.45, light));
  return out;
}

export function jacaranda(s, x, y, w, { trunk = '#5b4850', shades = ['#7b62ae', '#9179c6', '#a48cd5', '#b8a3e2', '#cdbdee'] } = {}) {
  const h = w * 0.62;
  const top = y - h;
  const fork = [x, y - h * 0.42];
  const out = [
    path(D`M ${x - w * 0.04} ${y} C ${x - w * 0.02} ${y - h * 0.2} ${x - w * 0.03} ${y - h * 0.35} ${x - w * 0.012} ${fork[1] - 4} L ${x + w * 0.018} ${fork[1] - 4} C ${x + w * 0.025} ${y - h * 0.3} ${x + w * 0.02} ${y - h * 0.15} ${x + w * 0.045} ${y} Z`, trunk),
  ];
  const clusters = [];
  for (let i = 0; i < 15; i++) {
    const u = -0.9 + (1.8 * i) / 14 + s.rand(-0.04, 0.04);
    clusters.push([x + u * w * 0.45, top + h * 0.16 + u * u * h * 0.24 + s.rand(0, h * 0.12), w * s.rand(0.09, 0.13)]);
  }
  for (let i = 0; i < 7; i++) {
    const u = s.rand(-0.55, 0.55);
    clusters.push([x + u * w * 0.45, top + h * 0.3 + s.rand(0, h * 0.1), w * s.rand(0.08, 0.11)]);
  }
  const pass = (p, count, spread, rise, rr) => {
    for (const [cx, cy, cr] of clusters) {
      for (let k = 0; k < count; k++) {
        const a = s.rand(0, Math.PI * 2);
        const d = Math.sqrt(s.r()) * cr * spread;
        out.push(circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7 - rise * cr, w * s.rand(rr[0], rr[1]), shades[Math.min(shades.length - 1, p + (s.r() < 0.5 ? 0 : 1))]));
      }
    }
  };
  pass(0, 22, 1, 0, [0.014, 0.03]);
  for (const [cx, cy] of clusters) {
    out.push(path(taper(fork, [lerp(fork[0], cx, 0.35), lerp(fork[1], cy, 0.75)], [cx, cy], w * 0.011, w * 0.003, 10), trunk));
  }
  pass(1, 16, 0.9, 0.12, [0.012, 0.026]);
  pass(2, 12, 0.75, 0.25, [0.011, 0.022]);
  pass(3, 7, 0.55, 0.38, [0.01, 0.018]);
  return out;
}

export function roundTree(x, y, r, color, trunk = '#6b5a50', hi) {
  return [
    rect(x - r * 0.07, y - r * 0.9, r * 0.14, r * 0.9, trunk),
    circle(x, y - r * 1.5, r, color),
    circle(x - r * 0.55, y - r * 1.15, r * 0.65, color),
    circle(x + r * 0.55, y - r * 1.2, r * 0.7, color),
    hi ? circle(x - r * 0.3, y - r * 1.8, r * 0.45, hi) : '',
  ];
}

export function cypress(x, y, w, h, color) {
  return path(D`M ${x} ${y - h} C ${x + w * 0.55} ${y - h * 0.7} ${x + w * 0.6} ${y - h * 0.2} ${x + w * 0.3} ${y} L ${x - w * 0.3} ${y} C ${x - w * 0.6} ${y - h * 0.2} ${x - w * 0.55} ${y - h * 0.7} ${x} ${y - h} Z`, color);
}

export function pine(x, y, h, color) {
  const out = [rect(x - h * 0.02, y - h * 0.25, h * 0.04, h * 0.25, color)];
  for (let i = 0; i < 5; i++) {
    const ty = y - h + i * h * 0.17;
    const tw = h * (0.08 + i * 0.045);
    out.push(path(D`M ${x} ${ty} L ${x + tw} ${ty + h * 0.24} L ${x - tw} ${ty + h * 0.24} Z`, color));
  }
  return out;
}

/** Gum tree: slender leaning trunk, open branches, drooping clumps of narrow leaves. */
export function gumTree(s, x, y, h, { trunk = '#d8cfc2', leaves = ['#6f8a72', '#8aa08a', '#5d7761'], lean = -0.12 } = {}) {
  const out = [];
  const top = [x + lean * h, y - h * 0.8];
  const ctl = [x + lean * h * 0.1, y - h * 0.45];
  out.push(path(taper([x, y], ctl, top, h * 0.03, h * 0.007), trunk));
  const tips = [top];
  const branches = [[0.42, -1, 0.3], [0.55, 1, 0.26], [0.68, -1, 0.24], [0.78, 1, 0.2], [0.9, -1, 0.16]];
  for (const [t, side, l] of branches) {
    const b = qpt([x, y], ctl, top, t);
    const tip = [b[0] + side * h * l * 0.8, b[1] - h * l * 0.7];
    out.push(path(taper(b, [lerp(b[0], tip[0], 0.25), lerp(b[1], tip[1], 0.7)], tip, h * 0.011 * (1.1 - t * 0.5), h * 0.002, 10), trunk));
    tips.push(tip, lerp2(b, tip, 0.6));
  }
  for (const [tx, ty] of tips) {
    out.push(ellipse(tx, ty + h * 0.03, h * 0.055, h * 0.028, leaves[leaves.length - 1]));
    for (let i = 0; i < 60; i++) {
      const a = s.rand(0, Math.PI * 2);
      const d = Math.sqrt(s.r());
      out.push(leaf(tx + Math.cos(a) * d * h * 0.12, ty + Math.sin(a) * d * h * 0.065, h * s.rand(0.03, 0.05), s.rand(65, 115), s.pick(leaves), 0.18));
    }
  }
  return out;
}

// --------------------------------------------------------------- objects ----

export function sailboat(x, y, h, { hull = '#2a1f35', sail = hull, jib = sail, mast = hull } = {}) {
  return [
    path(D`M ${x - h * 0.42} ${y - h * 0.07} L ${x + h * 0.46} ${y - h * 0.07} Q ${x + h * 0.36} ${y + h * 0.04} ${x + h * 0.3} ${y + h * 0.05} L ${x - h * 0.32} ${y + h * 0.05} Q ${x - h * 0.4} ${y} ${x - h * 0.42} ${y - h * 0.07} Z`, hull),
    rect(x - h * 0.006, y - h, h * 0.012, h * 0.93, mast),
    path(D`M ${x + h * 0.02} ${y - h * 0.96} Q ${x + h * 0.22} ${y - h * 0.5} ${x + h * 0.4} ${y - h * 0.12} L ${x + h * 0.02} ${y - h * 0.12} Z`, sail),
    path(D`M ${x - h * 0.025} ${y - h * 0.9} Q ${x - h * 0.15} ${y - h * 0.5} ${x - h * 0.34} ${y - h * 0.12} L ${x - h * 0.025} ${y - h * 0.12} Z`, jib),
    path(D`M ${x} ${y - h} L ${x + h * 0.07} ${y - h * 0.975} L ${x} ${y - h * 0.95} Z`, sail),
  ];
}

/** Festoon of bulbs hanging between two points. */
export function stringLights(s, x1, y1, x2, y2, sag, n, { wire = '#2b2530', bulb = '#fff1c9', glowC = '#ffc870', r = 4, glowR = 22, glowOp = 0.55, phase = 0, twinkle = 0 } = {}) {
  const c = [(x1 + x2) / 2, (y1 + y2) / 2 + sag * 2];
  const out = [stroke(D`M ${x1} ${y1} Q ${c[0]} ${c[1]} ${x2} ${y2}`, wire, Math.max(1, r * 0.3))];
  for (let i = 1; i < n; i++) {
    const [x, y] = qpt([x1, y1], c, [x2, y2], i / n);
    const tw = twinkle ? 1 - twinkle * (0.5 + 0.5 * Math.sin(phase + i * 2.1)) : 1;
    out.push(glow(s, x, y + r, glowR, glowC, glowOp * tw), stroke(D`M ${x} ${y} L ${x} ${y + r * 0.6}`, wire, r * 0.5), circle(x, y + r * 1.2, r, bulb, { opacity: r2(0.75 + 0.25 * tw) }));
  }
  return out;
}

/** Gingham cloth on a quadrilateral [nearLeft, nearRight, farRight, farLeft]. */
export function gingham(quad, base, band, n = 10, op = 0.45) {
  const [a, b, c, d] = quad;
  const at = (u, v) => lerp2(lerp2(a, b, u), lerp2(d, c, u), v);
  const out = [poly(quad)].map((p) => path(p, base));
  for (let i = 0; i < n; i += 2) {
    const u0 = i / n;
    const u1 = (i + 1) / n;
    out.push(path(poly([at(u0, 0), at(u1, 0), at(u1, 1), at(u0, 1)]), band, { opacity: op }));
    out.push(path(poly([at(0, u0), at(1, u0), at(1, u1), at(0, u1)]), band, { opacity: op }));
  }
  return out;
}

/** Champagne flute standing on (0,0) in local coordinates, 420 high. */
function flute(s, fill = '#f6d98f') {
  const hw = (t) => 8 + 27 * t ** 0.85;
  const outer = [];
  const inner = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    outer.push([hw(t), -150 - 270 * t]);
  }
  const liquidTop = 0.78;
  for (let i = 0; i <= 16; i++) {
    const t = (i / 16) * liquidTop + 0.04;
    inner.push([hw(t) - 3, -150 - 270 * t]);
  }
  const bowl = poly([...outer.map(([x, y]) => [-x, y]).reverse(), ...outer]);
  const liquid = poly([...inner.map(([x, y]) => [-x, y]).reverse(), ...inner]);
  const bubbles = [];
  for (let i = 0; i < 14; i++) {
    const t = s.rand(0.08, liquidTop);
    bubbles.push(circle(s.rand(-0.6, 0.6) * hw(t), -150 - 270 * t, s.rand(1, 2.6), '#fffbe8', { opacity: r2(s.rand(0.4, 0.9)) }));
  }
  return [
    ellipse(0, 0, 44, 8, '#ffffff', { opacity: 0.28 }),
    ellipse(0, 0, 44, 8, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.6 }),
    rect(-2.5, -152, 5, 152, '#ffffff', { opacity: 0.45 }),
    path(bowl, '#ffffff', { opacity: 0.14 }),
    path(liquid, s.lin([[0, '#fbe7a8'], [1, fill]]), { opacity: 0.9 }),
    bubbles,
    path(bowl, 'none', { stroke: '#ffffff', 'stroke-width': 2.4, opacity: 0.7 }),
    stroke(poly(outer.slice(3, 14).map(([x, y]) => [-x + 6, y]), false), '#ffffff', 3, { opacity: 0.55 }),
    ellipse(0, -420, 35, 5, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.8 }),
  ];
}
export { flute };

/** Pillar candle standing at (x, y). */
export function candle(s, x, y, w, h, flameOp = 1) {
  const top = y - h;
  const drips = [];
  for (let i = 0; i < 3; i++) {
    const dx = s.rand(-0.4, 0.4) * w;
    const dl = s.rand(0.08, 0.2) * h;
    drips.push(rect(x + dx - w * 0.04, top, w * 0.08, dl, '#fbf4e8', { rx: w * 0.04 }));
  }
  const flameH = w * 0.55;
  return [
    rect(x - w / 2, top, w, h, s.lin(['#d7c2a6', [0.35, '#fbf3e6'], [0.6, '#f3e6d2'], [1, '#bfa586']], 0, 0, 1, 0)),
    drips,
    ellipse(x, top, w / 2, w * 0.12, '#efe1cc'),
    ellipse(x, top + w * 0.01, w * 0.38, w * 0.08, '#e2cfb3'),
    glow(s, x, top - flameH * 0.5, w * 2.6, '#ffb45c', 0.55 * flameOp),
    stroke(D`M ${x} ${top} L ${x + 1} ${top - w * 0.08}`, '#3a2a22', 2.5),
    path(D`M ${x} ${top - flameH - w * 0.05} C ${x + w * 0.16} ${top - flameH * 0.55} ${x + w * 0.13} ${top - w * 0.05} ${x} ${top - w * 0.05} C ${x - w * 0.13} ${top - w * 0.05} ${x - w * 0.16} ${top - flameH * 0.55} ${x} ${top - flameH - w * 0.05} Z`, s.rad([[0, '#fffaf0'], [0.45, '#ffe9a8'], [1, '#f59a3e']], { cy: 0.7 })),
  ];
}

/** Takeaway coffee cup with sleeve, standing at (x, y). */
export function coffeeCup(x, y, h, rot = 0, sleeve = '#c49a6c') {
  const w = h * 0.62;
  return g(
    { transform: D`translate(${x} ${y}) rotate(${rot})` },
    path(D`M ${-w * 0.38} 0 L ${-w / 2} ${-h * 0.88} L ${w / 2} ${-h * 0.88} L ${w * 0.38} 0 Z`, '#fbf7f0'),
    path(D`M ${-w * 0.45} ${-h * 0.3} L ${-w * 0.48} ${-h * 0.66} L ${w * 0.48} ${-h * 0.66} L ${w * 0.45} ${-h * 0.3} Z`, sleeve),
    rect(-w * 0.54, -h, w * 1.08, h * 0.13, '#efe6da', { rx: h * 0.03 }),
    path(D`M ${-w / 2} ${-h * 0.88} L ${-w * 0.38} 0 L ${-w * 0.28} 0 L ${-w * 0.38} ${-h * 0.88} Z`, '#000000', { opacity: 0.06 }),
  );
}

// ============================================================== pictures ====

/** Hero: the couple on the beach at golden hour, subject centred. */
export function heroCouple() {
  const W = 1600;
  const H = 1067;
  const s = new Scene(W, H, 7);
  const hz = 630;
  const sx = 800;
  const sy = 578;
  s.add(rect(0, 0, W, hz + 4, s.lin(['#2b3656', [0.3, '#6c6287'], [0.6, '#cf8a8a'], [0.85, '#f3b47f'], [1, '#fcd79d']])));
  s.add(stars(s, 40, 0, 0, W, 200));
  for (let i = 0; i < 11; i++) {
    const y = s.rand(130, 500);
    s.add(streak(s, s.rand(-100, W + 100), y, s.rand(260, 700), s.rand(5, 14), s.pick(['#f4b3a0', '#eba3a6', '#f8c99b']), 0.15 + 0.45 * (y / 500)));
  }
  s.add(sun(s, sx, sy, 54, { haloR: 600, haloOp: 0.6 }));
  s.add(path(smooth([[-10, hz - 58], [90, hz - 80], [210, hz - 66], [340, hz - 34], [470, hz - 8], [540, hz]]) + D` L 540 ${hz + 4} L -10 ${hz + 4} Z`, '#6b5674', { opacity: 0.92 }));
  s.add(path(smooth([[1210, hz], [1320, hz - 20], [1460, hz - 42], [1610, hz - 50]]) + D` L 1610 ${hz + 4} L 1210 ${hz + 4} Z`, '#735b78', { opacity: 0.82 }));
  const shore = 790;
  s.add(rect(0, hz, W, shore - hz + 40, s.lin(['#f0b48c', [0.4, '#c58a8c'], [1, '#6d5c80']])));
  s.add(seaLines(s, hz + 3, shore, 110, ['#fbd2a4', '#fbd2a4', '#5d4f72']));
  s.add(shimmer(s, sx, hz + 2, shore - 6, 80, '#ffe2ad', 0.85, 48));
  const edge = [];
  for (let x = -40; x <= W + 40; x += 80) edge.push([x, shore + 9 * Math.sin(x / 230 + 1)]);
  const beach = `${smooth(edge)} L ${W + 40} ${H} L -40 ${H} Z`;
  s.add(path(beach, s.lin(['#e7ad86', [0.18, '#d69a7a'], [0.55, '#b07968'], [1, '#74505c']])));
  s.add(path(beach, s.lin([[0, '#f9cf9c', 0.55], [0.16, '#f9cf9c', 0.1], [0.3, '#f9cf9c', 0]])));
  for (let i = 0; i < 70; i++) {
    const y = s.rand(880, H);
    const x = s.rand(-50, W);
    const w = s.rand(40, 140) * (y / 900);
    s.add(stroke(D`M ${x} ${y} q ${w / 2} ${-6} ${w} 0`, s.pick(['#f2c09a', '#8c5f63']), 1.6, { opacity: 0.22 }));
  }
  s.add(ellipse(sx, 836, 170, 30, '#ffd7a0', { opacity: 0.4, filter: s.blur(10) }));
  const foam = edge.map(([x, y]) => [x, y - 2]);
  s.add(path(`${smooth(foam)} ${smooth(foam.map(([x, y]) => [x, y + 7 + 3 * Math.sin(x / 40)]).reverse(), false)} Z`, '#fff1df', { opacity: 0.7 }));
  s.add(stroke(smooth(edge.map(([x, y]) => [x, y + 22 + 5 * Math.sin(x / 90)])), '#fff4e4', 2, { opacity: 0.35, 'stroke-dasharray': '140 50 70 30' }));
  // footprints leading to the couple
  for (let i = 0; i < 22; i++) {
    const t = i / 21;
    const [px, py] = qpt([420, 1080], [560, 890], [770, 830], t);
    const size = 3 + (1 - t) * 8;
    const side = i % 2 ? 1 : -1;
    s.add(ellipse(px + side * size * 0.9, py, size * 0.55, size * 0.28, '#6a4458', { opacity: 0.28 }));
  }
  const feet = 822;
  const cpl = couple(sx, feet, 300, '#2a2136', 'hands', { bouquet: true });
  s.add(reflect(s, feet, cpl, 0.22, 2.5), cpl);
  s.add(glow(s, sx, sy + 30, 760, '#ffcf95', 0.1));
  s.add(grass(s, 60, H + 4, 170, 26, '#3a2838', 70), grass(s, W - 70, H + 4, 150, 22, '#3a2838', 70));
  s.add(birds(s, 1200, 250, 4, 14, '#4a3550'));
  s.add(vignette(s, 0.38, '#1c1426'));
  return s.svg();
}

/** The Boathouse: white timber pavilion on the beach, fig tree and palms. */
export function venue() {
  const W = 1200;
  const H = 800;
  const s = new Scene(W, H, 21);
  const hz = 430;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#8db5d2', [0.6, '#c6dbe4'], [1, '#f1e6d4']])));
  s.add(glow(s, 1060, 40, 460, '#fff4d8', 0.6));
  s.add(cloud(300, 120, 250), cloud(780, 80, 170, '#ffffff', '#e6ecf1', 0.85), cloud(1010, 190, 130, '#ffffff', '#e6ecf1', 0.7), cloud(560, 230, 90, '#ffffff', '#e6ecf1', 0.6));
  s.add(path(ridge(s, { y: hz - 28, amp: 16, freq: 1.2, x0: -10, x1: 560, bottom: hz + 2, n: 60, bumps: 5 }), '#98ae9f'));
  s.add(path(ridge(s, { y: hz - 10, amp: 8, freq: 1, x0: 380, x1: 700, bottom: hz + 2, n: 30, bumps: 3 }), '#a9bcae'));
  s.add(rect(0, hz, W, 200, s.lin(['#6aa6bd', [0.55, '#7dbcc5'], [1, '#a9dcd1']])));
  s.add(seaLines(s, hz + 2, 600, 90, ['#ffffff', '#e6f6f3', '#4f93ac'], { op: 0.35 }));
  s.add(sailboat(720, hz + 12, 36, { hull: '#f7f3ea', sail: '#ffffff' }), sailboat(1090, hz + 20, 28, { hull: '#f7f3ea', sail: '#fbe9e2' }));
  const edge = [];
  for (let x = -40; x <= W + 40; x += 80) edge.push([x, 600 - 22 * Math.cos(x / 400) + 6 * Math.sin(x / 70)]);
  const beach = `${smooth(edge)} L ${W + 40} ${H} L -40 ${H} Z`;
  s.add(path(`${smooth(edge.map(([x, y]) => [x, y - 6]))} L ${W + 40} ${H} L -40 ${H} Z`, '#ffffff', { opacity: 0.75 }));
  s.add(path(beach, s.lin(['#f1e0c4', [1, '#e3c8a2']])));
  s.add(path(beach, s.lin([[0, '#c9b08c', 0.35], [0.08, '#c9b08c', 0]])));
  // palm behind the building
  s.add(palm(s, 905, 580, 300, { trunk: '#8b7a6c', leaf: '#4f7d5c', leaf2: '#67946d', lean: 0.12 }));
  // boathouse
  const bx0 = 430;
  const bx1 = 870;
  const cx = (bx0 + bx1) / 2;
  s.add(ellipse(cx, 608, 270, 16, '#bfa27f', { opacity: 0.45 }));
  for (let x = bx0 - 8; x <= bx1 + 4; x += 28) s.add(rect(x, 574, 6, 34, '#9c8672'));
  s.add(rect(bx0 + 10, 452, bx1 - bx0 - 20, 116, s.lin(['#fffdf8', [1, '#f1ebe1']])));
  for (let y = 462; y < 566; y += 9) s.add(rect(bx0 + 10, y, bx1 - bx0 - 20, 1.2, '#e2dbd0'));
  s.add(path(D`M ${bx0 - 12} 458 L ${bx0 + 110} 386 L ${bx1 - 110} 386 L ${bx1 + 12} 458 Z`, s.lin(['#a7bac5', [1, '#8ea3b0']])));
  s.add(rect(bx0 + 110, 384, bx1 - bx0 - 220, 4, '#c5d3da'));
  s.add(rect(bx0 - 16, 456, bx1 - bx0 + 32, 7, '#ffffff'), rect(bx0 - 16, 463, bx1 - bx0 + 32, 3, '#d9d2c6'));
  s.add(path(D`M ${cx - 78} 458 L ${cx} 398 L ${cx + 78} 458 Z`, '#fdfbf6'), stroke(D`M ${cx - 86} 462 L ${cx} 394 L ${cx + 86} 462`, '#ffffff', 6));
  s.add(circle(cx, 436, 13, '#ffffff'), circle(cx, 436, 9.5, s.lin(['#9cc4d6', '#d8ebf0'])), stroke(D`M ${cx - 9.5} 436 L ${cx + 9.5} 436 M ${cx} 426.5 L ${cx} 445.5`, '#ffffff', 1.6));
  s.add(stroke(D`M ${cx} 396 L ${cx} 360`, '#8a8f96', 2), path(D`M ${cx} 361 L ${cx + 22} 366 L ${cx} 372 Z`, '#d88e92'));
  for (let i = 0; i < 8; i++) {
    const x = bx0 + 32 + i * 50;
    s.add(rect(x, 480, 30, 70, '#ffffff'), rect(x + 3, 483, 24, 64, s.lin(['#8fb7c9', [0.5, '#c3dde6'], [1, '#eef5f3']])));
    s.add(rect(x + 14, 483, 2, 64, '#ffffff'), rect(x + 3, 505, 24, 2, '#ffffff'), rect(x + 3, 527, 24, 2, '#ffffff'));
    s.add(path(D`M ${x + 5} 545 L ${x + 20} 485 L ${x + 25} 485 L ${x + 10} 545 Z`, '#ffffff', { opacity: 0.35 }));
  }
  s.add(rect(bx0 - 30, 562, bx1 - bx0 + 60, 13, '#c2ab92'), rect(bx0 - 30, 573, bx1 - bx0 + 60, 3, '#9d8570'));
  s.add(rect(bx0 - 30, 540, bx1 - bx0 + 60, 3.5, '#ffffff'));
  for (let x = bx0 - 28; x <= bx1 + 28; x += 9) s.add(rect(x, 542, 2, 21, '#ffffff', { opacity: 0.95 }));
  for (const ux of [bx0 + 5, bx1 - 5]) {
    s.add(stroke(D`M ${ux} 510 L ${ux} 562`, '#e9e4dc', 2.5), path(D`M ${ux - 36} 516 Q ${ux} 486 ${ux + 36} 516 Z`, '#fffaf2'), path(D`M ${ux - 36} 516 Q ${ux} 508 ${ux + 36} 516 Z`, '#e6dccc'));
  }
  for (let i = 0; i < 5; i++) s.add(rect(bx1 + 30 + i * 9, 566 + i * 7, 16, 4, '#c2ab92'));
  // trees
  s.add(figTree(s, 170, 640, 440, { dark: '#3f5d49', mid: '#55765a', light: '#7b9a72', trunk: '#6a5a52' }));
  s.add(palm(s, 1010, 665, 340, { trunk: '#8b7a6c', leaf: '#436f52', leaf2: '#5c8a65', lean: -0.14 }));
  s.add(palm(s, 1120, 690, 290, { trunk: '#7f6f63', leaf: '#4b7757', leaf2: '#669470', lean: 0.1 }));
  s.add(ellipse(1040, 672, 110, 10, '#cdb08c', { opacity: 0.5 }));
  s.add(grass(s, 620, 800, 40, 14, '#9aa77c', 60, 0.8), grass(s, 360, 760, 30, 10, '#a7b286', 40, 0.8));
  return s.svg();
}

/** Harbour at dusk: arch bridge, city lights, ferry, reflections. */
export function harbourLights() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 33);
  const hz = 560;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#111a31', [0.35, '#252f58'], [0.68, '#5d4972'], [0.88, '#b07284'], [1, '#e39b85']])));
  s.add(stars(s, 90, 0, 0, W, 330));
  s.add(glow(s, 980, 120, 110, '#fbefd2', 0.35));
  s.add(path(D`M 980 92 A 28 28 0 1 0 980 148 A 22 28 0 1 1 980 92 Z`, '#fbf0d6', { transform: 'rotate(-25 980 120)' }));
  s.add(ellipse(600, hz, 760, 110, '#f0a88a', { opacity: 0.3, filter: s.blur(30) }));
  s.add(path(ridge(s, { y: hz - 14, amp: 8, freq: 1.4, bottom: hz + 2, n: 50, bumps: 3 }), '#3b3558'));
  // city
  const city = (x0, x1, maxH, color, op, win) => {
    const out = [];
    let x = x0;
    while (x < x1) {
      const bw = s.rand(24, 64);
      const tall = s.r() < 0.3;
      const bh = maxH * (tall ? s.rand(0.7, 1) : s.rand(0.25, 0.6));
      out.push(rect(x, hz - bh, bw, bh + 2, color));
      if (tall && s.r() < 0.5) out.push(rect(x + bw / 2 - 1, hz - bh - 16, 2, 16, color), circle(x + bw / 2, hz - bh - 17, 2, '#ff8a7a'));
      for (let wy = hz - bh + 8; wy < hz - 6; wy += 9) {
        for (let wx = x + 5; wx < x + bw - 6; wx += 8) if (s.r() < win) out.push(rect(wx, wy, 3.5, 4.5, s.pick(['#f6cf86', '#fde6b0', '#f3b38a']), { opacity: r2(s.rand(0.4, 0.95) * op) }));
      }
      x += bw + s.rand(-4, 3);
    }
    return out;
  };
  s.add(city(560, W + 20, 230, '#2a2f52', 0.6, 0.18), city(640, W + 20, 170, '#1b2142', 1, 0.3));
  // opera-house-like sails
  const sails = [[760, 44, 52], [800, 62, 78], [852, 56, 92], [905, 48, 70], [945, 40, 54]];
  s.add(rect(735, hz - 14, 250, 16, '#2b2c48'));
  for (const [bx, bw, bh] of sails) {
    s.add(path(D`M ${bx} ${hz - 14} C ${bx} ${hz - 14 - bh * 0.6} ${bx + bw * 0.4} ${hz - 14 - bh} ${bx + bw * 0.85} ${hz - 14 - bh} C ${bx + bw * 0.7} ${hz - 14 - bh * 0.55} ${bx + bw * 0.9} ${hz - 30} ${bx + bw} ${hz - 14} Z`, s.lin(['#f6e6d2', [1, '#d9c2b6']], 0, 0, 1, 1)));
    s.add(path(D`M ${bx + bw * 0.55} ${hz - 14} C ${bx + bw * 0.6} ${hz - 14 - bh * 0.5} ${bx + bw * 0.7} ${hz - 14 - bh * 0.8} ${bx + bw * 0.85} ${hz - 14 - bh} C ${bx + bw * 0.7} ${hz - 14 - bh * 0.55} ${bx + bw * 0.9} ${hz - 30} ${bx + bw} ${hz - 14} Z`, '#b9a3a6', { opacity: 0.55 }));
  }
  // bridge
  const c = '#171d36';
  const x0 = 90;
  const x1 = 650;
  const deck = hz - 66;
  const AH = 200;
  const mid = (x0 + x1) / 2;
  const arch = (x, top, spring) => top + (spring - top) * ((x - mid) / ((x1 - x0) / 2)) ** 2;
  const N = 26;
  const U = [];
  const L = [];
  for (let i = 0; i <= N; i++) {
    const x = x0 + ((x1 - x0) * i) / N;
    U.push([x, arch(x, deck - AH, deck - AH * 0.16)]);
    L.push([x, arch(x, deck - AH * 0.8, deck + AH * 0.24)]);
  }
  const bridge = [];
  for (let i = 1; i < N; i++) {
    bridge.push(stroke(poly([U[i], L[i]], false), c, 2.4), stroke(poly([U[i], L[i + (i < N / 2 ? 1 : -1)]], false), c, 1.4));
    if (Math.abs(L[i][1] - deck) > 8) bridge.push(stroke(D`M ${L[i][0]} ${L[i][1]} L ${L[i][0]} ${deck}`, c, 1.4));
  }
  bridge.push(stroke(smooth(U), c, 7), stroke(smooth(L), c, 8));
  bridge.push(rect(x0 - 160, deck - 4, x1 - x0 + 320, 10, c));
  for (let x = x0 - 150; x < x0 - 30; x += 40) bridge.push(rect(x, deck, 8, hz - deck, c));
  for (let x = x1 + 40; x < x1 + 160; x += 40) bridge.push(rect(x, deck, 8, hz - deck, c));
  for (const px of [x0, x1]) bridge.push(rect(px - 24, deck - 96, 48, hz - deck + 96, '#222846'), rect(px - 19, deck - 108, 38, 14, '#222846'), rect(px - 24, deck - 96, 10, hz - deck + 96, '#1a2040'));
  s.add(bridge);
  const lights = [];
  for (let i = 1; i < N; i++) lights.push([U[i][0], U[i][1] - 4]);
  for (let x = x0 - 150; x < x1 + 160; x += 22) lights.push([x, deck - 6]);
  for (const [lx, ly] of lights) s.add(glow(s, lx, ly, 9, '#ffd691', 0.8), circle(lx, ly, 1.8, '#fff1cf'));
  // water
  s.add(rect(0, hz, W, H - hz, s.lin(['#3d3659', [0.25, '#252b4c'], [1, '#0f1528']])));
  s.add(rect(0, hz, W, 40, s.lin([[0, '#e39b85', 0.35], [1, '#e39b85', 0]])));
  const refl = [];
  for (const [lx] of lights.filter((_, i) => i % 2 === 0)) {
    for (let k = 0; k < 14; k++) {
      const w = s.rand(3, 12);
      refl.push(rect(lx - w / 2 + s.rand(-3, 3), hz + 6 + k * 9 + s.rand(-2, 2), w, 2, '#ffd691', { opacity: r2(0.5 * (1 - k / 14)) }));
    }
  }
  for (let i = 0; i < 40; i++) {
    const lx = s.rand(640, W);
    for (let k = 0; k < 12; k++) {
      const w = s.rand(3, 10);
      refl.push(rect(lx - w / 2 + s.rand(-3, 3), hz + 4 + k * 8, w, 2, s.pick(['#f6cf86', '#f3b38a']), { opacity: r2(0.35 * (1 - k / 12)) }));
    }
  }
  for (const [bx, bw] of sails) refl.push(rect(bx, hz + 4, bw, 50, '#f0dccb', { opacity: 0.12 }));
  s.add(g({ filter: s.blur(1.2) }, refl));
  s.add(seaLines(s, hz + 4, H, 110, ['#5c5f8f', '#3a4272', '#8a6f8f'], { op: 0.45 }));
  // ferry
  const fx = 330;
  const fy = 720;
  s.add(path(D`M ${fx - 120} ${fy - 18} L ${fx + 125} ${fy - 18} L ${fx + 108} ${fy + 6} L ${fx - 104} ${fy + 6} Z`, '#2f5a48'));
  s.add(rect(fx - 92, fy - 44, 186, 26, '#efe4c8'), rect(fx - 60, fy - 62, 120, 18, '#efe4c8'), rect(fx - 16, fy - 80, 24, 18, '#2f5a48'));
  for (let i = 0; i < 11; i++) s.add(rect(fx - 84 + i * 16, fy - 38, 10, 12, '#ffcf7a'));
  for (let i = 0; i < 7; i++) s.add(rect(fx - 54 + i * 16, fy - 58, 10, 10, '#ffcf7a'));
  s.add(glow(s, fx, fy - 40, 170, '#ffc76e', 0.18));
  for (let k = 0; k < 9; k++) s.add(rect(fx - 88 + s.rand(-6, 6), fy + 10 + k * 6, 176 * s.rand(0.5, 1), 2, '#ffcf7a', { opacity: r2(0.4 * (1 - k / 9)), rx: 1 }));
  s.add(stroke(D`M ${fx + 112} ${fy + 2} Q ${fx + 220} ${fy + 2} ${fx + 330} ${fy - 8}`, '#ffffff', 2, { opacity: 0.3, 'stroke-dasharray': '30 12 18 10' }), stroke(D`M ${fx + 104} ${fy + 8} Q ${fx + 200} ${fy + 20} ${fx + 300} ${fy + 30}`, '#ffffff', 1.5, { opacity: 0.2, 'stroke-dasharray': '24 14 12 8' }));
  s.add(vignette(s, 0.4, '#070a18'));
  return s.svg();
}

/** Picnic blanket under a flowering jacaranda. */
export function gardenPicnic() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 45);
  const hz = 540;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#a8c8dc', [0.7, '#dbe7e6'], [1, '#f4ead9']])));
  s.add(glow(s, 1000, 90, 500, '#fff6dc', 0.55));
  s.add(cloud(900, 140, 200, '#ffffff', '#e6ecf1', 0.8), cloud(620, 70, 120, '#ffffff', '#e6ecf1', 0.6));
  s.add(path(ridge(s, { y: hz - 60, amp: 16, freq: 1.6, bottom: hz + 2, n: 120, bumps: 14 }), '#b3c3a6'));
  s.add(path(ridge(s, { y: hz - 22, amp: 10, freq: 2.2, bottom: hz + 2, n: 120, bumps: 10 }), '#97ad88'));
  s.add(rect(0, hz, W, H - hz, s.lin(['#bccc9c', [0.5, '#a6bd86'], [1, '#8aa372']])));
  for (let i = 0; i < 6; i++) s.add(path(D`M ${-200 + i * 320} ${H} L ${60 + i * 220} ${hz} L ${150 + i * 220} ${hz} L ${-40 + i * 320} ${H} Z`, '#ffffff', { opacity: 0.05 }));
  s.add(ellipse(400, 652, 440, 60, '#6f8c5d', { opacity: 0.4 }));
  s.add(jacaranda(s, 380, 640, 800));
  for (let i = 0; i < 260; i++) {
    const a = s.rand(0, Math.PI * 2);
    const d = Math.sqrt(s.r());
    s.add(ellipse(400 + Math.cos(a) * d * 470, 660 + Math.sin(a) * d * 90, s.rand(2, 4.5), s.rand(1.2, 2.4), s.pick(['#9c84d4', '#b6a1e2', '#8a70c4']), { opacity: 0.8 }));
  }
  // blanket and things
  const quad = [[520, 850], [1060, 800], [960, 680], [580, 700]];
  s.add(path(poly(quad.map(([x, y]) => [x + 8, y + 10])), '#5f7a50', { opacity: 0.35 }));
  s.add(gingham(quad, '#fbf3ea', '#d68f95', 12, 0.42));
  s.add(ellipse(700, 742, 70, 14, '#000000', { opacity: 0.12 }));
  s.add(path('M 640 740 L 650 690 L 760 690 L 770 740 Q 705 752 640 740 Z', '#c39362'));
  for (let y = 700; y < 740; y += 8) s.add(stroke(D`M ${646 + (y - 690) * 0.2} ${y} L ${764 - (y - 690) * 0.2} ${y}`, '#9d7046', 1.6, { opacity: 0.7 }));
  s.add(rect(644, 682, 122, 12, '#b3814f', { rx: 4 }), stroke('M 668 684 Q 705 630 742 684', '#8f6640', 6));
  s.add(rect(700, 676, 40, 8, '#e3a7a7', { rx: 2, transform: 'rotate(-8 720 680)' }));
  s.add(ellipse(856, 748, 46, 13, '#ffffff'), ellipse(856, 746, 38, 9, '#f4ece4'));
  for (const [dx, dy] of [[-14, -2], [0, -5], [12, -1], [-4, 3], [8, 4]]) s.add(circle(856 + dx, 744 + dy, 6, '#d9535f'), circle(856 + dx - 2, 742 + dy, 2, '#f7a3a8'));
  s.add(path('M 905 740 L 905 676 Q 905 664 913 658 L 913 636 L 925 636 L 925 658 Q 933 664 933 676 L 933 740 Z', '#3f6b4f'), rect(913, 632, 12, 7, '#d9b36c'), rect(907, 690, 24, 26, '#f4ead7'));
  for (const gx of [960, 990]) {
    s.add(path(D`M ${gx - 10} 700 Q ${gx - 10} 722 ${gx} 724 Q ${gx + 10} 722 ${gx + 10} 700 Z`, '#ffffff', { opacity: 0.5 }), path(D`M ${gx - 9} 708 Q ${gx - 9} 721 ${gx} 722 Q ${gx + 9} 721 ${gx + 9} 708 Z`, '#e79aa3', { opacity: 0.85 }));
    s.add(rect(gx - 1, 724, 2, 18, '#ffffff', { opacity: 0.7 }), ellipse(gx, 743, 9, 2.5, '#ffffff', { opacity: 0.6 }));
  }
  for (let i = 0; i < 14; i++) s.add(ellipse(s.rand(560, 1000), s.rand(700, 830), s.rand(2, 4), 1.6, '#a68fd6', { opacity: 0.9 }));
  // flowering shrubs at the edge
  for (const [bx, by, br] of [[1110, 640, 80], [1190, 700, 90], [40, 760, 70]]) {
    s.add(circle(bx, by, br, '#6f8d61'), circle(bx - br * 0.5, by + 10, br * 0.7, '#7c9a6c'));
    for (let i = 0; i < 12; i++) s.add(flower(bx + s.rand(-br, br) * 0.8, by + s.rand(-br, br) * 0.6, s.rand(8, 13), s.pick(['#f4c4c6', '#ffffff', '#e8a2ab']), '#f2d27a', 5, s.rand(0, 70)));
  }
  s.add(grass(s, 600, H + 2, 60, 30, '#7e9867', 600, 0.7));
  return s.svg();
}

/** Layered blue ridges seen from a sandstone lookout. */
export function mountainLookout() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 58);
  s.add(rect(0, 0, W, H, s.lin(['#98b9d3', [0.5, '#c7d9e4'], [1, '#eef0ea']])));
  s.add(glow(s, 260, 120, 560, '#fff6de', 0.65));
  s.add(streak(s, 820, 170, 420, 16, '#ffffff', 0.5), streak(s, 420, 240, 300, 10, '#ffffff', 0.4), streak(s, 980, 260, 260, 8, '#ffffff', 0.35));
  const layers = [
    [430, 14, '#b7c9d7', 0.35],
    [480, 20, '#a2b8cb', 0.3],
    [540, 26, '#8aa4ba', 0.25],
  ];
  for (const [y, amp, color, cap] of layers) {
    s.add(path(ridge(s, { y, amp, freq: 1.3, cap, n: 90, bumps: 3 }), color));
    s.add(ellipse(s.rand(300, 900), y + 42, 760, 30, '#f3f6f7', { opacity: 0.4, filter: s.blur(18) }));
  }
  // sandstone escarpment: forested plateau ending in an orange cliff face
  const topY = (x) => 598 - 12 * Math.sin(((x - 470) / 750) * 2.2 + 0.3) + (x < 580 ? (580 - x) * 0.42 : 0);
  const cliffH = (x) => 62 + 9 * Math.sin(x / 55) + 5 * Math.sin(x / 17);
  const xs = [];
  for (let x = 470; x <= 1220; x += 10) xs.push(x);
  s.add(path(poly([[430, 780], [470, topY(470) + 40], ...xs.map((x) => [x, topY(x) + cliffH(x) - 6]), [1220, 780]]), '#5e7e93'));
  const face = poly([...xs.map((x) => [x, topY(x) + 4]), ...xs.slice().reverse().map((x) => [x, topY(x) + cliffH(x)])]);
  s.add(path(face, s.lin(['#dcb697', [0.45, '#cda68b'], [1, '#b48f7e']], 0, 0, 1, 0)));
  for (let i = 0; i < 60; i++) {
    const x = s.rand(480, 1215);
    const y0 = topY(x) + 8;
    s.add(rect(x, y0, s.rand(2, 7), (cliffH(x) - 8) * s.rand(0.4, 0.95), s.pick(['#a3817a', '#e8cbb0', '#b98f7f']), { opacity: 0.4 }));
  }
  s.add(path(poly([...xs.map((x) => [x, topY(x) + cliffH(x) - 14]), ...xs.slice().reverse().map((x) => [x, topY(x) + cliffH(x)])]), '#6d5a66', { opacity: 0.3 }));
  const cap = [];
  for (let x = 470; x <= 1220; x += 6) cap.push([x, topY(x) - 3 - 6 * Math.abs(Math.sin(x / 11 + Math.sin(x / 37)))]);
  s.add(path(`${smooth(cap)} ${poly(xs.slice().reverse().map((x) => [x, topY(x) + 8])).replace('M', 'L').replace(' Z', '')} Z`, '#6b8a7f'));
  s.add(ellipse(900, 735, 520, 20, '#eef3f6', { opacity: 0.35, filter: s.blur(12) }));
  s.add(path(ridge(s, { y: 690, amp: 24, freq: 1.1, cap: 0.25, n: 120, bumps: 5 }), '#55738b'));
  s.add(ellipse(600, 712, 820, 24, '#eef3f6', { opacity: 0.3, filter: s.blur(14) }));
  s.add(path(ridge(s, { y: 770, amp: 20, freq: 0.9, n: 140, bumps: 7 }), '#405c71'));
  // sandstone ledge with railing
  const ledge = [[-10, 812], [200, 800], [420, 808], [640, 832], [820, 870], [940, 910]];
  s.add(path(`${smooth(ledge)} L -10 910 Z`, s.lin(['#cda27c', [1, '#93705b']])));
  s.add(path(`${smooth(ledge.map(([x, y]) => [x, y + 14]))} L -10 910 Z`, '#b0866a', { opacity: 0.55 }));
  for (let i = 0; i < 9; i++) s.add(stroke(D`M ${s.rand(0, 620)} ${s.rand(830, 890)} q 45 -5 100 0`, '#7a5a4a', 2, { opacity: 0.3 }));
  const posts = [[40, 806], [190, 802], [340, 804], [490, 816], [640, 834]];
  for (const [px, py] of posts) s.add(rect(px - 3.5, py - 78, 7, 80, '#2f3943', { rx: 2 }));
  const railTop = posts.map(([px, py]) => [px, py - 76]);
  s.add(stroke(smooth([[-10, 730], ...railTop]), '#2f3943', 6), stroke(smooth([[-10, 764], ...railTop.map(([px, py]) => [px, py + 36])]), '#2f3943', 3.5));
  // overhanging gum bough
  const bough = [[1220, 40], [1120, 70], [1010, 130], [930, 210]];
  s.add(stroke(smooth(bough), '#8c7a6b', 9), stroke(smooth([[1090, 85], [1060, 160], [1040, 240]]), '#8c7a6b', 4), stroke(smooth([[1180, 52], [1150, 130], [1160, 220]]), '#8c7a6b', 4));
  for (const [bx, by] of [...bough.slice(1), [1060, 160], [1040, 240], [1150, 130], [1160, 220], [970, 170], [1200, 120]]) {
    for (let i = 0; i < 14; i++) s.add(leaf(bx + s.rand(-50, 50), by + s.rand(-25, 30), s.rand(40, 70), s.rand(70, 115), s.pick(['#5e7b69', '#7a957f', '#4d6a5a', '#8aa28c']), 0.16));
  }
  s.add(birds(s, 520, 320, 3, 9, '#4b5a6a'));
  return s.svg();
}

/** Sailing boat crossing a wide sunset. */
export function sunsetSail() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 67);
  const hz = 560;
  const sx = 500;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#3b3460', [0.3, '#7b4e78'], [0.58, '#d57667'], [0.82, '#f4a965'], [1, '#fde0a4']])));
  s.add(stars(s, 30, 0, 0, W, 150));
  for (let i = 0; i < 12; i++) {
    const y = s.rand(90, 470);
    s.add(streak(s, s.rand(-100, W + 100), y, s.rand(200, 600), s.rand(6, 18), y < 300 ? '#9a5a82' : s.pick(['#f6a58c', '#f9c48d']), 0.35 + 0.3 * (y / 470)));
  }
  s.add(sun(s, sx, hz + 6, 86, { haloR: 620, haloOp: 0.55, edge: '#ffd08a' }));
  s.add(path(smooth([[-10, hz - 30], [70, hz - 44], [170, hz - 30], [260, hz - 6], [300, hz]]) + D` L 300 ${hz + 2} L -10 ${hz + 2} Z`, '#5b3f63'));
  s.add(rect(0, hz, W, H - hz, s.lin(['#f2ab76', [0.25, '#c97b72'], [0.6, '#7b5068'], [1, '#3d3055']])));
  s.add(seaLines(s, hz + 3, H, 170, ['#fbd3a0', '#fbd3a0', '#5c3f5f'], { op: 0.35 }));
  s.add(shimmer(s, sx, hz + 2, H - 20, 170, '#ffe1a6', 0.8, 60));
  const boat = sailboat(800, 660, 300, { hull: '#2a1e36' });
  s.add(reflect(s, 668, boat, 0.3, 3));
  s.add(seaLines(s, 670, 900, 40, ['#e59b7c'], { x0: 650, x1: 950, op: 0.4, len: [40, 120] }));
  s.add(boat);
  s.add(stroke('M 660 672 Q 720 676 790 670', '#ffe1c0', 2, { opacity: 0.5 }), stroke('M 820 676 Q 900 684 980 676', '#ffe1c0', 2, { opacity: 0.4 }));
  s.add(sailboat(200, hz + 10, 46, { hull: '#4a2f52' }));
  s.add(birds(s, 900, 260, 5, 13, '#4b2f4f'));
  s.add(vignette(s, 0.35, '#1f1426'));
  return s.svg();
}

/** Fairy lights over a wooden dance floor, a couple mid-twirl. */
export function firstDance() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 71);
  s.add(rect(0, 0, W, H, s.lin(['#141731', [0.55, '#2a2344'], [1, '#3b2c47']])));
  s.add(bokeh(s, 40, [0, 100, W, 620], ['#ffcf85', '#f5a98a', '#fff0c9'], [10, 34], [0.08, 0.3]));
  s.add(figTree(s, 70, 640, 520, { dark: '#121428', mid: '#16182e', light: '#1b1d34', trunk: '#121428' }));
  s.add(figTree(s, 1140, 650, 560, { dark: '#121428', mid: '#16182e', light: '#1b1d34', trunk: '#121428' }));
  s.add(glow(s, 600, 560, 560, '#f2b36f', 0.42));
  s.add(rect(0, 600, W, 300, '#181a2c'));
  const vp = [600, 340];
  const floor = [[-120, 900], [1320, 900], [1010, 610], [190, 610]];
  s.add(path(poly(floor), s.lin(['#5c4039', [1, '#8d6049']])));
  for (let k = -14; k <= 14; k++) {
    const bx = 600 + k * 105;
    const t = (610 - 900) / (vp[1] - 900);
    s.add(stroke(D`M ${bx} 900 L ${lerp(bx, vp[0], t)} 610`, '#3e2a28', 1.6, { opacity: 0.55 }));
  }
  for (const y of [640, 690, 760, 850]) s.add(rect(0, y, W, 1.5, '#3e2a28', { opacity: 0.25 }));
  s.add(rect(190, 606, 820, 6, '#a77a5c'));
  for (let i = 0; i < 26; i++) s.add(ellipse(s.rand(200, 1000), s.rand(640, 880), s.rand(6, 20), s.rand(2, 5), '#ffd38d', { opacity: 0.25, filter: s.blur(3) }));
  s.add(glow(s, 600, 760, 360, '#ffcf8a', 0.22));
  const cpl = couple(600, 770, 290, '#120e1c', 'twirl');
  s.add(reflect(s, 770, cpl, 0.25, 3), cpl);
  const strands = [[-20, 70, 1220, 120, 120], [-20, 210, 1220, 170, 110], [-20, 20, 1220, -10, 170], [300, -10, 1220, 300, 90], [-20, 290, 900, -10, 90]];
  for (const [x1, y1, x2, y2, sag] of strands) s.add(stringLights(s, x1, y1, x2, y2, sag, 22, { r: 3.6, glowR: 24, glowOp: 0.6 }));
  for (const lx of [230, 970]) {
    s.add(glow(s, lx, 640, 90, '#ffbf6a', 0.5), rect(lx - 14, 612, 28, 40, '#f7d79a', { rx: 4, opacity: 0.9 }), rect(lx - 16, 606, 32, 8, '#2d2430', { rx: 2 }), circle(lx, 634, 6, '#fff6dc'));
  }
  s.add(vignette(s, 0.45, '#07060f'));
  return s.svg();
}

/** Meadow of wildflowers in soft morning light. */
export function wildflowers() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 89);
  const hz = 460;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#c7d9e6', [0.6, '#f1e5dd'], [1, '#fbeedd']])));
  s.add(glow(s, 250, 190, 560, '#fff3d6', 0.7));
  s.add(cloud(800, 140, 200, '#ffffff', '#eef0f3', 0.7), cloud(1040, 230, 120, '#ffffff', '#eef0f3', 0.55));
  s.add(path(ridge(s, { y: hz - 50, amp: 26, freq: 1.1, bottom: hz + 2, n: 60 }), '#bccab4'));
  s.add(path(ridge(s, { y: hz - 16, amp: 14, freq: 1.6, bottom: hz + 2, n: 120, bumps: 8 }), '#a3b894'));
  for (let i = 0; i < 10; i++) s.add(roundTree(s.rand(0, W), hz - 4, s.rand(10, 18), '#879e78', '#6d7a62'));
  s.add(rect(0, hz, W, H - hz, s.lin(['#c2d09f', [0.45, '#a3b87f'], [1, '#7b955f']])));
  for (let i = 0; i < 26; i++) s.add(ellipse(s.rand(0, W), s.rand(hz + 20, hz + 200), s.rand(60, 160), s.rand(8, 20), s.pick(['#f0b2b5', '#f7e3a0', '#c9c6ec', '#ffffff']), { opacity: 0.3, filter: s.blur(10) }));
  const kinds = [
    ['#e27a6f', '#4a2b33', 5],
    ['#fffaf0', '#f2c14e', 12],
    ['#8ea2dd', '#4e5b9a', 8],
    ['#f5cf5b', '#d99a2b', 5],
    ['#f2a9c4', '#f6d77c', 8],
    ['#fffaf0', '#f2c14e', 12],
  ];
  const items = [];
  for (let i = 0; i < 1100; i++) {
    const t = s.r();
    items.push([s.rand(-20, W + 20), hz + 6 + (H - hz + 20) * t, t]);
  }
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y, t] of items) {
    const size = 1.5 + 26 * t ** 2.2;
    const [pc, cc, n] = s.pick(kinds);
    if (size < 5) {
      s.add(circle(x, y, size * 0.7, pc, { opacity: 0.9 }));
      continue;
    }
    const lean = s.rand(-0.3, 0.3) * size;
    s.add(stroke(D`M ${x - lean} ${y + size * 3.5} Q ${x - lean * 0.3} ${y + size * 1.5} ${x} ${y}`, '#6a8a52', size * 0.12));
    if (s.r() < 0.4) s.add(leaf(x - lean * 0.5, y + size * 2, size * 1.1, s.rand(-160, -20), '#7c9b60', 0.25));
    s.add(flower(x, y, size, pc, cc, n, s.rand(0, 90)));
  }
  s.add(grass(s, 600, H + 4, 120, 70, '#6d8a53', 620, 0.8));
  s.add(g({ filter: s.blur(7) }, flower(90, 850, 90, '#e27a6f', '#4a2b33', 5, 20), flower(1130, 800, 70, '#fffaf0', '#f2c14e', 12, 0)));
  s.add(g({ transform: 'translate(760 560) rotate(-15)' }, ellipse(-9, -4, 10, 7, '#f0a6b4', { transform: 'rotate(-30)' }), ellipse(9, -4, 10, 7, '#f0a6b4', { transform: 'rotate(30)' }), ellipse(-6, 5, 6, 4, '#e58ea0'), ellipse(6, 5, 6, 4, '#e58ea0'), rect(-1, -8, 2, 16, '#5a3b46', { rx: 1 })));
  s.add(glow(s, 250, 190, 900, '#fff3d6', 0.18));
  return s.svg();
}

/** 2016: sharing an umbrella on a rainy high street at night. */
export function storyUmbrella() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 16);
  const street = 610;
  s.add(rect(0, 0, W, H, s.lin(['#1b2240', [0.6, '#2d3252'], [1, '#363a58']])));
  const facades = ['#413c5c', '#4a4262', '#38425c', '#4f4358', '#3f4760'];
  const wins = [];
  let x = -30;
  let i = 0;
  while (x < W + 20) {
    const w = s.rand(160, 215);
    const h = s.rand(330, 410);
    const top = street - h;
    const col = facades[i++ % facades.length];
    s.add(rect(x, top, w, h, col));
    s.add(rect(x - 4, top - 10, w + 8, 14, col), rect(x + w * 0.3, top - 26, w * 0.4, 18, col, { rx: 3 }), rect(x, top + 4, w, 3, '#000000', { opacity: 0.15 }));
    for (const k of [0.22, 0.62]) {
      const wx = x + w * k;
      const lit = s.r() < 0.6;
      const ww = w * 0.18;
      s.add(path(D`M ${wx} ${top + 120} L ${wx} ${top + 60} A ${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${top + 60} L ${wx + ww} ${top + 120} Z`, lit ? '#e9b872' : '#262a44', { opacity: lit ? 0.9 : 1 }));
      s.add(rect(wx - 3, top + 120, ww + 6, 5, '#d8cfc4', { opacity: 0.5 }));
      if (lit) wins.push([wx + ww / 2, ww, 0.18]);
    }
    s.add(rect(x + 12, street - 150, w - 24, 130, s.lin(['#f6cd86', [1, '#e39a63']])), rect(x + w / 2 - 2, street - 150, 4, 130, '#3a3348'));
    s.add(rect(x + 12, street - 20, w - 24, 20, '#2d2a40'));
    s.add(rect(x - 6, street - 176, w + 12, 14, '#262a40'), path(D`M ${x - 6} ${street - 162} L ${x + w + 6} ${street - 162} L ${x + w + 6} ${street - 154} L ${x - 6} ${street - 154} Z`, '#1d2034'));
    wins.push([x + w / 2, w - 30, 0.3]);
    x += w + 4;
  }
  for (const lx of [230, 980]) {
    s.add(rect(lx - 4, 280, 8, street - 280 + 20, '#1a1d30'), path(D`M ${lx - 16} 282 L ${lx + 16} 282 L ${lx + 10} 262 L ${lx - 10} 262 Z`, '#1a1d30'));
    s.add(glow(s, lx, 290, 220, '#ffd38a', 0.45), circle(lx, 288, 9, '#fff3d2'));
    s.add(path(D`M ${lx - 12} 292 L ${lx + 12} 292 L ${lx + 120} ${street + 30} L ${lx - 120} ${street + 30} Z`, '#ffd38a', { opacity: 0.08 }));
  }
  s.add(rect(0, street, W, H - street, s.lin(['#2e3350', [1, '#1d2136']])));
  s.add(rect(0, street, W, 10, '#4a4a66'));
  const refl = [];
  for (const [wx, ww, op] of wins) refl.push(rect(wx - ww / 2, street + 14, ww, s.rand(120, 220), s.lin([[0, '#f4c27e', op * 1.6], [1, '#f4c27e', 0]])));
  for (const lx of [230, 980]) refl.push(rect(lx - 14, street + 14, 28, 280, s.lin([[0, '#ffe0a0', 0.6], [1, '#ffe0a0', 0]])));
  s.add(g({ filter: s.blur(5) }, refl));
  for (let k = 0; k < 60; k++) s.add(rect(s.rand(-20, W), s.rand(street + 20, H), s.rand(30, 120), 1.5, '#c6cde6', { opacity: 0.12 }));
  const feet = 800;
  s.add(ellipse(600, feet + 6, 160, 24, '#5a5f86', { opacity: 0.35 }));
  const cpl = couple(600, feet, 250, '#15172a', 'umbrella', { umbrella: s.lin(['#e59aa0', [1, '#b45f6d']]) });
  s.add(reflect(s, feet, cpl, 0.3, 4), cpl);
  for (const [ex, ey] of [[520, 790], [690, 812], [450, 850], [760, 860]]) s.add(ellipse(ex, ey, 22, 5, 'none', { stroke: '#c6cde6', 'stroke-width': 1.4, opacity: 0.35 }));
  s.add(rain(s, 520, '#d8e0f4'));
  s.add(vignette(s, 0.45, '#0c0e1c'));
  return s.svg();
}

/** 2018: sunset over the mountains, the couple on a rock ledge. */
export function storyMountains() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 18);
  s.add(rect(0, 0, W, H, s.lin(['#3e4577', [0.32, '#7d5e8a'], [0.56, '#d4877c'], [0.72, '#f3ae7f'], [0.8, '#fbd3a0'], [1, '#fbd3a0']])));
  for (let i = 0; i < 8; i++) s.add(streak(s, s.rand(-100, W), s.rand(120, 380), s.rand(240, 520), s.rand(6, 14), s.pick(['#f2a28e', '#c07c95']), 0.4));
  s.add(sun(s, 420, 540, 46, { haloR: 520, haloOp: 0.6 }));
  for (let i = 0; i < 7; i++) {
    const a = rad(-170 + i * 22 + s.rand(-4, 4));
    s.add(path(D`M 420 540 L ${420 + Math.cos(a) * 1200} ${540 + Math.sin(a) * 1200} L ${420 + Math.cos(a + 0.05) * 1200} ${540 + Math.sin(a + 0.05) * 1200} Z`, '#ffe3b0', { opacity: 0.03 }));
  }
  const layers = [
    [560, 16, '#d79f98', 0.4],
    [600, 24, '#b5849a', 0.35],
    [650, 30, '#8d6c8e', 0.3],
    [715, 34, '#625280', 0.3],
    [790, 30, '#3e3b66', 0.5],
  ];
  for (const [y, amp, color, cap] of layers) {
    s.add(path(ridge(s, { y, amp, freq: 1.2, cap, n: 100, bumps: 4 }), color));
    if (y < 760) s.add(ellipse(s.rand(300, 900), y + 36, 700, 22, '#f7c7b2', { opacity: 0.28, filter: s.blur(14) }));
  }
  s.add(path('M 700 910 L 720 760 C 760 720 800 700 860 694 L 1220 688 L 1220 910 Z', '#231f3f'));
  s.add(path('M 860 694 L 1220 688 L 1220 700 L 870 706 Z', '#3a2f52'));
  s.add(couple(960, 694, 150, '#1a1830', 'hands'));
  s.add(gumTree(s, 1140, 700, 560, { trunk: '#231f3f', leaves: ['#231f3f', '#2a2547', '#1f1b38'], lean: -0.08 }));
  s.add(birds(s, 640, 330, 4, 11, '#4a3a5e'));
  s.add(vignette(s, 0.35, '#1a1226'));
  return s.svg();
}

/** 2023: proposal on the beach at sunrise, coffee cups in the sand. */
export function storyProposal() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 23);
  const hz = 540;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#a1b3d5', [0.42, '#dcc1d3'], [0.78, '#f7cdb8'], [1, '#fde6c6']])));
  s.add(sun(s, 800, hz + 4, 46, { haloR: 460, haloOp: 0.65, halo: '#ffd9a8' }));
  s.add(cloud(300, 160, 220, '#fbe6e6', '#efcfd6', 0.6), cloud(620, 240, 150, '#fde9e3', '#f1d3d5', 0.5), cloud(1020, 120, 180, '#fbe6e6', '#efcfd6', 0.5));
  const head = [];
  for (let x = 860; x <= 1220; x += 6) {
    const u = Math.min(1, (x - 860) / 300);
    head.push([x, hz - 100 * Math.sin((u * Math.PI) / 2) ** 1.6 - (x > 940 ? 7 * Math.abs(Math.sin(x / 13 + Math.sin(x / 41))) : 0)]);
  }
  s.add(path(`${smooth(head)} L 1220 ${hz + 2} L 860 ${hz + 2} Z`, '#9a87a6'));
  s.add(path(smooth([[-10, hz - 24], [80, hz - 34], [200, hz - 20], [290, hz]]) + D` L 290 ${hz + 2} L -10 ${hz + 2} Z`, '#b3a3bd'));
  const shore = 680;
  s.add(rect(0, hz, W, shore - hz + 30, s.lin(['#fad7bb', [0.45, '#d8b8c4'], [1, '#a3b1c9']])));
  s.add(seaLines(s, hz + 3, shore, 90, ['#fff0dd', '#fff0dd', '#8f9dbb'], { op: 0.35 }));
  s.add(shimmer(s, 800, hz + 2, shore - 4, 60, '#fff1d6', 0.8, 36));
  const edge = [];
  for (let x = -40; x <= W + 40; x += 80) edge.push([x, shore + 10 * Math.sin(x / 210)]);
  const beach = `${smooth(edge)} L ${W + 40} ${H} L -40 ${H} Z`;
  s.add(path(beach, s.lin(['#f1dcc6', [0.5, '#e6c9ae'], [1, '#d3b193']])));
  s.add(path(beach, s.lin([[0, '#fde8cf', 0.6], [0.22, '#fde8cf', 0]])));
  s.add(stroke(smooth(edge.map(([x, y]) => [x, y - 1])), '#ffffff', 3, { opacity: 0.8 }));
  s.add(stroke(smooth(edge.map(([x, y]) => [x, y + 18 + 4 * Math.sin(x / 70)])), '#ffffff', 2, { opacity: 0.4, 'stroke-dasharray': '120 40 60 30' }));
  const feet = 760;
  const cpl = couple(540, feet, 230, '#3c3150', 'kneel');
  s.add(reflect(s, feet, cpl, 0.16, 2), cpl);
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    const [px, py] = qpt([220, 920], [300, 800], [470, 768], t);
    s.add(ellipse(px + (i % 2 ? 7 : -7) * (1.4 - t), py, 6 - t * 3, 2.8 - t * 1.2, '#b48f7a', { opacity: 0.3 }));
  }
  s.add(ellipse(985, 842, 90, 14, '#b8957a', { opacity: 0.4 }));
  s.add(coffeeCup(945, 842, 96, -4), coffeeCup(1030, 848, 88, 9, '#d9a88c'));
  s.add(grass(s, 60, H + 4, 120, 18, '#a89580', 60, 0.8));
  s.add(birds(s, 620, 250, 3, 12, '#7e6a8a'));
  s.add(glow(s, 800, hz, 900, '#ffe1bd', 0.12));
  return s.svg();
}

/** Guest photo: long lunch table under a wisteria pergola. */
export function familyLunch() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 101);
  const vp = [600, 380];
  const P = (X, Y, z) => [vp[0] + X / z, vp[1] + Y / z];
  const quadZ = (X0, X1, Y, z0, z1) => poly([P(X0, Y, z0), P(X1, Y, z0), P(X1, Y, z1), P(X0, Y, z1)]);
  s.add(rect(0, 0, W, vp[1] + 20, s.lin(['#cfe1e6', [1, '#f1efe2']])));
  s.add(glow(s, 880, 180, 520, '#fff3d2', 0.6));
  for (let i = 0; i < 16; i++) s.add(circle(s.rand(0, W), vp[1] - s.rand(-10, 50), s.rand(40, 90), s.pick(['#a8bd97', '#98b088', '#b7c8a4'])));
  s.add(rect(0, vp[1] + 8, W, H, s.lin(['#c5d2a4', [1, '#a0b483']])));
  s.add(path(quadZ(-760, 760, 420, 0.5, 9), '#dccbaa', { opacity: 0.5 }));
  const posts = [1.05, 1.6, 2.5, 3.9, 6.2];
  const beamY = -300;
  for (const z of posts.slice().reverse()) {
    for (const X of [-680, 680]) {
      const [px, py] = P(X, 420, z);
      const [, ty] = P(X, beamY, z);
      s.add(rect(px - 18 / z, ty, 36 / z, py - ty, '#f3ede3'), rect(px + (X < 0 ? 6 : -18) / z, ty, 12 / z, py - ty, '#dcd2c3'));
    }
  }
  for (const X of [-680, 680]) s.add(path(poly([P(X - 20, beamY - 16, 0.9), P(X + 20, beamY - 16, 0.9), P(X + 20, beamY - 16, 8), P(X - 20, beamY - 16, 8)]), '#e9e0d2'), path(poly([P(X, beamY - 16, 0.9), P(X, beamY + 14, 0.9), P(X, beamY + 14, 8), P(X, beamY - 16, 8)]), '#f3ede3'));
  // table: the near end is just out of frame
  const t0 = 0.6;
  const t1 = 6.4;
  s.add(path(quadZ(-330, 330, 250, t0, t1), s.lin(['#f1ece3', [1, '#fdfbf7']])));
  s.add(path(poly([P(-330, 250, t1), P(330, 250, t1), P(330, 330, t1), P(-330, 330, t1)]), '#e8e0d4'));
  s.add(path(quadZ(-45, 45, 250, t0, t1), '#e9dfcd'));
  const zs = [];
  for (let z = 0.78; z < t1 - 0.3; z *= 1.28) zs.push(z);
  for (const z of zs.slice().reverse()) {
    for (const side of [-1, 1]) {
      const k = 1 / z;
      const sp = (X, Y) => P(side * X, Y, z);
      const [ox, oy] = sp(430, 420);
      const [ix] = sp(365, 420);
      const [, seatY] = sp(0, 325);
      const [, backY] = sp(0, 190);
      s.add(stroke(D`M ${ox} ${backY} L ${ox} ${oy}`, '#b58d68', 9 * k), stroke(D`M ${ix} ${seatY} L ${ix} ${oy}`, '#b58d68', 8 * k));
      s.add(stroke(D`M ${ox} ${seatY} L ${ix} ${seatY}`, '#c9a27d', 12 * k), stroke(D`M ${ox} ${backY + 20 * k} L ${ox} ${backY + 60 * k}`, '#c9a27d', 16 * k));
    }
    for (const X of [-230, 230]) {
      const [cx, cy] = P(X, 250, z);
      const k = 1 / z;
      s.add(ellipse(cx, cy, 74 * k, 22 * k, '#ffffff'), ellipse(cx, cy, 54 * k, 15 * k, '#efe7dc'), ellipse(cx, cy - 2 * k, 32 * k, 8 * k, s.pick(['#e0a06f', '#a9bf7f', '#d86e6e', '#e9c98e'])));
      const [fx, fy] = P(X * 1.33, 250, z);
      s.add(rect(fx - 3 * k, fy - 20 * k, 6 * k, 40 * k, '#c8c2b8', { rx: 3 * k }));
      const [gx, gy] = P(X * 0.6, 250, z - 0.12);
      s.add(path(D`M ${gx - 12 * k} ${gy - 72 * k} Q ${gx - 12 * k} ${gy - 40 * k} ${gx} ${gy - 38 * k} Q ${gx + 12 * k} ${gy - 40 * k} ${gx + 12 * k} ${gy - 72 * k} Z`, '#ffffff', { opacity: 0.55 }));
      s.add(path(D`M ${gx - 11 * k} ${gy - 58 * k} Q ${gx - 11 * k} ${gy - 41 * k} ${gx} ${gy - 40 * k} Q ${gx + 11 * k} ${gy - 41 * k} ${gx + 11 * k} ${gy - 58 * k} Z`, '#b0485a', { opacity: 0.85 }), rect(gx - 1.5 * k, gy - 38 * k, 3 * k, 36 * k, '#ffffff', { opacity: 0.7 }), ellipse(gx, gy - 2 * k, 12 * k, 3 * k, '#ffffff', { opacity: 0.6 }));
    }
    const [mx, my] = P(0, 250, z + 0.15);
    const k = 1 / (z + 0.15);
    for (let i = 0; i < 7; i++) s.add(leaf(mx + s.rand(-36, 36) * k, my + s.rand(-8, 8) * k, s.rand(30, 48) * k, s.rand(0, 360), s.pick(['#7f9b72', '#9bb58a', '#6a8861']), 0.3));
    if (zs.indexOf(z) % 2 === 0) {
      s.add(rect(mx - 15 * k, my - 50 * k, 30 * k, 50 * k, '#ffffff', { opacity: 0.45, rx: 6 * k }));
      for (let i = 0; i < 5; i++) s.add(flower(mx + s.rand(-20, 20) * k, my - (54 + s.rand(0, 28)) * k, s.rand(12, 18) * k, s.pick(['#f2b8b8', '#ffffff', '#f4d28c']), '#e8b04a', 6, s.rand(0, 60)));
    } else {
      s.add(path(D`M ${mx - 9 * k} ${my} L ${mx - 9 * k} ${my - 70 * k} Q ${mx - 9 * k} ${my - 84 * k} ${mx - 3 * k} ${my - 90 * k} L ${mx - 3 * k} ${my - 112 * k} L ${mx + 3 * k} ${my - 112 * k} L ${mx + 3 * k} ${my - 90 * k} Q ${mx + 9 * k} ${my - 84 * k} ${mx + 9 * k} ${my - 70 * k} L ${mx + 9 * k} ${my} Z`, '#405f46'), rect(mx - 8 * k, my - 58 * k, 16 * k, 24 * k, '#f4ead7'));
    }
  }
  // cross beams with foliage and hanging wisteria
  for (const z of posts.slice().reverse()) {
    const a = P(-700, beamY, z);
    const b = P(700, beamY, z);
    const k = 1 / z;
    s.add(rect(a[0], a[1] - 16 * k, b[0] - a[0], 28 * k, '#efe7da'), rect(a[0], a[1] + 8 * k, b[0] - a[0], 4 * k, '#d7ccbb'));
    for (let i = 0; i < 40; i++) {
      const x = lerp(a[0], b[0], s.r());
      s.add(leaf(x, a[1] + s.rand(-14, 10) * k, s.rand(26, 44) * k, s.rand(20, 160), s.pick(['#6f8f5f', '#87a571', '#9ab882', '#5c7d52']), 0.32));
    }
    for (let i = 0; i < 9; i++) {
      const x = lerp(a[0], b[0], s.rand(0.03, 0.97));
      const len = s.rand(50, 110) * k;
      for (let j = 0; j < 12; j++) {
        const t = j / 12;
        s.add(circle(x + s.rand(-1, 1) * (1 - t) * 9 * k, a[1] + 10 * k + t * len, (1 - t * 0.6) * 6 * k, s.pick(['#a58cc8', '#b9a3d8', '#8e74b6', '#cbbbe6'])));
      }
    }
    s.add(stringLights(s, a[0], a[1] + 12 * k, b[0], b[1] + 12 * k, 60 * k, 12, { r: 6 * k, glowR: 40 * k, glowOp: 0.45, wire: '#6d6458' }));
  }
  s.add(vignette(s, 0.22, '#2b2a1c'));
  return s.svg();
}

/** Guest photo: dance lesson in a sunlit studio with arched windows. */
export function danceLesson() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 111);
  const floorY = 600;
  s.add(rect(0, 0, W, floorY, s.lin(['#f3e6d8', [1, '#e6d0bd']])));
  s.add(rect(0, floorY - 40, W, 40, '#e9d7c4'), rect(0, floorY - 42, W, 4, '#fbf4ea'));
  const windows = [250, 600, 950];
  const beams = [];
  for (const wx of windows) {
    const w = 190;
    const top = 110;
    const bot = 540;
    const arch = D`M ${wx - w / 2} ${bot} L ${wx - w / 2} ${top + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${wx + w / 2} ${top + w / 2} L ${wx + w / 2} ${bot} Z`;
    s.add(path(arch, '#fbf4ea', { transform: D`translate(${wx} ${bot}) scale(1.1 1.04) translate(${-wx} ${-bot})` }));
    s.add(path(arch, s.lin(['#fff9ee', [0.6, '#fbe9cf'], [1, '#f4d7b3']])));
    s.add(g({ filter: s.blur(14), opacity: 0.5 }, circle(wx + 40, top + 260, 70, '#b9cea3'), circle(wx - 50, top + 320, 60, '#a9c293'), rect(wx - w / 2, bot - 90, w, 90, '#b4c99e')));
    for (const dx of [-w / 6, w / 6]) s.add(rect(wx + dx - 2.5, top + 10, 5, bot - top - 10, '#fbf6ef'));
    for (let y = top + 150; y < bot; y += 95) s.add(rect(wx - w / 2, y - 2.5, w, 5, '#fbf6ef'));
    s.add(path(arch, 'none', { stroke: '#fbf6ef', 'stroke-width': 8 }));
    s.add(rect(wx - w / 2 - 14, bot, w + 28, 12, '#fbf4ea'));
    beams.push(path(D`M ${wx - w / 2} ${bot} L ${wx + w / 2} ${bot} L ${wx + w / 2 + 260} ${H} L ${wx - w / 2 + 160} ${H} Z`, '#fff4dc', { opacity: 0.22 }));
  }
  s.add(rect(0, 430, W, 6, '#c8a46f'), rect(0, 436, W, 2, '#a38152'));
  for (const bx of [60, 425, 775, 1140]) s.add(rect(bx - 2, 430, 4, 24, '#a38152'));
  for (const px of [425, 775]) {
    s.add(path(D`M ${px - 34} ${floorY - 2} L ${px - 28} ${floorY - 70} L ${px + 28} ${floorY - 70} L ${px + 34} ${floorY - 2} Z`, '#c97f5d'), rect(px - 36, floorY - 78, 72, 12, '#b66e4f', { rx: 3 }));
    for (let i = 0; i < 11; i++) {
      const a = -150 + i * 12 + s.rand(-5, 5);
      s.add(leaf(px, floorY - 76, s.rand(90, 150), a, s.pick(['#5f8a5c', '#77a06f', '#4e7a52']), 0.22));
    }
  }
  const vp = [600, 380];
  s.add(rect(0, floorY, W, H - floorY, s.lin(['#c69b72', [1, '#a6764f']])));
  for (let k = -16; k <= 16; k++) {
    const bx = 600 + k * 90;
    const t = (floorY - H) / (vp[1] - H);
    s.add(stroke(D`M ${bx} ${H} L ${lerp(bx, vp[0], t)} ${floorY}`, '#8a5f3e', 1.5, { opacity: 0.35 }));
  }
  for (const y of [628, 668, 724, 800]) s.add(rect(0, y, W, 1.2, '#8a5f3e', { opacity: 0.18 }));
  s.add(g({ filter: s.blur(6) }, beams));
  const feet = 790;
  const cpl = couple(600, feet, 300, '#3a2d3a', 'twirl');
  s.add(reflect(s, feet, cpl, 0.18, 3), cpl);
  s.add(glow(s, 600, 300, 700, '#fff2d8', 0.2));
  return s.svg();
}

/** Guest photo: garden party with a marquee, bunting and lanterns. */
export function gardenParty() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 121);
  const hz = 520;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#97c0da', [1, '#e7efe6']])));
  s.add(cloud(250, 150, 230, '#ffffff', '#e6ecf1', 0.85), cloud(930, 110, 190, '#ffffff', '#e6ecf1', 0.8));
  for (const [x, r, c] of [[80, 90, '#6f8f63'], [230, 70, '#80a071'], [1000, 80, '#7a9a6c'], [1130, 95, '#6a8a5e'], [880, 60, '#8aa679']]) s.add(roundTree(x, hz + 10, r, c, '#6b5a50', '#9db78c'));
  for (const cx of [340, 860]) s.add(cypress(cx, hz + 10, 60, 220, '#5f7e58'));
  s.add(rect(0, hz - 20, W, 40, '#7d9a6c', { rx: 14 }));
  s.add(rect(0, hz, W, H - hz, s.lin(['#b1c891', [1, '#86a26a']])));
  for (let i = 0; i < 7; i++) s.add(path(D`M ${-300 + i * 260} ${H} L ${300 + i * 100} ${hz} L ${350 + i * 100} ${hz} L ${-160 + i * 260} ${H} Z`, '#ffffff', { opacity: 0.05 }));
  // marquee
  const mx = 600;
  const base = 660;
  const mw = 560;
  s.add(ellipse(mx, base + 4, mw * 0.58, 18, '#5f7a4e', { opacity: 0.35 }));
  s.add(rect(mx - mw / 2, base - 140, mw, 140, '#f6f1e8'));
  s.add(rect(mx - mw / 2 + 40, base - 128, mw - 80, 128, s.lin(['#f6d9ae', [1, '#e9c08e']])));
  for (const tx of [mx - 160, mx, mx + 160]) s.add(ellipse(tx, base - 40, 54, 14, '#ffffff'), rect(tx - 54, base - 40, 108, 34, '#fbf7f0'), circle(tx, base - 56, 12, '#f1a9ad'));
  s.add(stringLights(s, mx - mw / 2 + 40, base - 124, mx + mw / 2 - 40, base - 124, 24, 14, { r: 3, glowR: 16, wire: '#8e7760' }));
  s.add(path(D`M ${mx - mw / 2 - 20} ${base - 140} L ${mx - 140} ${base - 300} L ${mx} ${base - 160} L ${mx + 140} ${base - 300} L ${mx + mw / 2 + 20} ${base - 140} Z`, s.lin(['#ffffff', [1, '#ece6dc']])));
  s.add(path(D`M ${mx - 140} ${base - 300} L ${mx} ${base - 160} L ${mx - 40} ${base - 160} Z`, '#e3dbcf', { opacity: 0.8 }), path(D`M ${mx + 140} ${base - 300} L ${mx + mw / 2 + 20} ${base - 140} L ${mx + mw / 2 - 40} ${base - 140} Z`, '#e3dbcf', { opacity: 0.8 }));
  const sc = [];
  for (let x = mx - mw / 2 - 20; x < mx + mw / 2 + 20; x += 30) sc.push(D`Q ${x + 15} ${base - 122} ${x + 30} ${base - 140}`);
  s.add(path(D`M ${mx - mw / 2 - 20} ${base - 140} ${sc.join(' ')} Z`, '#ffffff'));
  for (const px of [mx - mw / 2 + 4, mx + mw / 2 - 4, mx - mw / 2 + 40, mx + mw / 2 - 40]) s.add(rect(px - 3, base - 132, 6, 132, '#ffffff'));
  for (const [px, h] of [[mx - 140, 300], [mx + 140, 300]]) s.add(stroke(D`M ${px} ${base - h} L ${px} ${base - h - 30}`, '#bdb2a2', 3), path(D`M ${px} ${base - h - 30} L ${px + 26} ${base - h - 23} L ${px} ${base - h - 16} Z`, '#d98e92'));
  // outdoor tables
  for (const [tx, ty, k] of [[180, 700, 1], [1030, 720, 1.05], [330, 800, 1.25]]) {
    s.add(ellipse(tx, ty + 60 * k, 80 * k, 12 * k, '#5f7a4e', { opacity: 0.3 }));
    s.add(path(D`M ${tx - 70 * k} ${ty} L ${tx - 78 * k} ${ty + 58 * k} Q ${tx} ${ty + 70 * k} ${tx + 78 * k} ${ty + 58 * k} L ${tx + 70 * k} ${ty} Z`, '#fbf8f2'), ellipse(tx, ty, 70 * k, 16 * k, '#ffffff'));
    s.add(floralCluster(s, tx, ty - 14 * k, 30 * k, { n: 4 }));
  }
  // lanterns & bunting
  for (const [lx, ly, r, c] of [[120, 250, 34, '#f5d0cf'], [200, 300, 26, '#fbf1dc'], [60, 330, 22, '#f2e2a8'], [1090, 270, 32, '#fbf1dc'], [1160, 330, 24, '#f5d0cf']]) {
    s.add(stroke(D`M ${lx} 0 L ${lx} ${ly - r}`, '#8e7760', 1.4), circle(lx, ly, r, c), ellipse(lx, ly, r * 0.5, r, 'none', { stroke: '#000000', 'stroke-width': 1.2, opacity: 0.08 }), rect(lx - r * 0.3, ly - r - 3, r * 0.6, 5, '#d6c4a8'));
  }
  for (const [x1, y1, x2, y2, sag] of [[-20, 60, 1220, 110, 70], [-20, 170, 700, 30, 50]]) {
    const c = [(x1 + x2) / 2, (y1 + y2) / 2 + sag * 2];
    s.add(stroke(D`M ${x1} ${y1} Q ${c[0]} ${c[1]} ${x2} ${y2}`, '#8e7760', 1.6));
    const n = 22;
    for (let i = 0; i < n; i++) {
      const p0 = qpt([x1, y1], c, [x2, y2], (i + 0.15) / n);
      const p1 = qpt([x1, y1], c, [x2, y2], (i + 0.85) / n);
      const m = lerp2(p0, p1, 0.5);
      s.add(path(poly([p0, p1, [m[0], m[1] + 38]]), ['#d98e92', '#9caf88', '#e6c27a', '#f4d6cf', '#2f3d5c'][i % 5]));
    }
  }
  for (const [bx, by] of [[40, 880], [1160, 870], [620, 900]]) {
    s.add(circle(bx, by, 70, '#6f8d61'), circle(bx + 50, by + 10, 50, '#7c9a6c'));
    for (let i = 0; i < 9; i++) s.add(rose(bx + s.rand(-60, 80), by + s.rand(-50, 10), s.rand(9, 14), s.pick(ROSES), s.rand(0, 360)));
  }
  return s.svg();
}

/** Guest photo: bright beach day with umbrella and towels. */
export function beachDay() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 131);
  const hz = 380;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#6aaed6', [1, '#cfe9f0']])));
  s.add(glow(s, 1000, 60, 400, '#ffffff', 0.5));
  s.add(cloud(420, 140, 220), cloud(820, 220, 150, '#ffffff', '#e6ecf1', 0.8), cloud(140, 260, 110, '#ffffff', '#e6ecf1', 0.7));
  s.add(path(smooth([[-10, hz - 120], [90, hz - 130], [200, hz - 100], [300, hz - 40], [380, hz]]) + D` L 380 ${hz + 2} L -10 ${hz + 2} Z`, '#8aa77c'));
  s.add(path(smooth([[-10, hz - 60], [120, hz - 70], [240, hz - 40], [330, hz]]) + D` L 330 ${hz + 2} L -10 ${hz + 2} Z`, '#d9c8a4'));
  for (const [px, ph] of [[40, 150], [110, 190], [175, 140], [250, 110]]) s.add(pine(px, hz - 95 + (px > 200 ? 40 : 0), ph, '#3f6b55'));
  const shore = 610;
  s.add(rect(0, hz, W, shore - hz + 30, s.lin(['#2f86a8', [0.45, '#3ea6b8'], [1, '#84d3c9']])));
  s.add(seaLines(s, hz + 3, shore, 110, ['#ffffff', '#e6fbf6', '#2a7897'], { op: 0.4 }));
  for (const wy of [470, 530]) {
    const pts = [];
    for (let x = -20; x <= W + 20; x += 40) pts.push([x, wy + 5 * Math.sin(x / 50 + wy)]);
    s.add(stroke(smooth(pts), '#ffffff', 3, { opacity: 0.5, 'stroke-dasharray': '90 40 160 60' }));
  }
  const edge = [];
  for (let x = -40; x <= W + 40; x += 60) edge.push([x, shore + 12 * Math.sin(x / 160) + 4 * Math.sin(x / 37)]);
  const beach = `${smooth(edge)} L ${W + 40} ${H} L -40 ${H} Z`;
  s.add(path(`${smooth(edge.map(([x, y]) => [x, y - 10]))} L ${W + 40} ${H} L -40 ${H} Z`, '#ffffff', { opacity: 0.85 }));
  s.add(path(beach, s.lin(['#e6cfa6', [0.12, '#f3e2c3'], [1, '#ead0a8']])));
  for (const [hx, hy] of [[380, 500], [720, 455]]) s.add(circle(hx, hy, 6, '#6b4a3a'), ellipse(hx, hy + 6, 12, 3, '#ffffff', { opacity: 0.6 }));
  // towels
  const towel = (quad, a, b, n) => {
    const out = [path(poly(quad), a)];
    const [p, q, r, t] = quad;
    for (let i = 1; i < n; i += 2) out.push(path(poly([lerp2(p, t, i / n), lerp2(q, r, i / n), lerp2(q, r, (i + 1) / n), lerp2(p, t, (i + 1) / n)]), b));
    return out;
  };
  s.add(towel([[520, 800], [760, 760], [740, 690], [520, 720]], '#fbf5ea', '#9caf88', 8));
  s.add(towel([[800, 850], [1040, 830], [1000, 750], [790, 765]], '#fbf5ea', '#2f3d5c', 8));
  // umbrella
  const ax = 760;
  const ay = 500;
  s.add(ellipse(720, 770, 210, 40, '#b99a72', { opacity: 0.3 }));
  s.add(stroke(D`M ${ax} ${ay} L ${ax + 40} 790`, '#f5f0e8', 7), stroke(D`M ${ax} ${ay} L ${ax + 40} 790`, '#c9bfae', 2, { transform: 'translate(2 0)' }));
  const rim = [];
  for (let i = 0; i <= 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    rim.push([ax + Math.cos(a) * 210, ay + 70 + Math.sin(a) * 52]);
  }
  for (let i = 0; i < 16; i++) {
    const [p, q] = [rim[i], rim[i + 1]];
    const m = lerp2(p, q, 0.5);
    s.add(path(D`M ${ax} ${ay - 30} L ${p[0]} ${p[1]} Q ${m[0]} ${m[1] + 14} ${q[0]} ${q[1]} Z`, i % 2 ? '#fbf3e6' : '#e58e8f'));
  }
  s.add(circle(ax, ay - 32, 7, '#f5f0e8'));
  // hat, bag, bucket, board
  s.add(ellipse(620, 745, 50, 16, '#e8cf9a'), ellipse(620, 736, 26, 14, '#e1c48b'), rect(594, 736, 52, 6, '#d98e92'));
  s.add(path('M 1050 780 L 1060 720 L 1120 720 L 1130 780 Z', '#f4ead8'), stroke('M 1068 722 Q 1090 690 1112 722', '#c9a86a', 4), rect(1050, 740, 80, 8, '#9caf88'));
  s.add(path('M 430 790 L 436 750 L 470 750 L 476 790 Z', '#f2b84b'), stroke('M 438 752 Q 453 734 468 752', '#6b4a3a', 2));
  s.add(path('M 1110 560 C 1080 520 1090 420 1120 380 C 1150 420 1160 520 1130 560 Z', '#f7e1a0', { transform: 'rotate(12 1120 560)' }), stroke('M 1120 390 L 1120 556', '#e4a27a', 3, { transform: 'rotate(12 1120 560)' }));
  s.add(g({ transform: 'translate(300 700)' }, ellipse(0, 0, 22, 12, '#ffffff'), circle(18, -10, 8, '#ffffff'), path('M 25 -11 L 34 -8 L 25 -7 Z', '#f2b84b'), path('M -22 -2 L -4 -8 L 10 0 Z', '#9aa3ad'), stroke('M -2 12 L -2 22 M 6 12 L 6 22', '#f2a25b', 2)));
  s.add(birds(s, 650, 120, 3, 14, '#5b6b7a'));
  return s.svg();
}

/** Guest photo (PNG): campervan on a winding coastal road. Flat colours keep the palette small. */
export function roadTrip() {
  const W = 1000;
  const H = 750;
  const s = new Scene(W, H, 141);
  s.grain = 0;
  const hz = 330;
  s.add(rect(0, 0, W, hz + 2, '#f6d7bd'), rect(0, 0, W, 200, '#f2c6b0'), rect(0, 0, W, 90, '#e8b3a9'));
  s.add(circle(700, 210, 66, '#fdebc8'), circle(700, 210, 92, '#fdebc8', { opacity: 0.4 }));
  s.add(cloud(250, 120, 180, '#fbe8dc', '#f3d2c6', 1), cloud(880, 90, 120, '#fbe8dc', '#f3d2c6', 1));
  s.add(rect(0, hz, W, 200, '#7fb3be'), rect(0, hz, W, 10, '#a6cfd0'));
  for (let i = 0; i < 30; i++) s.add(rect(s.rand(480, W), s.rand(hz + 14, hz + 170), s.rand(20, 70), 2, '#c8e4e2', { rx: 1 }));
  s.add(path(smooth([[-10, hz - 40], [120, hz - 90], [260, hz - 70], [380, hz - 20], [470, hz + 40], [560, hz + 170], [600, H]]) + D` L -10 ${H} Z`, '#9bb58a'));
  s.add(path(taper([300, hz + 48], [250, hz - 20], [180, hz - 70], 12, 4, 12), '#6f6c74'));
  s.add(path(smooth([[-10, hz + 60], [150, hz + 20], [320, hz + 50], [460, hz + 140], [540, H]]) + D` L -10 ${H} Z`, '#7f9e74'));
  const road = [];
  for (let i = 0; i <= 12; i++) road.push(qpt([-40, 760], [470, 600], [300, hz + 48], i / 12));
  s.add(path(taper([-40, 760], [470, 600], [300, hz + 48], 48, 12, 24), '#6f6c74'));
  s.add(stroke(smooth(road), '#fbeed0', 3, { 'stroke-dasharray': '24 20' }));
  s.add(path(smooth([[560, H], [600, hz + 250], [700, hz + 200], [860, hz + 190], [1010, hz + 210]]) + D` L 1010 ${H} Z`, '#e9d2a6'));
  s.add(path(smooth([[640, H], [700, hz + 290], [820, hz + 262], [1010, hz + 270]]) + D` L 1010 ${H} Z`, '#5f8163'));
  for (const [tx, ty, th] of [[470, 470, 150], [820, 560, 200], [930, 600, 230], [60, 520, 150]]) {
    s.add(rect(tx - 4, ty - th * 0.6, 8, th * 0.6, '#d8cbbb'));
    s.add(circle(tx, ty - th * 0.7, th * 0.18, '#5f8a66'), circle(tx - th * 0.14, ty - th * 0.6, th * 0.13, '#4f7a58'), circle(tx + th * 0.14, ty - th * 0.62, th * 0.14, '#6a9470'));
  }
  // campervan
  s.add(g(
    { transform: 'translate(200 670) rotate(-24) scale(0.95)' },
    ellipse(0, 48, 120, 10, '#3d4a3e', { opacity: 0.35 }),
    rect(-110, -60, 220, 100, '#f6efe2', { rx: 30 }),
    path('M -110 -5 L 110 -5 L 110 10 Q 110 40 80 40 L -80 40 Q -110 40 -110 10 Z', '#8fcfb9'),
    path('M 60 -60 Q 110 -60 110 -20 L 110 -5 L 60 -5 Z', '#8fcfb9'),
    rect(70, -48, 30, 30, '#3e5a6b', { rx: 6 }),
    rect(-90, -48, 40, 28, '#3e5a6b', { rx: 5 }), rect(-40, -48, 40, 28, '#3e5a6b', { rx: 5 }), rect(10, -48, 40, 28, '#3e5a6b', { rx: 5 }),
    rect(-96, -74, 170, 12, '#e58e8f', { rx: 6 }), rect(-80, -66, 6, 8, '#6f6c74'), rect(40, -66, 6, 8, '#6f6c74'),
    circle(-62, 40, 22, '#2e3538'), circle(-62, 40, 9, '#d8d4cc'), circle(66, 40, 22, '#2e3538'), circle(66, 40, 9, '#d8d4cc'),
    circle(112, 14, 6, '#fdebc8'),
  ));
  s.add(birds(s, 480, 150, 4, 12, '#7b5e6a'));
  return s.svg();
}

/** Fallback hero: soft floral arch on a lawn, no people. */
export function heroFallback() {
  const W = 1600;
  const H = 1067;
  const s = new Scene(W, H, 201);
  const cx = 800;
  const ground = 770;
  s.add(rect(0, 0, W, H, s.lin(['#efe3dc', [0.6, '#f6ede6'], [1, '#f3e8df']])));
  s.add(g({ filter: s.blur(28) }, [...Array(22)].map(() => circle(s.rand(-100, W + 100), s.rand(420, 720), s.rand(90, 200), s.pick(['#c9d3b6', '#b7c6a2', '#d9dfca', '#aebf9b'])))));
  s.add(bokeh(s, 40, [0, 120, W, 700], ['#ffffff', '#fbe6e1', '#fff4dc'], [10, 40], [0.25, 0.6]));
  s.add(rect(0, ground, W, H - ground, s.lin(['#c8d3ad', [1, '#a7b98a']])));
  s.add(rect(0, ground - 6, W, 14, '#b9c79d', { opacity: 0.6, filter: s.blur(4, true) }));
  s.add(path(D`M ${cx - 70} ${ground + 8} L ${cx + 70} ${ground + 8} L ${cx + 260} ${H} L ${cx - 260} ${H} Z`, s.lin(['#f2ebe1', [1, '#fbf7f1']])));
  for (let i = 0; i < 70; i++) {
    const t = s.rand(0, 1);
    const hw = lerp(70, 260, t);
    s.add(ellipse(cx + s.rand(-1, 1) * hw * 1.2, lerp(ground + 12, H, t), 3 + t * 6, 1.6 + t * 3, s.pick(['#e8aeb0', '#f3c9c6', '#d9888f', '#ffffff']), { opacity: 0.85, transform: `rotate(${r2(s.rand(-40, 40))} ${r2(cx)} ${r2(ground)})` }));
  }
  const R = 250;
  const top = 470;
  const archD = D`M ${cx - R} ${ground + 4} L ${cx - R} ${top} A ${R} ${R} 0 0 1 ${cx + R} ${top} L ${cx + R} ${ground + 4}`;
  s.add(ellipse(cx, ground + 8, R + 60, 16, '#8ea074', { opacity: 0.35 }));
  s.add(stroke(archD, '#e9dfcf', 16), stroke(archD, '#fbf6ee', 9));
  const onArch = (deg) => [cx + Math.cos(rad(deg)) * R, top - Math.sin(rad(deg)) * R];
  for (let d = 20; d <= 175; d += 8) {
    const [x, y] = onArch(d);
    for (let k = 0; k < 3; k++) s.add(leaf(x, y, s.rand(30, 55), s.rand(0, 360), s.pick(['#8ea67e', '#6e8a66', '#a8ba98']), 0.3));
  }
  for (let yy = top + 40; yy < top + 200; yy += 22) for (let k = 0; k < 2; k++) s.add(leaf(cx + R, yy, s.rand(28, 46), s.rand(0, 360), s.pick(['#8ea67e', '#a8ba98']), 0.3));
  const [ax, ay] = onArch(138);
  s.add(floralCluster(s, ax, ay, 150, { n: 13 }));
  s.add(floralCluster(s, cx - R + 20, top + 40, 80, { n: 6 }));
  s.add(floralCluster(s, cx + R, top + 260, 110, { n: 9 }));
  s.add(floralCluster(s, cx - R - 30, ground - 30, 95, { n: 8, sy: 0.6 }));
  s.add(floralCluster(s, cx + R + 30, ground - 25, 80, { n: 7, sy: 0.6 }));
  s.add(glow(s, cx, 300, 900, '#fff7ea', 0.25));
  s.add(vignette(s, 0.18, '#6b5448'));
  return s.svg();
}

/** Fallback venue: garden ceremony with rows of white chairs and an arch. */
export function venueFallback() {
  const W = 1200;
  const H = 800;
  const s = new Scene(W, H, 211);
  const hz = 380;
  s.add(rect(0, 0, W, hz + 2, s.lin(['#b7d0df', [1, '#eef0e4']])));
  s.add(glow(s, 950, 80, 420, '#fff6dc', 0.6));
  s.add(cloud(300, 110, 200, '#ffffff', '#e6ecf1', 0.75), cloud(820, 150, 150, '#ffffff', '#e6ecf1', 0.65));
  for (let i = 0; i < 12; i++) s.add(roundTree(s.rand(-40, W + 40), hz - 10, s.rand(45, 75), s.pick(['#8aa47b', '#7c9a70', '#98b088']), '#6b5a50', '#a9be97'));
  for (const x of [150, 260, 940, 1050]) s.add(cypress(x, hz + 10, 50, 200, '#66855d'));
  s.add(rect(0, hz - 24, W, 40, '#7d9a6c', { rx: 16 }));
  s.add(rect(0, hz, W, H - hz, s.lin(['#bccd9a', [1, '#93ad75']])));
  const vp = [600, 300];
  const P = (X, Y, z) => [vp[0] + X / z, vp[1] + Y / z];
  s.add(path(poly([P(-70, 500, 0.9), P(70, 500, 0.9), P(70, 500, 5.8), P(-70, 500, 5.8)]), '#f7f1e8'));
  for (let i = 0; i < 50; i++) {
    const z = s.rand(1, 5.5);
    const [px, py] = P(s.rand(-60, 60), 500, z);
    s.add(ellipse(px, py, 6 / z + 1, 3 / z + 0.6, s.pick(['#e8aeb0', '#f3c9c6', '#d9888f']), { opacity: 0.85 }));
  }
  // arch at the end of the aisle
  const [ax, ay] = P(0, 500, 6);
  const ar = 230 / 6;
  s.add(stroke(D`M ${ax - ar} ${ay} L ${ax - ar} ${ay - ar * 1.6} A ${ar} ${ar} 0 0 1 ${ax + ar} ${ay - ar * 1.6} L ${ax + ar} ${ay}`, '#fbf6ee', 6));
  s.add(floralCluster(s, ax - ar * 0.7, ay - ar * 2.2, 24, { n: 6 }), floralCluster(s, ax + ar, ay - ar * 0.8, 16, { n: 4 }));
  const chair = (X, z, deco) => {
    const [x, y] = P(X, 500, z);
    const k = 1 / z;
    const out = [
      ellipse(x, y + 2 * k, 34 * k, 6 * k, '#6f8a5a', { opacity: 0.3 }),
      rect(x - 26 * k, y - 112 * k, 5 * k, 112 * k, '#e4ddd2'),
      rect(x + 21 * k, y - 112 * k, 5 * k, 112 * k, '#e4ddd2'),
      rect(x - 30 * k, y - 58 * k, 60 * k, 9 * k, '#f2e8dc', { rx: 3 * k }),
      rect(x - 28 * k, y - 50 * k, 5 * k, 54 * k, '#f4f0e9'),
      rect(x + 23 * k, y - 50 * k, 5 * k, 54 * k, '#f4f0e9'),
      rect(x - 27 * k, y - 116 * k, 54 * k, 10 * k, '#fbf9f5', { rx: 4 * k }),
      rect(x - 27 * k, y - 90 * k, 54 * k, 5 * k, '#fbf9f5'),
    ];
    for (const dx of [-12, 0, 12]) out.push(rect(x + (dx - 1.5) * k, y - 108 * k, 3 * k, 20 * k, '#f4f0e9'));
    if (deco) out.push(floralCluster(s, x, y - 116 * k, 20 * k, { n: 3 }), path(D`M ${x - 3 * k} ${y - 108 * k} L ${x - 10 * k} ${y - 70 * k} L ${x - 2 * k} ${y - 74 * k} Z M ${x + 3 * k} ${y - 108 * k} L ${x + 10 * k} ${y - 70 * k} L ${x + 2 * k} ${y - 74 * k} Z`, '#f3d3cc'));
    return out;
  };
  const rows = [5, 4.1, 3.35, 2.75, 2.25, 1.85, 1.52, 1.25];
  for (const z of rows) {
    for (const X of [110, 180, 250, 320, 390, 460, 530]) {
      s.add(chair(-X, z, X === 110), chair(X, z, X === 110));
    }
  }
  return s.svg();
}

/** Sample memory: two wedding rings on blush silk. */
export function memoryRings() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 301);
  s.add(rect(0, 0, W, H, s.lin(['#f6e4de', [1, '#e7c3bd']], 0, 0, 1, 1)));
  const folds = [];
  for (let i = 0; i < 7; i++) {
    const y = -100 + i * 170;
    folds.push(path(D`M -100 ${y} C 300 ${y - 120} 700 ${y + 200} 1300 ${y + 40} L 1300 ${y + 110} C 700 ${y + 260} 300 ${y - 40} -100 ${y + 80} Z`, i % 2 ? '#fff5f1' : '#d9aaa5', { opacity: 0.45 }));
  }
  s.add(g({ filter: s.blur(24) }, folds));
  s.add(bokeh(s, 26, [0, 0, W, 350], ['#fff3e0', '#ffffff', '#f8d9c0'], [12, 42], [0.25, 0.6]));
  const cy = 500;
  const rx = 170;
  const ry = 92;
  const c1 = 520;
  const c2 = 680;
  const gold = s.lin(['#b8863b', [0.25, '#f3d48a'], [0.5, '#c8974a'], [0.75, '#fbe7b0'], [1, '#a8772f']], 0, 0, 1, 0.3);
  const rose = s.lin(['#b87a62', [0.3, '#f2c1a6'], [0.55, '#c98c72'], [0.8, '#f8d6c2'], [1, '#a86a55']], 0, 0, 1, 0.3);
  s.add(ellipse(600, cy + 60, 330, 60, '#9c6a68', { opacity: 0.3, filter: s.blur(18) }));
  const ring = (x, col, w) => [ellipse(x, cy, rx, ry, 'none', { stroke: col, 'stroke-width': w }), ellipse(x, cy, rx - w / 2 + 1, ry - w / 2 + 1, 'none', { stroke: '#6b4a2a', 'stroke-width': 2, opacity: 0.25 }), ellipse(x, cy - 3, rx + w / 2 - 4, ry + w / 2 - 4, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.45 })];
  const d = (c2 - c1) / 2;
  const iy = ry * Math.sqrt(1 - (d / rx) ** 2);
  s.add(ring(c2, rose, 24), ring(c1, gold, 28));
  s.add(g({ 'clip-path': s.clip(circle(600, cy + iy, 40, '#000')) }, ring(c2, rose, 24)));
  const [gx, gy] = [c1 - 40, cy - ry - 14];
  s.add(path(D`M ${gx - 8} ${gy + 10} L ${gx + 8} ${gy + 10} L ${gx + 6} ${gy + 18} L ${gx - 6} ${gy + 18} Z`, '#d9b064'));
  s.add(path(D`M ${gx - 24} ${gy} L ${gx + 24} ${gy} L ${gx} ${gy + 24} Z`, '#dfeef5'), path(D`M ${gx - 16} ${gy - 14} L ${gx + 16} ${gy - 14} L ${gx + 24} ${gy} L ${gx - 24} ${gy} Z`, '#ffffff'));
  s.add(path(D`M ${gx - 8} ${gy - 14} L ${gx} ${gy} L ${gx + 8} ${gy - 14} Z`, '#e9f4f8'), path(D`M ${gx} ${gy} L ${gx + 24} ${gy} L ${gx} ${gy + 24} Z`, '#b9d4e2'), path(D`M ${gx - 24} ${gy} L ${gx - 8} ${gy} L ${gx} ${gy + 24} Z`, '#f4fbfd'));
  s.add(glow(s, gx, gy - 4, 70, '#ffffff', 0.6), sparkle(gx + 10, gy - 18, 26), sparkle(780, 380, 16, '#fff7e0'), sparkle(420, 600, 12, '#fff7e0', 0.7));
  for (let i = 0; i < 16; i++) s.add(ellipse(s.rand(0, W), s.rand(650, 880), s.rand(10, 18), s.rand(5, 8), s.pick(['#e8a7a9', '#f3c8c6', '#d98f95']), { opacity: 0.8, transform: `rotate(${r2(s.rand(0, 180))} 600 760)` }));
  return s.svg();
}

/** Sample memory: bridal bouquet with ribbon. */
export function memoryBouquet() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 311);
  s.add(rect(0, 0, W, H, s.lin(['#e1e8d9', [1, '#c4d0b6']])));
  s.add(bokeh(s, 34, [0, 0, W, H], ['#ffffff', '#f6f1e4', '#e6efdc'], [14, 50], [0.25, 0.55]));
  s.add(ellipse(620, 860, 220, 30, '#7f8f6c', { opacity: 0.3, filter: s.blur(14) }));
  for (let i = 0; i < 16; i++) {
    const x0 = 560 + i * 5;
    s.add(stroke(D`M ${x0 + (i - 8) * 4} 560 Q ${600 + (i - 8) * 2.5} 700 ${585 + i * 2.2} 870`, s.pick(['#7c9263', '#6f8758', '#8aa06f']), 6));
  }
  s.add(path('M 548 650 Q 600 672 652 650 L 646 740 Q 600 758 554 740 Z', s.lin(['#f6dcd5', [0.5, '#fbece7'], [1, '#e6c0b8']], 0, 0, 1, 0)));
  s.add(path('M 600 690 C 540 640 470 660 500 700 C 520 726 570 708 600 690 Z', '#f1cfc8'), path('M 600 690 C 660 640 730 660 700 700 C 680 726 630 708 600 690 Z', '#f1cfc8'));
  s.add(path('M 596 696 C 580 760 560 800 540 840 L 556 846 C 578 806 596 766 606 700 Z', '#efc7bf'), path('M 604 696 C 626 752 650 790 676 830 L 662 840 C 636 800 616 760 596 700 Z', '#e9bdb4'));
  s.add(ellipse(600, 692, 16, 13, '#e8b9b0'));
  s.add(floralCluster(s, 600, 420, 250, { n: 16, sx: 1, sy: 0.85 }));
  s.add(floralCluster(s, 560, 380, 120, { n: 6 }));
  s.add(vignette(s, 0.2, '#3e4a34'));
  return s.svg();
}

/** Sample memory: two champagne flutes clinking. */
export function memoryChampagne() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 321);
  s.add(rect(0, 0, W, H, s.lin(['#1b2340', [0.6, '#2c2a4d'], [1, '#3b2f4a']])));
  s.add(g({ filter: s.blur(6) }, bokeh(s, 46, [0, 0, W, H], ['#ffd58f', '#f7b28b', '#fff0c9'], [14, 60], [0.12, 0.4])));
  s.add(stringLights(s, -20, 60, 1220, 40, 80, 18, { r: 4, glowR: 26 }));
  s.add(glow(s, 600, 420, 460, '#f5c77a', 0.3));
  s.add(rect(0, 800, W, 100, s.lin(['#2c2438', '#1c1726'])));
  s.add(g({ transform: 'translate(480 812) rotate(12)' }, flute(s)));
  s.add(g({ transform: 'translate(720 812) rotate(-12)' }, flute(s, '#f3cf86')));
  s.add(glow(s, 600, 398, 90, '#fff6d8', 0.7), sparkle(600, 396, 38, '#fffbef'), sparkle(560, 360, 14, '#fff3c8', 0.8), sparkle(646, 350, 10, '#fff3c8', 0.7));
  for (let i = 0; i < 14; i++) s.add(circle(600 + s.rand(-70, 70), 390 - s.rand(0, 120), s.rand(1.5, 3.5), '#fff3c8', { opacity: r2(s.rand(0.4, 0.9)) }));
  s.add(g({ transform: 'translate(0 1624) scale(1 -1)', opacity: 0.12, filter: s.blur(3) }, g({ transform: 'translate(480 812) rotate(12)' }, flute(s)), g({ transform: 'translate(720 812) rotate(-12)' }, flute(s))));
  s.add(vignette(s, 0.4, '#0b0c18'));
  return s.svg();
}

/** Sample memory: three pillar candles and rose petals. */
export function memoryCandles() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 331);
  s.add(rect(0, 0, W, H, s.lin(['#2a1c22', [0.7, '#4a2f31'], [1, '#3a2526']])));
  s.add(g({ filter: s.blur(8) }, bokeh(s, 30, [0, 0, W, 620], ['#ffb866', '#f59a6a', '#ffd9a0'], [16, 70], [0.1, 0.35])));
  s.add(glow(s, 600, 460, 620, '#ffae5c', 0.3));
  s.add(rect(0, 720, W, 180, s.lin(['#6a4638', [1, '#3a2624']])));
  s.add(rect(0, 718, W, 4, '#8a5e4a', { opacity: 0.6 }));
  const cs = [[450, 95, 250], [610, 108, 340], [770, 90, 200]];
  for (const [x, w] of cs) s.add(ellipse(x, 760, w * 0.7, 14, '#ffcf8a', { opacity: 0.25, filter: s.blur(6) }));
  for (const [x, w, h] of cs) s.add(candle(s, x, 740, w, h));
  for (const [x, w] of cs) s.add(g({ filter: s.blur(6) }, rect(x - w * 0.3, 750, w * 0.6, 90, '#ffd9a0', { opacity: 0.15 })), ellipse(x, 742, w / 2 + 4, 8, '#2a1c1c', { opacity: 0.35 }));
  for (let i = 0; i < 18; i++) {
    const x = s.rand(120, 1080);
    const y = s.rand(770, 880);
    s.add(path(D`M ${x} ${y} q 14 -14 26 0 q -12 12 -26 0 Z`, s.pick(['#c24e5b', '#d9697a', '#a83c4c']), { transform: `rotate(${r2(s.rand(0, 360))} ${r2(x + 13)} ${r2(y)})`, opacity: 0.95 }));
  }
  s.add(vignette(s, 0.5, '#100808'));
  return s.svg();
}

/** Sample story: coffee for two by a rainy café window. */
export function sampleStoryCafe() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 341);
  s.add(rect(0, 0, W, H, s.lin(['#e9d6c2', [1, '#d9bfa5']])));
  s.add(rect(120, 60, 960, 520, s.lin(['#3a4a6b', [1, '#5b5e7e']])));
  s.add(g({ filter: s.blur(10) }, bokeh(s, 40, [120, 60, 1080, 580], ['#ffcf85', '#f5a98a', '#a8c4e8', '#fff0c9'], [14, 46], [0.3, 0.7])));
  s.add(rain(s, 140, '#dfe6f6', { x0: 120, y0: 60, x1: 1080, y1: 560, op: [0.1, 0.3], slant: 0.05 }));
  for (let i = 0; i < 60; i++) s.add(circle(s.rand(130, 1070), s.rand(70, 570), s.rand(2, 5), '#ffffff', { opacity: 0.25 }));
  s.add(rect(590, 60, 20, 520, '#7a5642'), rect(120, 300, 960, 14, '#7a5642'));
  s.add(path('M 100 40 L 1100 40 L 1100 600 L 100 600 Z M 120 60 L 120 580 L 1080 580 L 1080 60 Z', '#8b6249', { 'fill-rule': 'evenodd' }));
  s.add(rect(80, 590, 1040, 22, '#a0765a'));
  s.add(path('M 0 660 L 1200 660 L 1200 900 L 0 900 Z', s.lin(['#f4ede4', [1, '#e1d4c4']])));
  s.add(rect(0, 650, W, 14, '#cdbba6'));
  const cup = (x, y, c) => [
    ellipse(x, y + 40, 120, 24, '#000000', { opacity: 0.1 }),
    ellipse(x, y + 30, 110, 24, '#ffffff'),
    ellipse(x, y + 26, 80, 15, '#efe8de'),
    path(D`M ${x - 70} ${y - 40} L ${x + 70} ${y - 40} Q ${x + 66} ${y + 26} ${x} ${y + 28} Q ${x - 66} ${y + 26} ${x - 70} ${y - 40} Z`, c),
    path(D`M ${x + 66} ${y - 24} C ${x + 110} ${y - 30} ${x + 110} ${y + 10} ${x + 56} ${y + 8}`, 'none', { stroke: c, 'stroke-width': 12 }),
    ellipse(x, y - 40, 70, 16, '#e8d3bb'),
    ellipse(x, y - 40, 58, 12, '#b07f55'),
    path(D`M ${x} ${y - 30} C ${x - 26} ${y - 44} ${x - 16} ${y - 56} ${x} ${y - 46} C ${x + 16} ${y - 56} ${x + 26} ${y - 44} ${x} ${y - 30} Z`, '#f6ead8'),
  ];
  s.add(cup(440, 760, '#fbf7f0'), cup(770, 770, '#c98c8f'));
  for (const x of [440, 770]) s.add(stroke(D`M ${x - 10} ${710} C ${x - 40} ${660} ${x + 20} ${640} ${x - 6} ${590}`, '#ffffff', 6, { opacity: 0.35 }), stroke(D`M ${x + 14} ${705} C ${x + 40} ${665} ${x - 10} ${630} ${x + 18} ${600}`, '#ffffff', 5, { opacity: 0.25 }));
  s.add(path('M 1020 700 L 1010 640 Q 1030 630 1050 640 L 1040 700 Z', '#ffffff', { opacity: 0.6 }), stroke('M 1030 640 Q 1028 600 1036 570', '#6f8a5e', 3), rose(1036, 565, 16, ROSES[2], 20), leaf(1030, 610, 26, -40, '#7f9b72', 0.3));
  s.add(vignette(s, 0.28, '#3a2a20'));
  return s.svg();
}

/** Sample story: starry night on a hill, a glowing tent. */
export function sampleStoryStars() {
  const W = 1200;
  const H = 900;
  const s = new Scene(W, H, 351);
  s.add(rect(0, 0, W, H, s.lin(['#0e1430', [0.6, '#25305a'], [1, '#4d4872']])));
  s.add(g({ transform: 'rotate(-28 600 400)' }, ellipse(600, 380, 900, 90, '#c9c2e6', { opacity: 0.16, filter: s.blur(30) }), ellipse(620, 380, 700, 36, '#e9dff5', { opacity: 0.12, filter: s.blur(16) })));
  s.add(stars(s, 260, 0, 0, W, 640));
  s.add(g({ transform: 'rotate(-28 600 400)' }, stars(s, 200, -100, 330, 1300, 430, '#ffffff')));
  s.add(path('M 860 120 L 1010 190 L 1006 196 Z', s.lin([[0, '#ffffff', 0], [1, '#ffffff', 0.9]], 0, 0, 1, 0)), circle(1008, 193, 2.5, '#ffffff'));
  for (const [x, y, r] of [[220, 90, 2.6], [480, 180, 2.2], [930, 300, 2.4], [120, 380, 2]]) s.add(sparkle(x, y, r * 5, '#fff8e8', 0.9));
  s.add(path(ridge(s, { y: 640, amp: 30, freq: 1, n: 80 }), '#2c2f58'));
  s.add(path(ridge(s, { y: 700, amp: 24, freq: 1.6, n: 80 }), '#23264a'));
  s.add(path('M -10 910 L -10 800 C 200 760 420 730 620 728 C 820 726 1000 760 1210 800 L 1210 910 Z', '#181a36'));
  for (const [px, ph] of [[90, 170], [150, 120], [1060, 190], [1130, 140]]) s.add(pine(px, 800, ph, '#14162e'));
  s.add(glow(s, 820, 700, 200, '#ffc46b', 0.45));
  s.add(path('M 740 744 L 820 650 L 900 744 Z', s.lin(['#ffd58f', [1, '#f0a85a']])), path('M 820 650 L 806 744 L 834 744 Z', '#8a5a3a', { opacity: 0.5 }), stroke('M 820 650 L 820 636', '#14162e', 3));
  s.add(couple(560, 730, 130, '#0f1126', 'hands'));
  for (let i = 0; i < 20; i++) s.add(glow(s, s.rand(100, 1100), s.rand(760, 880), 10, '#f9e27a', 0.8), circle(s.rand(100, 1100), s.rand(760, 880), 1.6, '#fff2a8', { opacity: 0.8 }));
  return s.svg();
}

// ================================================================ video ====

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
/** Blend two #rrggbb colours. */
export function mix(a, b, u) {
  const [p, q] = [hex(a), hex(b)];
  return `#${p.map((v, i) => Math.round(lerp(v, q[i], u)).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One frame of the 2020 "Home" clip: a small flat with a big window, plants and
 * a record player. t runs 0..1 over the clip; afternoon gold drifts to rosy dusk,
 * the record spins, leaves sway, fairy lights twinkle, notes float up.
 */
export function flatFrame(t) {
  const W = 640;
  const H = 480;
  const s = new Scene(W, H, 401);
  s.grain = 0;
  const TAU = Math.PI * 2;
  const k = t;
  s.add(rect(0, 0, W, H, s.lin([mix('#f3e4d2', '#f0d9cf', k), mix('#e6cfba', '#e2c4bb', k)])));
  // window and the street outside
  const [x0, y0, x1, y1] = [60, 40, 350, 318];
  const outside = [
    rect(x0, y0, x1 - x0, y1 - y0, s.lin([mix('#f7cf9c', '#eea7a2', k), mix('#fde6c4', '#f9cdb4', k)])),
    glow(s, 250, 170 + 50 * t, 150, mix('#fff0c4', '#ffd2a8', k), 0.8),
    circle(250, 170 + 50 * t, 24, mix('#fff6dc', '#ffe0c0', k)),
    path(smooth([[x0, 250], [110, 236], [170, 244], [240, 226], [300, 238], [x1, 230]]) + ` L ${x1} ${y1} L ${x0} ${y1} Z`, mix('#c9a3a6', '#b98f9c', k)),
  ];
  const roofs = [];
  for (let i = 0; i < 7; i++) {
    const rx = x0 - 10 + i * 46;
    const rh = 40 + ((i * 37) % 30);
    roofs.push(path(D`M ${rx} ${y1} L ${rx} ${y1 - rh} L ${rx + 22} ${y1 - rh - 18} L ${rx + 44} ${y1 - rh} L ${rx + 44} ${y1} Z`, mix('#9f7c8a', '#8c6a80', k)), rect(rx + 30, y1 - rh - 22, 7, 16, mix('#9f7c8a', '#8c6a80', k)));
    for (const wy of [y1 - rh + 10, y1 - rh + 34]) roofs.push(rect(rx + 10, wy, 9, 12, '#ffd89a', { opacity: r2(0.25 + 0.6 * k * ((i + wy) % 3 === 0 ? 1 : 0.3)) }));
  }
  outside.push(roofs, circle(318, 232, 40, '#8e9b7e'), circle(295, 250, 30, '#7f8f70'), rect(312, 255, 6, 60, '#6e5a56'));
  for (let i = 0; i < 3; i++) {
    const bx = 120 + i * 60 + ((t * 140 + i * 40) % 200);
    outside.push(stroke(D`M ${bx - 5} ${90 + i * 18} q 2.5 -3 5 0 q 2.5 -3 5 0`, '#7d6470', 1.4));
  }
  s.add(g({ 'clip-path': s.clip(rect(x0, y0, x1 - x0, y1 - y0, '#000')) }, outside));
  s.add(path(`M ${x0 - 14} ${y0 - 14} H ${x1 + 14} V ${y1 + 4} H ${x0 - 14} Z M ${x0} ${y0} V ${y1} H ${x1} V ${y0} Z`, '#fbf7f0', { 'fill-rule': 'evenodd' }));
  s.add(rect((x0 + x1) / 2 - 4, y0, 8, y1 - y0, '#fbf7f0'), rect(x0, 150, x1 - x0, 8, '#fbf7f0'));
  s.add(rect(x0 - 24, y1, x1 - x0 + 48, 14, '#fffaf3'), rect(x0 - 24, y1 + 14, x1 - x0 + 48, 4, '#d9c7b3'));
  // sunbeam on the wall and floor
  const beamOp = 0.16 + 0.05 * Math.sin(TAU * t);
  s.add(path(D`M ${x1 + 14} ${y0 + 10} L ${x1 + 150 + 40 * t} ${y0 + 90} L ${x1 + 230 + 40 * t} ${H} L ${x1 + 14} ${H} Z`, mix('#fff1cf', '#ffd9c8', k), { opacity: r2(beamOp) }));
  // fairy lights along the top of the window
  s.add(stringLights(s, x0 - 20, y0 - 6, x1 + 20, y0 - 6, 14, 14, { r: 2.6, glowR: 12, glowOp: 0.7, wire: '#7a6a60', phase: TAU * t * 2, twinkle: 0.7 }));
  // plants on the sill
  const sway = (amp, ph) => r2(amp * Math.sin(TAU * t * 2 + ph));
  const sill = y1;
  s.add(path(D`M 92 ${sill} L 86 ${sill - 40} L 134 ${sill - 40} L 128 ${sill} Z`, '#c97f5d'), rect(83, sill - 46, 54, 9, '#b66e4f', { rx: 3 }));
  const mon = [];
  for (const [a, l] of [[-150, 60], [-120, 74], [-95, 80], [-70, 70], [-40, 58], [-105, 52]]) {
    mon.push(stroke(D`M 110 ${sill - 44} L ${110 + Math.cos(rad(a)) * l * 0.7} ${sill - 44 + Math.sin(rad(a)) * l * 0.7}`, '#5d8a5e', 2.2));
    mon.push(leaf(110 + Math.cos(rad(a)) * l * 0.6, sill - 44 + Math.sin(rad(a)) * l * 0.6, 34, a, '#5f9463', 0.42), leaf(110 + Math.cos(rad(a)) * l * 0.6, sill - 44 + Math.sin(rad(a)) * l * 0.6, 34, a, '#4b7b52', 0.12));
  }
  s.add(g({ transform: `rotate(${sway(2.5, 0)} 110 ${sill - 44})` }, mon));
  s.add(path(D`M 262 ${sill} L 258 ${sill - 26} L 290 ${sill - 26} L 286 ${sill} Z`, '#e9ddd0'), rect(266, sill - 62, 16, 38, '#6f9a6a', { rx: 8 }), rect(256, sill - 48, 10, 18, '#6f9a6a', { rx: 5 }), rect(282, sill - 54, 10, 20, '#6f9a6a', { rx: 5 }), circle(274, sill - 64, 4, '#e58e8f'));
  s.add(path(D`M 196 ${sill} L 194 ${sill - 24} L 220 ${sill - 24} L 218 ${sill} Z`, '#fbf7f0'), path(D`M 220 ${sill - 19} q 10 2 0 12`, 'none', { stroke: '#fbf7f0', 'stroke-width': 3 }));
  for (let i = 0; i < 2; i++) {
    const ph = (t * 2 + i * 0.5) % 1;
    s.add(stroke(D`M ${203 + i * 7} ${sill - 28 - ph * 10} q -6 -8 0 -16 q 6 -8 0 -16`, '#ffffff', 2, { opacity: r2(0.55 * Math.sin(Math.PI * ph)) }));
  }
  // trailing pothos from a shelf
  s.add(rect(380, 70, 130, 8, '#b58a64'), path('M 400 70 L 404 44 L 440 44 L 444 70 Z', '#d9c7b3'));
  const vines = [];
  for (const [vx, len] of [[410, 120], [428, 160], [436, 90]]) {
    vines.push(stroke(D`M ${vx} 66 q -12 ${len * 0.4} 4 ${len * 0.7} q 10 ${len * 0.2} -2 ${len * 0.3}`, '#5d8a5e', 1.6));
    for (let j = 1; j <= 6; j++) vines.push(leaf(vx + (j % 2 ? -4 : 6) - 2, 66 + (len * j) / 6.5, 14, j % 2 ? 160 : 20, j % 3 ? '#6fa06a' : '#5b8d58', 0.45));
  }
  s.add(g({ transform: `rotate(${sway(3, 1)} 420 66)` }, vines));
  s.add(path('M 404 44 C 400 30 414 24 420 38 C 424 24 440 26 436 44 Z', '#6fa06a'));
  // frame on the wall
  s.add(rect(530, 96, 70, 90, '#fbf7f0'), rect(538, 104, 54, 74, s.lin(['#f2c4b4', '#d9a8b8'])), circle(565, 138, 12, '#fbe3c2'), path('M 538 178 L 558 150 L 574 166 L 592 146 L 592 178 Z', '#a98aa8'));
  // cabinet with record player
  const cy = 338;
  s.add(rect(392, cy, 220, 80, '#b7835a', { rx: 4 }), rect(400, cy + 8, 100, 64, '#a9754e', { rx: 3 }), rect(504, cy + 8, 100, 64, '#a9754e', { rx: 3 }), circle(490, cy + 40, 3, '#e2c18f'), circle(514, cy + 40, 3, '#e2c18f'));
  s.add(rect(404, cy + 80, 6, 24, '#8a5f3e'), rect(594, cy + 80, 6, 24, '#8a5f3e'));
  s.add(rect(412, cy - 30, 170, 32, '#6b4a3a', { rx: 4 }), rect(412, cy - 8, 170, 6, '#5a3c2f'), circle(566, cy - 14, 4, '#e2c18f'));
  const ang = -t * 360 * 2.2;
  const disc = [circle(0, 0, 62, '#1d1a22')];
  for (let r = 24; r < 60; r += 5) disc.push(circle(0, 0, r, 'none', { stroke: '#34303c', 'stroke-width': 1.2 }));
  disc.push(circle(0, 0, 20, '#d98e92'), path('M -20 0 A 20 20 0 0 1 20 0 Z', '#e9c17a'), circle(0, 0, 2.5, '#e9e4dc'));
  s.add(g({ transform: D`translate(488 ${cy - 30}) scale(1 0.3)` }, circle(0, 4, 66, '#4a3328'), g({ transform: D`rotate(${ang})` }, disc), path('M -44 -30 A 54 54 0 0 1 30 -44', 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.18 })));
  s.add(stroke(`M 566 ${cy - 40} L 560 ${cy - 30} L 518 ${cy - 26}`, '#d9d4cc', 3), circle(566, cy - 40, 5, '#bfb8ad'));
  for (let i = 0; i < 3; i++) {
    const ph = (t * 1.5 + i / 3) % 1;
    const nx = 470 + i * 22 + 12 * Math.sin(TAU * (ph + i * 0.3));
    const ny = cy - 50 - ph * 150;
    s.add(g({ opacity: r2(Math.sin(Math.PI * ph) * 0.85), transform: D`translate(${nx} ${ny}) rotate(-12)` }, ellipse(0, 0, 5, 3.6, '#8e6a7e'), rect(3.4, -18, 1.8, 18, '#8e6a7e'), path('M 5.2 -18 q 7 3 5 10 q -1 -5 -5 -6 Z', '#8e6a7e')));
  }
  // records leaning against the cabinet
  for (const [rx, c] of [[614, '#e58e8f'], [620, '#9caf88'], [626, '#2f3d5c']]) s.add(rect(rx, cy + 28, 8, 76, c, { transform: `rotate(6 ${rx} ${cy + 104})` }));
  // floor and rug
  s.add(rect(0, 418, W, H - 418, s.lin(['#b48661', '#9a6e4d'])));
  for (let i = 1; i < 5; i++) s.add(rect(0, 418 + i * 14, W, 1.2, '#7f5a3e', { opacity: 0.3 }));
  s.add(ellipse(250, 452, 210, 20, mix('#d7a096', '#d0928f', k)), ellipse(250, 452, 180, 14, 'none', { stroke: '#f1d3c6', 'stroke-width': 2, opacity: 0.7 }));
  s.add(rect(0, 412, W, 7, '#f6ede2'));
  // floor lamp switching on as dusk comes
  s.add(rect(30, 180, 4, 238, '#5a4a44'), ellipse(32, 418, 18, 4, '#5a4a44'), path('M 10 186 L 54 186 L 46 150 L 18 150 Z', mix('#f4e6d2', '#ffe6b8', k)));
  s.add(glow(s, 32, 190, 140, '#ffcf87', r2(0.15 + 0.45 * k)));
  s.add(vignette(s, 0.22, '#3a2a28'));
  return s.svg();
}
