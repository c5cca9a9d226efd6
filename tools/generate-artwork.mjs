#!/usr/bin/env node
// Generates the placeholder artwork (flat, travel-poster style SVG illustrations)
// for every image slot under packages/content/images/.
//
//   node tools/generate-artwork.mjs
//
// Dependency-free (Node 20 built-ins only). Each file gets its own pseudo-random
// generator seeded from its path, so re-running produces byte-identical files.
// Editors replace these files with real photographs later; the content files
// point at them by path.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../packages/content/images', import.meta.url));
const HARD_LIMIT = 12 * 1024;

// ---------------------------------------------------------------- utilities

/** FNV-1a hash of a string, used as the seed. */
function hashString(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Number formatting: at most one decimal, no "-0". */
function num(v) {
  const n = Math.round(v * 10) / 10;
  return Object.is(n, -0) ? '0' : String(n);
}
const fmt = (v) => (typeof v === 'number' ? num(v) : Array.isArray(v) ? v.map(fmt).join(' ') : v);

/** Template tag that rounds every interpolated number. */
function s(strs, ...vals) {
  let out = strs[0];
  for (let i = 0; i < vals.length; i++) out += fmt(vals[i]) + strs[i + 1];
  return out;
}

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
/** Linear mix of two #rrggbb colours. */
function mix(a, b, t) {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}
const dk = (col, t) => mix(col, '#000000', t);
const lt = (col, t) => mix(col, '#ffffff', t);

// ---------------------------------------------------------------- palettes

const C = {
  cream: '#f6ead4',
  linen: '#fbf5ea',
  sand: '#d9b38c',
  sandstone: '#c49a70',
  terracotta: '#c0643f',
  teal: '#1f5f5b',
  saffron: '#f2a03d',
  basalt: '#6a5248',
  wood: '#9a6440',
  leaf: '#5d7f4c',
  leafDark: '#34503a',
  marigold: '#f28c1b',
  marigold2: '#ffc23a',
  metal: '#b8b0a2',
};

/** One palette per property; rooms use the palette of their hotel. */
const PALETTES = {
  'hotel-aagam-executive': {
    accent: '#1f6f6a',
    accent2: '#e2c08c',
    deep: '#123b3a',
    wall: '#f1e4cb',
    fabric: '#2b7a73',
    glow: '#ffd58a',
    style: 'modern',
    head: 'channel',
    lounge: 'terrace',
    view: 'golden',
  },
  'hotel-grand-imperial': {
    accent: '#7c2430',
    accent2: '#d4a23a',
    deep: '#3a121a',
    wall: '#f2e2c8',
    fabric: '#8e2d3a',
    glow: '#ffcf7a',
    style: 'classical',
    head: 'tufted',
    lounge: 'lobby',
    view: 'dusk',
  },
  'hotel-akash-executive': {
    accent: '#3f86b8',
    accent2: '#f29f3a',
    deep: '#1b3a58',
    wall: '#efe7d8',
    fabric: '#4a8fc0',
    glow: '#ffd890',
    style: 'tower',
    head: 'wood',
    lounge: 'terrace',
    view: 'day',
  },
  'akash-banquet-hall': {
    accent: '#5e2b62',
    accent2: '#e0b04a',
    deep: '#26102b',
    wall: '#f0e0cc',
    fabric: '#70386f',
    glow: '#ffd27a',
    style: 'hall',
    head: 'tufted',
    lounge: 'terrace',
    view: 'dusk',
  },
  site: {
    accent: '#1f5f5b',
    accent2: '#f2a03d',
    deep: '#15383a',
    wall: '#f3e6cf',
    fabric: '#c0643f',
    glow: '#ffd58a',
    style: 'modern',
    head: 'channel',
    lounge: 'terrace',
    view: 'golden',
  },
};

// ---------------------------------------------------------------- canvas

/** One SVG being drawn: size, palette, seeded random numbers and <defs>. */
class Art {
  constructor(key, w, h, pal) {
    this.rng = mulberry32(hashString(key));
    this.w = w;
    this.h = h;
    this.pal = pal;
    this.defs = [];
    this.memo = new Map();
    this.ids = 0;
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  newId() {
    return `g${(this.ids++).toString(36)}`;
  }
  grad(kind, stops, attrs) {
    const key = kind + attrs + JSON.stringify(stops);
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.newId();
    const body = stops
      .map((st, i) => {
        const [o, col, opacity] = Array.isArray(st) ? st : [i / (stops.length - 1), st];
        return s`<stop offset="${o}" stop-color="${col}"${opacity === undefined ? '' : s` stop-opacity="${opacity}"`}/>`;
      })
      .join('');
    this.defs.push(`<${kind} id="${id}"${attrs}>${body}</${kind}>`);
    const url = `url(#${id})`;
    this.memo.set(key, url);
    return url;
  }
  /** Vertical linear gradient (top to bottom). */
  v(...stops) {
    return this.grad('linearGradient', stops, ' x2="0" y2="1"');
  }
  /** Horizontal linear gradient (left to right). */
  hz(...stops) {
    return this.grad('linearGradient', stops, '');
  }
  /** Repeating horizontal gradient: fabric folds. */
  folds(col, n = 4) {
    return this.grad(
      'linearGradient',
      [lt(col, 0.14), col, dk(col, 0.18), col, lt(col, 0.14)],
      s` x2="${1 / n}" spreadMethod="repeat"`,
    );
  }
  /** Soft radial glow fading to transparent. */
  glow(col, strength = 0.75) {
    return this.grad(
      'radialGradient',
      [
        [0, col, strength],
        [0.35, col, strength * 0.4],
        [1, col, 0],
      ],
      '',
    );
  }
  /** Defines a reusable group once (inside <defs>) and returns its id. */
  sym(key, draw) {
    const k = `sym:${key}`;
    if (!this.memo.has(k)) {
      const id = this.newId();
      const body = draw();
      this.defs.push(`<g id="${id}">${body}</g>`);
      this.memo.set(k, id);
    }
    return this.memo.get(k);
  }
  /** Adds a clipPath and returns its id. */
  clip(shape) {
    const id = this.newId();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return id;
  }
  svg(body) {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${defs}${body}</svg>\n`;
  }
}

// ---------------------------------------------------------------- primitives

const R = (x, y, w, h, fill, ex = '') =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${ex}/>`;
const RR = (x, y, w, h, rx, fill, ex = '') =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${ex}/>`;
const E = (cx, cy, rx, ry, fill, ex = '') =>
  s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${ex}/>`;
const Ci = (cx, cy, r, fill, ex = '') =>
  s`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${ex}/>`;
const P = (d, fill, ex = '') => (d ? `<path d="${d}" fill="${fill}"${ex}/>` : '');
/** Places a symbol; the scale is rounded to one decimal like every other number. */
const use = (id, x, y, sc = 1) =>
  s`<use href="#${id}" transform="translate(${x} ${y})${Math.round(sc * 10) === 10 ? '' : s` scale(${sc})`}"/>`;
/** Draws content in local units, moved to (x, y) and scaled (scale rounded to one decimal). */
const at = (x, y, sc, body) => s`<g transform="translate(${x} ${y}) scale(${sc})">${body}</g>`;
const op = (v) => s` opacity="${v}"`;
const poly = (pts) => `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
const line = (d, col, sw, ex = '') =>
  s`<path d="${d}" fill="none" stroke="${col}" stroke-width="${sw}"${ex}/>`;
/** A row of round dots along a path (stars, bulbs, marigold strings). */
const dots = (d, col, size, gap, ex = '') =>
  s`<path d="${d}" fill="none" stroke="${col}" stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${gap}"${ex}/>`;
/** Circle as path data, so many circles fit in one <path>. */
const cd = (x, y, r) => s`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
/** Hanging curve (garland, cable) with the given sag at the middle. */
const sagD = (x1, y1, x2, y2, d) =>
  s`M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 2 * d} ${x2} ${y2}`;
const sagAt = (x1, y1, x2, y2, d, t) => {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + 2 * d;
  const u = 1 - t;
  return [u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2];
};
/** Round-topped window/door outline. */
const archD = (x, y, w, h) =>
  s`M${x} ${y + h}v${w / 2 - h}a${w / 2} ${w / 2} 0 0 1 ${w} 0v${h - w / 2}z`;
/** Pointed (Mughal) arch outline. */
const pointedD = (x, y, w, h) => {
  const rise = w * 0.62;
  return s`M${x} ${y + h}v${rise - h}a${w * 0.8} ${w * 0.8} 0 0 1 ${w / 2} ${-rise}a${w * 0.8} ${w * 0.8} 0 0 1 ${w / 2} ${rise}v${h - rise}z`;
};
/** Onion dome sitting on (cx, by), half-width r, with a finial. */
const onionD = (cx, by, r) =>
  s`M${cx - 0.8 * r} ${by}c${-0.65 * r} ${-0.55 * r} ${-0.3 * r} ${-1.3 * r} ${0.8 * r} ${-1.85 * r}` +
  s`c${1.1 * r} ${0.55 * r} ${1.45 * r} ${1.3 * r} ${0.8 * r} ${1.85 * r}z` +
  s`m${0.75 * r} ${-1.8 * r}v${-0.55 * r}h${0.1 * r}v${0.55 * r}z`;

/** Leaf blades radiating from one point: palm fronds, potted plants. */
function blades(c, x, y, L, from, to, n, droop, width = 0.09) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (from + ((to - from) * i) / (n - 1) + c.r(-0.04, 0.04));
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const ll = L * c.r(0.8, 1.05);
    const ex = x + ca * ll;
    const ey = y + sa * ll * 0.8 + ll * droop * Math.abs(ca);
    const mx = x + ca * ll * 0.55;
    const my = y + sa * ll * 0.5 - ll * 0.1;
    const nx = -sa * ll * width;
    const ny = ca * ll * width;
    d += s`M${x} ${y}q${mx + nx - x} ${my + ny - y} ${ex - x} ${ey - y}q${mx - nx - ex} ${my - ny - ey} ${x - ex} ${y - ey}z`;
  }
  return d;
}

// ---------------------------------------------------------------- outdoor pieces

function sky(c, mode, h = c.h) {
  const p = c.pal;
  const stops = {
    dusk: [
      [0, dk(p.deep, 0.15)],
      [0.45, mix(p.deep, C.terracotta, 0.55)],
      [0.8, mix(C.terracotta, C.saffron, 0.65)],
      [1, lt(C.saffron, 0.4)],
    ],
    golden: [
      [0, mix('#a4cad3', p.accent, 0.22)],
      [0.55, mix('#f6dfb4', p.accent2, 0.2)],
      [1, lt(C.saffron, 0.5)],
    ],
    day: [
      [0, mix(p.accent, '#9fcde3', 0.7)],
      [0.7, lt('#cfe4ea', 0.3)],
      [1, lt(C.cream, 0.3)],
    ],
    night: [
      [0, dk(p.deep, 0.45)],
      [0.6, p.deep],
      [1, mix(p.deep, p.accent, 0.5)],
    ],
  }[mode];
  return R(0, 0, c.w, h, c.v(...stops));
}

const sun = (c, x, y, r, col) => Ci(x, y, r * 4.5, c.glow(col, 0.6)) + Ci(x, y, r, col);

const moon = (c, x, y, r) =>
  Ci(x, y, r * 4, c.glow('#fff3d6', 0.35)) +
  P(
    s`M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${r * 0.72} ${r} 0 1 1 ${x} ${y - r}Z`,
    '#fff3d6',
  );

function stars(c, n, maxY) {
  let a = '';
  let b = '';
  for (let i = 0; i < n; i++) {
    const d = s`M${c.r(0, c.w)} ${c.r(0, maxY)}h0`;
    if (i % 3) a += d;
    else b += d;
  }
  const k = c.w / 1600;
  return (
    s`<path d="${a}" stroke="#fff6e0" stroke-width="${2.4 * k}" stroke-linecap="round" opacity=".55"/>` +
    s`<path d="${b}" stroke="#fff6e0" stroke-width="${4 * k}" stroke-linecap="round" opacity=".8"/>`
  );
}

/** Flat-topped, terraced Deccan-trap hills. */
function mesas(c, baseY, amp, fill, n = 4) {
  const { w } = c;
  const ms = [];
  for (let i = 0; i < n; i++) {
    ms.push({
      cx: c.r(-0.1, 1.1) * w,
      t: c.r(0.4, 1) * amp,
      half: c.r(0.05, 0.15) * w,
      sl: c.r(0.05, 0.1) * w,
    });
  }
  const N = 64;
  const pts = [];
  for (let i = 0; i <= N; i++) {
    const x = (w * i) / N;
    let hg = amp * 0.08;
    for (const m of ms) {
      const d = Math.abs(x - m.cx);
      const k = d < m.half ? 1 : d > m.half + m.sl ? 0 : 1 - (d - m.half) / m.sl;
      const prof =
        k < 0.45 ? (k / 0.45) * 0.55 : k < 0.62 ? 0.55 : 0.55 + ((k - 0.62) / 0.38) * 0.45;
      hg = Math.max(hg, prof * m.t);
    }
    pts.push([x, baseY - hg]);
  }
  const keep = pts.filter(
    (pt, i) => i === 0 || i === N || Math.abs(pts[i - 1][1] + pts[i + 1][1] - 2 * pt[1]) > 0.4,
  );
  return P(poly([[0, c.h], ...keep, [w, c.h]]), fill);
}

/** City silhouette with the odd dome, water tank and lit window. */
function skyline(
  c,
  baseY,
  { fill, min, max, lit = 0, k = 1, dome = 0.12, x0 = 0, x1 = c.w, maxWin = 50 },
) {
  let d = '';
  let wd = '';
  let x = x0 - c.r(10, 40) * k;
  let nWin = 0;
  while (x < x1) {
    const bw = c.r(36, 96) * k;
    const bh = c.r(min, max);
    const top = baseY - bh;
    d += s`M${x} ${baseY}v${-bh}h${bw}v${bh}z`;
    const q = c.rng();
    if (q < dome) {
      d += onionD(x + bw / 2, top, bw * 0.2);
      if (bw > 60 * k) d += s`M${x + 3 * k} ${top}v${-bh * 0.45}h${5 * k}v${bh * 0.45}Z`;
    } else if (q < dome + 0.25) d += s`M${x + bw * 0.2} ${top}v${-9 * k}h${16 * k}v${9 * k}Z`;
    if (lit) {
      for (let yy = top + 10 * k; yy < baseY - 12 * k; yy += 17 * k) {
        for (let xx = x + 8 * k; xx < x + bw - 10 * k; xx += 15 * k) {
          if (c.rng() < lit && nWin < maxWin) {
            wd += s`M${xx} ${yy}v${7 * k}`;
            nWin++;
          }
        }
      }
    }
    x += bw + c.r(-14, 4) * k;
  }
  return P(d, fill) + (wd ? line(wd, c.pal.glow, 5 * k, op(0.85)) : '');
}

function palm(c, x, by, hgt, leaf, trunk) {
  const lean = c.r(-0.14, 0.14) * hgt;
  const tx = x + lean;
  const ty = by - hgt;
  const t = hgt * 0.02;
  return (
    P(
      s`M${x - t * 1.5} ${by}Q${x + lean * 0.15} ${by - hgt * 0.55} ${tx - t} ${ty}h${2 * t}Q${x + lean * 0.15 + 2 * t} ${by - hgt * 0.55} ${x + t * 1.5} ${by}Z`,
      trunk,
    ) + P(blades(c, tx, ty, hgt * 0.42, -1.06, 0.06, 9, 0.45), leaf)
  );
}

function tree(_c, x, by, r, leaf, trunk) {
  return (
    R(x - r * 0.08, by - r * 1.3, r * 0.16, r * 1.3, trunk) +
    P(
      cd(x, by - r * 1.6, r) +
        cd(x - r * 0.62, by - r * 1.15, r * 0.7) +
        cd(x + r * 0.64, by - r * 1.2, r * 0.72),
      leaf,
    ) +
    P(cd(x - r * 0.3, by - r * 1.85, r * 0.45), lt(leaf, 0.1))
  );
}

/** Clumps of round shrubs; pts = [[x, groundY, radius], ...]. */
function shrubs(pts, col) {
  let d = '';
  let hl = '';
  for (const [x, y, r] of pts) {
    d +=
      cd(x, y - r * 0.7, r) +
      cd(x - r * 0.9, y - r * 0.45, r * 0.7) +
      cd(x + r * 0.95, y - r * 0.4, r * 0.65);
    hl += cd(x - r * 0.25, y - r * 0.95, r * 0.45);
  }
  return P(d, col) + P(hl, lt(col, 0.12));
}

const cypress = (x, by, hg) =>
  s`M${x} ${by - hg}C${x + hg * 0.2} ${by - hg * 0.62} ${x + hg * 0.17} ${by - hg * 0.1} ${x} ${by}C${x - hg * 0.17} ${by - hg * 0.1} ${x - hg * 0.2} ${by - hg * 0.62} ${x} ${by - hg}Z`;

function lamppost(c, x, by, hg, col) {
  const k = hg / 120;
  return (
    R(x - 2.5 * k, by - hg, 5 * k, hg, col) +
    Ci(x, by - hg - 6 * k, 34 * k, c.glow(c.pal.glow)) +
    RR(x - 7 * k, by - hg - 14 * k, 14 * k, 14 * k, 4 * k, lt(c.pal.glow, 0.3)) +
    R(x - 9 * k, by - hg - 17 * k, 18 * k, 4 * k, col)
  );
}

/** Rectangle as path data, so many rectangles fit in one <path>. */
const rd = (x, y, w, h) => s`M${x} ${y}h${w}v${h}h${-w}z`;

/** Small open pavilion with a dome (rooftop kiosk): [body path data, dome path data]. */
function chhatriD(cx, by, sz) {
  return [
    rd(cx - sz * 0.5, by - sz * 0.12, sz, sz * 0.12) +
      rd(cx - sz * 0.42, by - sz * 0.72, sz * 0.12, sz * 0.62) +
      rd(cx + sz * 0.3, by - sz * 0.72, sz * 0.12, sz * 0.62) +
      rd(cx - sz * 0.6, by - sz * 0.82, sz * 1.2, sz * 0.11),
    onionD(cx, by - sz * 0.82, sz * 0.4),
  ];
}
const chhatri = (cx, by, sz, col, domeCol) => {
  const [body, dome] = chhatriD(cx, by, sz);
  return domeCol === col ? P(body + dome, col) : P(body, col) + P(dome, domeCol);
};

/** A white marble mausoleum in the spirit of Bibi Ka Maqbara, S = total width.
 * Drawn in local units (100 wide, base at y = 0) and scaled into place. */
function maqbara(_c, cx, by, S, fill, shade, dark) {
  let f = '';
  let sh = rd(-50, -7, 100, 7);
  let dd = '';
  const soft = `${rd(10, -40, 12, 33) + rd(4, -47, 8, 7)}M3 -47c11 -7 7 -15 -3 -23c7 8 9 16 6 23z`;
  if (S > 250) for (let i = -46; i <= 42; i += 8) dd += pointedD(i + 1.5, -5.6, 5, 5.6);
  for (const mx of [-46, 46]) {
    f += s`M${mx - 1.8} -7l0.5 -50h2.6l0.5 50z` + chhatriD(mx, -57, 4.7).join('');
    sh += s`M${mx + 0.4} -7l-0.1 -50h1l0.5 50z`;
    for (const t of [26, 41, 55.5]) sh += rd(mx - 2.9, -7 - t, 5.8, 1.3);
  }
  f += rd(-22, -40, 44, 33) + rd(-12, -47, 24, 7) + onionD(0, -47, 12.5);
  sh += pointedD(-10, -36, 20, 29);
  dd += pointedD(-7.5, -32, 15, 25);
  for (const sx of [-19, 13]) dd += pointedD(sx, -21, 6, 12) + pointedD(sx, -37, 6, 12);
  for (const tx of [-22, 22]) f += rd(tx - 1.6, -46, 3.2, 39) + onionD(tx, -46, 2.2);
  for (const tx of [-14, 14]) f += chhatriD(tx, -40, 6).join('');
  const o = P(f, fill) + P(soft, shade, op(0.55)) + P(sh, shade) + P(dd, dark, op(0.7));
  return at(cx, by, S / 100, o);
}

// ---------------------------------------------------------------- building facades

/** The hotel building itself; b = {x, y, w, h} with y the roof line and y + h the ground. */
function facade(c, b, mode) {
  const p = c.pal;
  const { x, y, w, h } = b;
  const night = mode !== 'golden';
  const on = p.glow;
  const off = night ? mix(p.deep, p.accent, 0.3) : mix(p.accent, '#d6e6ea', 0.55);
  const litP = night ? 0.6 : 0.14;
  let dOn = '';
  let dOff = '';
  const win = (d) => {
    if (c.rng() < litP) dOn += d;
    else dOff += d;
  };
  // sw given: windows are drawn as short thick strokes ("M x y v h"), which is much smaller.
  const windows = (sw) =>
    sw
      ? (dOff ? line(dOff, off, sw) : '') + (dOn ? line(dOn, on, sw) : '')
      : P(dOff, off) + P(dOn, on);
  const lobby = night
    ? c.v(lt(p.glow, 0.35), p.glow)
    : c.v(mix(p.accent, '#d6e6ea', 0.4), mix(p.accent, C.cream, 0.3));
  let o = '';

  if (p.style === 'modern') {
    o += R(x, y, w, h, c.hz(lt(p.accent2, 0.3), p.accent2, dk(p.accent2, 0.15)));
    o += R(x - w * 0.02, y - h * 0.04, w * 1.04, h * 0.05, p.accent);
    let slats = '';
    for (let i = 0; i < 6; i++)
      slats += s`M${x + w * (0.56 + i * 0.07)} ${y - h * 0.04}v${-h * 0.07}h${w * 0.012}v${h * 0.07}z`;
    o += P(
      slats + s`M${x + w * 0.54} ${y - h * 0.12}h${w * 0.4}v${h * 0.015}h${-w * 0.4}z`,
      dk(p.accent, 0.25),
    );
    const top = y + h * 0.06;
    const bot = y + h * 0.78;
    const nF = 6;
    const nC = 6;
    const cw = w / nC;
    const ch = (bot - top) / nF;
    for (let f = 0; f < nF; f++) {
      for (let k = 0; k < nC; k++)
        win(s`M${x + k * cw + cw * 0.5} ${top + f * ch + ch * 0.2}v${ch * 0.6}`);
    }
    o += windows(cw * 0.6);
    let fins = '';
    for (let k = 1; k < nC; k++)
      fins += s`M${x + k * cw - w * 0.009} ${top - h * 0.02}h${w * 0.018}v${bot - top + h * 0.02}h${-w * 0.018}z`;
    o += P(fins, p.accent);
    o += R(x + w * 0.04, y + h * 0.82, w * 0.92, h * 0.18, lobby);
    o += R(x + w * 0.44, y + h * 0.86, w * 0.12, h * 0.14, dk(p.accent, 0.3), op(0.6));
    o += R(x + w * 0.28, y + h * 0.79, w * 0.44, h * 0.035, p.accent);
  } else if (p.style === 'classical') {
    o += R(x, y, w, h, c.hz(lt(C.cream, 0.2), mix(C.cream, C.sand, 0.55)));
    const bx = x + w * 0.37;
    const bw = w * 0.26;
    o += R(bx, y - h * 0.07, bw, h * 1.07, c.hz(lt(C.cream, 0.35), mix(C.cream, C.sand, 0.35)));
    o += chhatri(x + w * 0.5, y - h * 0.1, w * 0.12, lt(C.cream, 0.2), p.accent2);
    o += chhatri(x + w * 0.06, y - h * 0.025, w * 0.07, lt(C.cream, 0.1), p.accent2);
    o += chhatri(x + w * 0.94, y - h * 0.025, w * 0.07, lt(C.cream, 0.1), p.accent2);
    const gold =
      s`M${x - w * 0.015} ${y - h * 0.01}h${w * 1.03}v${h * 0.03}h${-w * 1.03}z` +
      s`M${bx - w * 0.01} ${y - h * 0.1}h${bw + w * 0.02}v${h * 0.035}h${-bw - w * 0.02}z` +
      s`M${x} ${y + h * 0.08 + (h * 0.66 * 2) / 5 - h * 0.004}h${w}v${h * 0.012}h${-w}z`;
    const top = y + h * 0.08;
    const nF = 5;
    const ch = (h * 0.66) / nF;
    for (let f = 0; f < nF; f++) {
      const wy = top + f * ch + ch * 0.15;
      for (const [x0, span, n] of [
        [x, w * 0.37, 3],
        [bx + bw, w * 0.37, 3],
      ]) {
        const cw = span / n;
        for (let k = 0; k < n; k++) win(archD(x0 + k * cw + cw * 0.28, wy, cw * 0.44, ch * 0.66));
      }
      win(archD(bx + bw * 0.2, wy, bw * 0.22, ch * 0.66));
      win(archD(bx + bw * 0.58, wy, bw * 0.22, ch * 0.66));
    }
    o += windows();
    o += P(gold, p.accent2);
    o += R(x, y + h * 0.86, w, h * 0.14, p.accent);
    o += P(pointedD(bx + bw * 0.18, y + h * 0.72, bw * 0.64, h * 0.28), p.accent2);
    o += P(pointedD(bx + bw * 0.24, y + h * 0.76, bw * 0.52, h * 0.24), lobby);
  } else if (p.style === 'tower') {
    o += R(x, y, w, h, c.hz(lt(C.cream, 0.45), mix(C.cream, '#d9d4cb', 0.7)));
    o += P(
      poly([
        [x - w * 0.04, y + h * 0.01],
        [x + w * 0.66, y - h * 0.09],
        [x + w * 1.04, y - h * 0.05],
        [x + w * 1.04, y + h * 0.01],
      ]),
      p.accent,
    );
    const top = y + h * 0.06;
    const nF = 10;
    const ch = (h * 0.76) / nF;
    const glass = night ? mix(p.deep, p.accent, 0.35) : c.v(lt(p.accent, 0.45), p.accent);
    let ribbons = '';
    for (let f = 0; f < nF; f++)
      ribbons += s`M${x + w * 0.05} ${top + f * ch}h${w * 0.9}v${ch * 0.6}h${-w * 0.9}z`;
    o += P(ribbons, glass);
    for (let f = 0; f < nF; f++) {
      for (let k = 0; k < 6; k++)
        if (c.rng() < litP)
          dOn += s`M${x + w * (0.05 + k * 0.15)} ${top + f * ch + ch * 0.3}h${w * 0.15}`;
    }
    o += windows(ch * 0.6);
    let mull = '';
    for (let k = 1; k < 6; k++) mull += s`M${x + w * (0.05 + k * 0.15)} ${top}v${ch * nF}`;
    o += line(mull, lt(C.cream, 0.3), w * 0.008);
    o += R(x + w * 0.7, y - h * 0.07, w * 0.08, h * 0.93, p.accent2);
    o += R(x + w * 0.05, y + h * 0.86, w * 0.9, h * 0.14, lobby);
    o += R(x + w * 0.2, y + h * 0.84, w * 0.6, h * 0.03, p.accent2);
  } else {
    // banquet hall: wide, low, arched
    o += R(x, y, w, h, c.hz(lt(p.accent, 0.12), dk(p.accent, 0.2)));
    o += R(x + w * 0.4, y - h * 0.12, w * 0.2, h * 0.12, lt(p.accent, 0.08));
    o += P(onionD(x + w * 0.5, y - h * 0.12, w * 0.07), p.accent2);
    o +=
      chhatri(x + w * 0.04, y, w * 0.06, p.accent2, p.accent2) +
      chhatri(x + w * 0.96, y, w * 0.06, p.accent2, p.accent2);
    o +=
      R(x - w * 0.01, y, w * 1.02, h * 0.05, p.accent2) +
      R(x + w * 0.39, y - h * 0.13, w * 0.22, h * 0.03, p.accent2);
    const n = 8;
    const span = w * 0.35;
    for (const x0 of [x + w * 0.03, x + w * 0.62]) {
      for (let k = 0; k < n / 2; k++)
        win(archD(x0 + (k * span) / 4 + span * 0.06, y + h * 0.22, span * 0.13, h * 0.6));
    }
    o += windows();
    o += P(pointedD(x + w * 0.41, y + h * 0.18, w * 0.18, h * 0.82), p.accent2);
    o += P(
      pointedD(x + w * 0.425, y + h * 0.24, w * 0.15, h * 0.76),
      night ? lobby : c.v(lt(p.glow, 0.3), p.glow),
    );
    const k = w / 900;
    o += line(
      sagD(x, y + h * 0.08, x + w * 0.41, y + h * 0.1, h * 0.08) +
        sagD(x + w * 0.59, y + h * 0.1, x + w, y + h * 0.08, h * 0.08),
      dk(p.accent, 0.4),
      1.5 * k,
    );
    o += dots(
      sagD(x, y + h * 0.08, x + w * 0.41, y + h * 0.1, h * 0.08) +
        sagD(x + w * 0.59, y + h * 0.1, x + w, y + h * 0.08, h * 0.08),
      p.glow,
      5 * k,
      16 * k,
    );
  }
  return o;
}

// ---------------------------------------------------------------- scenes: outside

/** Hero 1 / card: the hotel at dusk (carousel) or golden hour (card). */
function sceneFacade(c, mode) {
  const { w, h, pal: p } = c;
  const card = w / h < 1.5;
  const g = h * (card ? 0.84 : 0.82);
  const night = mode !== 'golden';
  let o = sky(c, mode);
  if (night) o += stars(c, 36, g * 0.4) + moon(c, w * c.r(0.72, 0.88), h * 0.14, h * 0.028);
  else o += sun(c, w * c.r(0.12, 0.25), g * 0.5, h * 0.045, lt(C.saffron, 0.45));
  const haze = night ? mix(p.deep, C.terracotta, 0.35) : mix(p.accent, '#e9d2b0', 0.6);
  o += mesas(c, g - h * 0.08, h * 0.16, haze);
  o += skyline(c, g, {
    fill: night ? dk(p.deep, 0.1) : mix(p.accent, C.sand, 0.55),
    min: h * 0.06,
    max: h * 0.2,
    lit: night ? 0.12 : 0,
    k: w / 1600,
  });
  const dims = {
    modern: card ? [0.54, 0.6] : [0.4, 0.6],
    classical: card ? [0.6, 0.56] : [0.44, 0.56],
    tower: card ? [0.36, 0.7] : [0.24, 0.72],
    hall: card ? [0.78, 0.4] : [0.62, 0.4],
  }[p.style];
  const b = { w: w * dims[0], h: h * dims[1] };
  b.x = (w - b.w) / 2;
  b.y = g - b.h;
  const leaf = night ? dk(C.leafDark, 0.35) : C.leafDark;
  const trunk = night ? dk(C.wood, 0.55) : dk(C.wood, 0.2);
  o +=
    tree(c, b.x - w * 0.02, g, h * 0.09, dk(leaf, 0.1), trunk) +
    tree(c, b.x + b.w + w * 0.02, g, h * 0.1, dk(leaf, 0.1), trunk);
  o += facade(c, b, mode);
  o += R(
    0,
    g,
    w,
    h - g,
    c.v(
      night ? mix(C.sandstone, p.deep, 0.55) : lt(C.sand, 0.15),
      night ? dk(p.deep, 0.3) : C.sandstone,
    ),
  );
  o += P(
    poly([
      [w / 2 - b.w * 0.09, g],
      [w / 2 + b.w * 0.09, g],
      [w / 2 + w * 0.16, h],
      [w / 2 - w * 0.16, h],
    ]),
    night ? mix(p.glow, C.sandstone, 0.55) : lt(C.sand, 0.4),
    op(0.7),
  );
  const hedge = dk(leaf, 0.05);
  o += dots(
    s`M${b.x - w * 0.05} ${g}H${w / 2 - b.w * 0.12}M${w / 2 + b.w * 0.14} ${g}H${b.x + b.w + w * 0.05}`,
    hedge,
    h * 0.05,
    h * 0.035,
  );
  const pl = card ? Math.max(w * 0.05, b.x - w * 0.09) : b.x - w * 0.07;
  o +=
    palm(c, pl, h * 0.97, h * (card ? 0.42 : 0.5), leaf, trunk) +
    palm(c, w - pl, h * 0.97, h * (card ? 0.4 : 0.46), leaf, trunk);
  const post = night ? dk(p.deep, 0.4) : dk(p.accent, 0.35);
  o +=
    lamppost(c, w / 2 - w * 0.2, h * 0.97, h * 0.17, post) +
    lamppost(c, w / 2 + w * 0.2, h * 0.97, h * 0.17, post);
  return o;
}

/** Hero 2: the city with a domed white monument and its water garden. */
function sceneMonument(c) {
  const { w, h, pal: p } = c;
  const hz = h * 0.64;
  const cx = w * c.r(0.46, 0.54);
  const S = w * 0.34;
  let o = sky(c, 'golden');
  o += sun(c, cx + S * c.r(0.3, 0.55), hz - h * 0.33, h * 0.05, lt(C.saffron, 0.5));
  o += mesas(c, hz - h * 0.02, h * 0.12, mix(p.accent, '#ead7b8', 0.62));
  o += skyline(c, hz, {
    fill: mix(p.accent, C.sand, 0.62),
    min: h * 0.03,
    max: h * 0.1,
    k: w / 1600,
    dome: 0.2,
  });
  const mono = maqbara(
    c,
    cx,
    hz,
    S,
    '#fbf3e4',
    mix(C.cream, C.sandstone, 0.5),
    mix(p.deep, C.basalt, 0.4),
  );
  o += `<g id="m">${mono}</g>`;
  o += R(0, hz, w, h - hz, c.v(mix(C.leaf, C.sand, 0.4), dk(C.leaf, 0.2)));
  o += P(
    poly([
      [cx - S * 0.1, hz],
      [cx + S * 0.1, hz],
      [cx + w * 0.32, h],
      [cx - w * 0.32, h],
    ]),
    lt(C.sand, 0.2),
  );
  const pool = poly([
    [cx - S * 0.05, hz + h * 0.01],
    [cx + S * 0.05, hz + h * 0.01],
    [cx + w * 0.17, h],
    [cx - w * 0.17, h],
  ]);
  o += P(pool, c.v(mix(p.accent, '#b9d6dc', 0.55), mix(p.accent, '#8fb7bf', 0.3)));
  const cid = c.clip(`<path d="${pool}"/>`);
  o += s`<g clip-path="url(#${cid})"><use href="#m" transform="matrix(1 0 0 -.55 0 ${hz * 1.55})" opacity=".28"/></g>`;
  let d = '';
  for (const t of [0.05, 0.16, 0.32, 0.55, 0.86]) {
    const yy = hz + (h - hz) * t;
    const half = S * 0.1 + (w * 0.32 - S * 0.1) * t;
    const hg = h * 0.04 + (yy - hz) * 0.75;
    d += cypress(cx - half - hg * 0.12, yy, hg) + cypress(cx + half + hg * 0.12, yy, hg);
  }
  o += P(d, C.leafDark);
  o +=
    palm(c, w * 0.05, h * 1.02, h * 0.55, dk(C.leafDark, 0.2), dk(C.wood, 0.3)) +
    palm(c, w * 0.95, h * 1.02, h * 0.5, dk(C.leafDark, 0.2), dk(C.wood, 0.3));
  return o;
}

/** Hero 3: basalt cliff with rock-cut caves and a temple carved from the rock. */
function sceneCaves(c) {
  const { w, h, pal: p } = c;
  let o = sky(c, 'golden');
  o += sun(c, w * 0.2, h * 0.16, h * 0.04, lt(C.saffron, 0.5));
  o += mesas(c, h * 0.36, h * 0.14, mix(p.accent, '#e6d3b6', 0.62), 3);
  const pts = [[0, h]];
  for (let i = 0; i <= 16; i++)
    pts.push([(w * i) / 16, h * 0.24 + c.r(-0.025, 0.025) * h + (i % 5 === 0 ? -h * 0.02 : 0)]);
  pts.push([w, h]);
  const rockLit = mix(C.basalt, C.sandstone, 0.45);
  const rock = C.basalt;
  const rockDk = dk(C.basalt, 0.35);
  o += P(poly(pts), c.v(rockLit, rock, rockDk));
  const bush = [];
  for (let i = 1; i < pts.length - 1; i++)
    if (c.rng() < 0.4)
      bush.push([pts[i][0] + c.r(-30, 30), pts[i][1] + h * 0.02, h * c.r(0.012, 0.022)]);
  o += shrubs(bush, C.leaf);
  let strata = '';
  for (const t of [0.3, 0.45, 0.6, 0.74])
    strata += s`M0 ${h * t}q${w / 4} ${c.r(-8, 8)} ${w / 2} ${c.r(-6, 6)}t${w / 2} ${c.r(-6, 6)}`;
  o += line(strata, dk(C.basalt, 0.3), 3, op(0.35));
  o += P(
    poly([
      [w * 0.3, h * 0.33],
      [w * 0.7, h * 0.33],
      [w * 0.74, h * 0.82],
      [w * 0.26, h * 0.82],
    ]),
    c.v(dk(C.basalt, 0.25), dk(C.basalt, 0.5)),
  );
  const cave = dk(C.basalt, 0.7);
  // side caves: pillared verandas on two storeys, a horseshoe window on one side
  for (const [x0, cw, arch] of [
    [w * 0.04, w * 0.2, true],
    [w * 0.77, w * 0.19, false],
  ]) {
    o += R(x0 - w * 0.01, h * 0.5, cw + w * 0.02, h * 0.03, rockLit);
    o += R(x0, h * 0.53, cw, h * 0.22, cave);
    o += R(x0 + cw * 0.12, h * 0.36, cw * 0.76, h * 0.1, cave);
    let cols = '';
    for (let k = 0; k <= 5; k++)
      cols += s`M${x0 + (k * cw) / 5 - w * 0.006} ${h * 0.53}h${w * 0.012}v${h * 0.22}h${-w * 0.012}z`;
    for (let k = 0; k <= 4; k++)
      cols += s`M${x0 + cw * 0.12 + (k * cw * 0.76) / 4 - w * 0.005} ${h * 0.36}h${w * 0.01}v${h * 0.1}h${-w * 0.01}z`;
    o += P(cols, rock);
    if (arch) {
      const ax = x0 + cw / 2;
      o +=
        P(
          s`M${ax - h * 0.055} ${h * 0.345}A${h * 0.06} ${h * 0.06} 0 1 1 ${ax + h * 0.055} ${h * 0.345}Z`,
          rockLit,
        ) +
        P(
          s`M${ax - h * 0.04} ${h * 0.345}A${h * 0.045} ${h * 0.045} 0 1 1 ${ax + h * 0.04} ${h * 0.345}Z`,
          cave,
        );
    }
  }
  // courtyard back wall caves
  let back = '';
  for (const bx of [0.33, 0.61])
    back += s`M${w * bx} ${h * 0.5}h${w * 0.06}v${h * 0.12}h${-w * 0.06}z`;
  o += P(back, cave);
  // the monolithic temple
  const cx = w / 2;
  const stone = c.hz(
    mix(C.basalt, C.sandstone, 0.6),
    mix(C.basalt, C.sandstone, 0.25),
    dk(C.basalt, 0.15),
  );
  const pillar = (px) =>
    R(px - w * 0.006, h * 0.46, w * 0.012, h * 0.36, stone) +
    R(px - w * 0.012, h * 0.45, w * 0.024, h * 0.02, rockLit) +
    Ci(px, h * 0.44, w * 0.008, rockLit);
  o += pillar(cx - w * 0.17) + pillar(cx + w * 0.17);
  o += R(cx - w * 0.15, h * 0.7, w * 0.3, h * 0.12, stone);
  let frieze = '';
  for (let i = 0; i < 14; i++)
    frieze += archD(cx - w * 0.145 + i * w * 0.0208, h * 0.735, w * 0.013, h * 0.05);
  o += P(frieze, rockDk, op(0.75));
  o += R(cx - w * 0.12, h * 0.6, w * 0.24, h * 0.1, stone);
  let gaps = '';
  for (let i = 0; i < 7; i++)
    gaps += s`M${cx - w * 0.105 + i * w * 0.032} ${h * 0.615}h${w * 0.018}v${h * 0.085}h${-w * 0.018}z`;
  o += P(gaps, cave);
  const tiers = [0.14, 0.118, 0.096, 0.076, 0.058];
  tiers.forEach((tw, i) => {
    const ty = h * (0.555 - i * 0.045);
    o +=
      R(cx - (w * tw) / 2, ty, w * tw, h * 0.047, stone) +
      R(cx - (w * tw) / 2 - w * 0.004, ty, w * tw + w * 0.008, h * 0.008, rockLit);
  });
  o += P(
    s`M${cx - w * 0.032} ${h * 0.375}A${w * 0.032} ${h * 0.05} 0 0 1 ${cx + w * 0.032} ${h * 0.375}Z`,
    stone,
  );
  o += Ci(cx, h * 0.317, w * 0.007, rockLit) + R(cx - 2, h * 0.29, 4, h * 0.022, rockLit);
  o += R(0, h * 0.82, w, h * 0.18, c.v(lt(C.sand, 0.1), C.sandstone));
  o += P(
    poly([
      [cx - w * 0.1, h * 0.82],
      [cx + w * 0.1, h * 0.82],
      [cx + w * 0.2, h],
      [cx - w * 0.2, h],
    ]),
    lt(C.sand, 0.35),
  );
  o +=
    tree(c, w * 0.05, h * 1.02, h * 0.13, C.leafDark, dk(C.wood, 0.3)) +
    tree(c, w * 0.94, h * 1.03, h * 0.15, C.leafDark, dk(C.wood, 0.3));
  o += shrubs(
    [
      [w * 0.2, h * 0.88, h * 0.03],
      [w * 0.28, h * 0.95, h * 0.025],
      [w * 0.74, h * 0.9, h * 0.03],
      [w * 0.82, h * 0.97, h * 0.035],
    ],
    C.leaf,
  );
  return o;
}

/** Hero 4 (most hotels): a rooftop terrace at night with lanterns. */
function sceneTerrace(c) {
  const { w, h, pal: p } = c;
  const k = w / 1600;
  let o =
    sky(c, 'night') + stars(c, 40, h * 0.5) + moon(c, w * c.r(0.62, 0.86), h * 0.15, h * 0.04);
  o += mesas(c, h * 0.6, h * 0.1, mix(p.deep, p.accent, 0.2));
  o += maqbara(
    c,
    w * c.r(0.2, 0.35),
    h * 0.62,
    w * 0.13,
    mix(p.deep, p.accent, 0.42),
    mix(p.deep, p.accent, 0.3),
    dk(p.deep, 0.3),
  );
  o += skyline(c, h * 0.63, {
    fill: dk(p.deep, 0.3),
    min: h * 0.02,
    max: h * 0.08,
    lit: 0.2,
    k: k * 0.9,
    maxWin: 36,
  });
  const wall = mix(C.sandstone, p.deep, 0.5);
  o +=
    R(0, h * 0.6, w, h * 0.02, mix(C.sandstone, p.glow, 0.25)) + R(0, h * 0.62, w, h * 0.11, wall);
  const jid = c.newId();
  c.defs.push(
    s`<pattern id="${jid}" width="${w * 0.04}" height="${h * 0.11}" x="${w * 0.012}" y="${h * 0.62}" patternUnits="userSpaceOnUse"><path d="${pointedD(0, h * 0.015, w * 0.02, h * 0.07)}" fill="${dk(p.deep, 0.2)}"/></pattern>`,
  );
  o += R(0, h * 0.62, w, h * 0.11, `url(#${jid})`);
  o += R(0, h * 0.73, w, h * 0.27, c.v(mix(C.terracotta, p.deep, 0.45), dk(C.terracotta, 0.6)));
  o += E(w * 0.5, h * 0.88, w * 0.4, h * 0.1, c.glow(p.glow, 0.3));
  // lantern strings
  for (const [y1, y2, sg, n] of [
    [h * 0.04, h * 0.12, h * 0.1, 7],
    [h * 0.16, h * 0.08, h * 0.09, 6],
  ]) {
    o += line(sagD(-10, y1, w + 10, y2, sg), dk(p.deep, 0.5), 2 * k);
    const lid = c.sym(
      'lantern',
      () =>
        Ci(0, 14 * k, 46 * k, c.glow(p.glow, 0.5)) +
        R(-7 * k, 0, 14 * k, 4 * k, p.accent2) +
        RR(-9 * k, 4 * k, 18 * k, 24 * k, 7 * k, lt(p.glow, 0.25)),
    );
    let drops = '';
    let lanterns = '';
    for (let i = 1; i < n; i++) {
      const [lx, ly] = sagAt(-10, y1, w + 10, y2, sg, i / n);
      const drop = h * c.r(0.03, 0.07);
      drops += s`M${lx} ${ly}v${drop}`;
      lanterns += use(lid, lx, ly + drop);
    }
    o += line(drops, dk(p.deep, 0.5), 1.5 * k) + lanterns;
  }
  // tables and chairs
  const tid = c.sym('cafe', () => {
    const X = 0;
    const Y = 0;
    const z = 1;
    let o = '';
    o += E(X, Y + 70 * z, 120 * z, 14 * z, '#000', op(0.18));
    for (const sd of [-1, 1]) {
      const cxh = X + sd * 120 * z;
      o += RR(cxh - 8 * z + sd * 30 * z, Y - 70 * z, 16 * z, 80 * z, 6 * z, dk(p.accent, 0.3));
      o +=
        RR(cxh - 40 * z, Y, 80 * z, 18 * z, 8 * z, p.accent) +
        R(cxh - 30 * z, Y + 18 * z, 6 * z, 52 * z, dk(p.deep, 0.3)) +
        R(cxh + 24 * z, Y + 18 * z, 6 * z, 52 * z, dk(p.deep, 0.3));
    }
    o +=
      R(X - 5 * z, Y - 10 * z, 10 * z, 80 * z, dk(p.deep, 0.3)) +
      E(X, Y - 12 * z, 70 * z, 12 * z, lt(C.cream, 0.1));
    o +=
      Ci(X, Y - 28 * z, 40 * z, c.glow(p.glow, 0.8)) +
      RR(X - 5 * z, Y - 34 * z, 10 * z, 20 * z, 3 * z, lt(p.glow, 0.4));
    return o;
  });
  o += use(tid, w * 0.3, h * 0.86, k) + use(tid, w * 0.66, h * 0.9, 1.2 * k);
  o += plant(c, w * 0.05, h, h * 0.42) + plant(c, w * 0.95, h, h * 0.38);
  return o;
}

/** Hero 4 (Grand Imperial): an arched lobby with a chandelier. */
function sceneLobby(c) {
  const { w, h, pal: p } = c;
  const k = w / 1600;
  let o = R(0, 0, w, h * 0.74, c.v(lt(p.wall, 0.2), mix(p.wall, p.accent2, 0.3)));
  o += R(0, h * 0.05, w, h * 0.018, p.accent2);
  const n = 5;
  const aw = w * 0.11;
  for (let i = 0; i < n; i++) {
    const ax = w * 0.07 + (i * (w * 0.86 - aw)) / (n - 1);
    o += P(pointedD(ax - 10 * k, h * 0.16 - 10 * k, aw + 20 * k, h * 0.58 + 10 * k), p.accent2);
    o += P(
      pointedD(ax, h * 0.16, aw, h * 0.58),
      c.v(mix(p.deep, C.terracotta, 0.4), lt(C.saffron, 0.35)),
    );
    o += line(
      s`M${ax + aw / 2} ${h * 0.2}V${h * 0.74}M${ax} ${h * 0.42}h${aw}`,
      p.accent2,
      4 * k,
      op(0.8),
    );
  }
  // chandelier
  const cx = w / 2;
  o += line(s`M${cx} 0V${h * 0.16}`, p.accent2, 3 * k);
  o += Ci(cx, h * 0.24, 260 * k, c.glow(p.glow, 0.6));
  o +=
    E(cx, h * 0.28, 130 * k, 20 * k, p.accent2) +
    E(cx, h * 0.2, 80 * k, 14 * k, p.accent2) +
    P(s`M${cx - 30 * k} ${h * 0.3}Q${cx} ${h * 0.4} ${cx + 30 * k} ${h * 0.3}Z`, p.accent2);
  o += dots(
    s`M${cx - 125 * k} ${h * 0.27}H${cx + 130 * k}M${cx - 78 * k} ${h * 0.19}H${cx + 80 * k}`,
    lt(p.glow, 0.5),
    12 * k,
    32 * k,
  );
  for (const lx of [w * 0.2, w * 0.8]) {
    o +=
      line(s`M${lx} 0V${h * 0.22}`, p.accent2, 2 * k) +
      Ci(lx, h * 0.26, 90 * k, c.glow(p.glow, 0.5));
    o +=
      P(
        s`M${lx - 18 * k} ${h * 0.22}h${36 * k}l${8 * k} ${40 * k}l${-26 * k} ${24 * k}l${-26 * k} ${-24 * k}z`,
        p.accent2,
      ) + RR(lx - 12 * k, h * 0.235, 24 * k, 30 * k, 6 * k, lt(p.glow, 0.4));
  }
  o += R(
    0,
    h * 0.74,
    w,
    h * 0.26,
    c.v(mix(C.cream, p.accent2, 0.35), mix(C.sandstone, p.accent, 0.25)),
  );
  o += E(cx, h * 0.8, 220 * k, 26 * k, c.glow(p.glow, 0.5));
  // reception desk
  o +=
    RR(w * 0.38, h * 0.6, w * 0.24, h * 0.15, 6 * k, p.accent) +
    R(w * 0.37, h * 0.59, w * 0.26, h * 0.02, p.accent2);
  o += E(
    cx,
    h * 0.9,
    w * 0.28,
    h * 0.07,
    p.accent,
    ` stroke="${p.accent2}" stroke-width="${num(8 * k)}"`,
  );
  // sofas and table
  for (const [sx, sd] of [
    [w * 0.09, 1],
    [w * 0.71, -1],
  ]) {
    const sw = w * 0.2;
    o +=
      RR(sx, h * 0.7, sw, h * 0.14, 20 * k, p.fabric) +
      RR(sx, h * 0.8, sw, h * 0.09, 14 * k, lt(p.fabric, 0.1));
    o +=
      RR(sx - 14 * k, h * 0.76, 40 * k, h * 0.14, 14 * k, dk(p.fabric, 0.15)) +
      RR(sx + sw - 26 * k, h * 0.76, 40 * k, h * 0.14, 14 * k, dk(p.fabric, 0.15));
    o += RR(sx + sw * (sd > 0 ? 0.15 : 0.6), h * 0.74, sw * 0.25, h * 0.08, 10 * k, p.accent2);
  }
  o +=
    E(cx, h * 0.85, 90 * k, 16 * k, dk(C.wood, 0.2)) +
    R(cx - 8 * k, h * 0.85, 16 * k, h * 0.08, dk(C.wood, 0.3));
  o += P(s`M${cx - 16 * k} ${h * 0.84}h${32 * k}l${-6 * k} ${-50 * k}h${-20 * k}z`, p.accent2);
  let fl = '';
  for (let i = 0; i < 14; i++) fl += s`M${cx + c.r(-50, 50) * k} ${h * 0.84 - c.r(55, 95) * k}h0`;
  o += dots(fl, C.marigold, 26 * k, 0.01) + dots(fl, C.marigold2, 12 * k, 0.01);
  o += plant(c, w * 0.03, h, h * 0.5) + plant(c, w * 0.97, h, h * 0.5);
  return o;
}

// ---------------------------------------------------------------- scenes: banquet

/** Banquet round table with cloth, chairs and centrepiece. */
/** Banquet round table with cloth, chairs and centrepiece, defined once per scene and reused. */
function roundTable(c, cloth, chair, sash, centre) {
  return c.sym(`table${centre}`, () => {
    let o = '';
    for (const dx of [-112, 112])
      o += RR(dx - 18, -64, 36, 124, 14, dk(chair, 0.08)) + R(dx - 18, -40, 36, 9, sash);
    for (const dx of [-58, 0, 58])
      o += RR(dx - 18, -80, 36, 76, 14, chair) + R(dx - 18, -56, 36, 10, sash);
    o += P('M-100 0v60q100 20 200 0v-60z', dk(cloth, 0.08)) + E(0, 0, 100, 22, cloth);
    if (centre === 'candle')
      return (
        o + Ci(0, -10, 44, c.glow(c.pal.glow, 0.9)) + RR(-4, -22, 8, 16, 2, lt(c.pal.glow, 0.4))
      );
    return o + R(-2.5, -70, 5, 70, c.pal.accent2) + dots('M-22 -78h44M-12 -94h24', centre, 22, 12);
  });
}

/** Chandelier, 100 units wide at scale 1, hung from the ceiling (y = 0). */
function chandelier(c, x, y, sz) {
  const p = c.pal;
  const id = c.sym(
    'chandelier',
    () =>
      Ci(0, 0, 240, c.glow(p.glow, 0.55)) +
      P('M-100 0q100 50 200 0q-100 60 -200 0zm50 -30q50 30 100 0l-50 -20z', p.accent2) +
      dots('M-100 -4H100M-50 -36H50', lt(p.glow, 0.5), 12, 25),
  );
  return line(s`M${x} 0V${y - sz * 0.4}`, p.accent2, 3) + use(id, x, y, sz / 100);
}

function sceneBanquetHall(c) {
  const { w, h, pal: p } = c;
  const k = w / 1600;
  let o = R(0, 0, w, h * 0.62, c.v(dk(p.accent, 0.4), p.accent));
  for (let i = 0; i < 4; i++) {
    const wx = w * (0.14 + i * 0.24);
    o += P(
      archD(wx - 50 * k, h * 0.2, 100 * k, h * 0.38),
      c.v(lt(p.glow, 0.2), mix(p.glow, p.accent, 0.4)),
      op(0.85),
    );
  }
  for (let i = 0; i < 5; i++) {
    const dx = w * (0.02 + i * 0.24);
    o += P(
      s`M${dx} 0h${w * 0.07}q${-w * 0.01} ${h * 0.3} ${w * 0.01} ${h * 0.62}h${-w * 0.09}q${w * 0.02} ${-h * 0.32} 0 ${-h * 0.62}z`,
      c.folds(mix(p.accent2, C.cream, 0.45), 3),
    );
  }
  let swag = '';
  for (let i = 0; i < 8; i++) swag += sagD(w * (i / 8), 0, w * ((i + 1) / 8), 0, h * 0.05);
  o += line(swag, lt(p.accent2, 0.2), 14 * k);
  o +=
    chandelier(c, w * 0.2, h * 0.15, 70 * k) +
    chandelier(c, w * 0.5, h * 0.2, 100 * k) +
    chandelier(c, w * 0.8, h * 0.15, 70 * k);
  o += R(0, h * 0.62, w, h * 0.38, c.v(dk(p.accent, 0.2), dk(p.accent, 0.55)));
  o += E(w * 0.5, h * 0.72, w * 0.45, h * 0.08, c.glow(p.glow, 0.35));
  const cloth = lt(C.cream, 0.4);
  const rows = [
    [0.68, 0.42, [0.12, 0.31, 0.5, 0.69, 0.88]],
    [0.79, 0.66, [0.2, 0.5, 0.8]],
    [0.95, 0.95, [0.06, 0.36, 0.66, 0.96]],
  ];
  const tid = roundTable(c, cloth, lt(p.accent2, 0.25), p.accent, C.marigold);
  for (const [ry, z, xs] of rows) for (const tx of xs) o += use(tid, w * tx, h * ry, z * k * 1.2);
  return o;
}

function sceneMandap(c) {
  const { w, h, pal: p } = c;
  const k = w / 1600;
  let o = R(0, 0, w, h, c.v(dk(p.accent, 0.45), p.accent, dk(p.accent, 0.2)));
  let fairy = '';
  for (let x = w * 0.02; x < w; x += w * 0.035) fairy += s`M${x} 0V${h * c.r(0.55, 0.7)}`;
  o += dots(fairy, p.glow, 5 * k, 26 * k, op(0.7));
  o += R(0, h * 0.78, w, h * 0.22, dk(p.accent, 0.5));
  o += P(
    poly([
      [w * 0.44, h * 0.8],
      [w * 0.56, h * 0.8],
      [w * 0.68, h],
      [w * 0.32, h],
    ]),
    mix(C.terracotta, p.accent, 0.3),
  );
  o += R(w * 0.16, h * 0.72, w * 0.68, h * 0.08, c.v(lt(p.accent2, 0.3), dk(p.accent2, 0.15)));
  o += dots(s`M${w * 0.17} ${h * 0.79}H${w * 0.84}`, lt(p.glow, 0.3), 8 * k, 40 * k);
  o += Ci(w / 2, h * 0.55, w * 0.22, c.glow(p.glow, 0.5));
  // back pillars, couple's seat
  const pillar = (x, top, pw) =>
    R(
      x - pw / 2,
      top,
      pw,
      h * 0.72 - top,
      c.hz(lt(p.accent2, 0.35), p.accent2, dk(p.accent2, 0.25)),
    ) +
    R(x - pw * 0.8, top, pw * 1.6, pw * 0.6, p.accent2) +
    R(x - pw * 0.8, h * 0.7, pw * 1.6, pw * 0.6, p.accent2);
  o += pillar(w * 0.33, h * 0.28, 16 * k) + pillar(w * 0.67, h * 0.28, 16 * k);
  o += P(
    s`M${w * 0.42} ${h * 0.72}V${h * 0.52}Q${w * 0.42} ${h * 0.42} ${w / 2} ${h * 0.4}Q${w * 0.58} ${h * 0.42} ${w * 0.58} ${h * 0.52}V${h * 0.72}Z`,
    p.accent2,
  );
  o += P(
    s`M${w * 0.435} ${h * 0.72}V${h * 0.53}Q${w * 0.435} ${h * 0.45} ${w / 2} ${h * 0.435}Q${w * 0.565} ${h * 0.45} ${w * 0.565} ${h * 0.53}V${h * 0.72}Z`,
    p.fabric,
  );
  o += RR(w * 0.415, h * 0.62, w * 0.17, h * 0.06, 10 * k, lt(p.fabric, 0.15));
  // sacred fire
  o +=
    Ci(w / 2, h * 0.74, 60 * k, c.glow(C.saffron, 0.9)) +
    P(
      poly([
        [w / 2 - 30 * k, h * 0.76],
        [w / 2 + 30 * k, h * 0.76],
        [w / 2 + 22 * k, h * 0.8],
        [w / 2 - 22 * k, h * 0.8],
      ]),
      dk(p.accent2, 0.2),
    );
  o += P(
    s`M${w / 2 - 16 * k} ${h * 0.76}Q${w / 2 - 18 * k} ${h * 0.72} ${w / 2} ${h * 0.68}Q${w / 2 + 18 * k} ${h * 0.72} ${w / 2 + 16 * k} ${h * 0.76}Z`,
    C.saffron,
  );
  // front pillars and canopy
  o += pillar(w * 0.22, h * 0.2, 24 * k) + pillar(w * 0.78, h * 0.2, 24 * k);
  o += R(w * 0.19, h * 0.16, w * 0.62, h * 0.05, p.accent2);
  o += P(
    s`M${w * 0.3} ${h * 0.16}Q${w * 0.5} ${h * -0.08} ${w * 0.7} ${h * 0.16}Z`,
    c.v(lt(p.accent2, 0.3), p.accent2),
  );
  o += P(onionD(w / 2, h * 0.06, 24 * k), p.accent2);
  let val = '';
  for (let i = 0; i < 14; i++)
    val += s`M${w * (0.19 + i * 0.0443)} ${h * 0.21}a${w * 0.022} ${w * 0.022} 0 0 0 ${w * 0.0443} 0z`;
  o += P(val, lt(p.fabric, 0.1));
  // marigold strands and swags
  let strands = '';
  for (let i = 0; i <= 20; i++) {
    const x = w * (0.2 + i * 0.03);
    const len = h * (0.06 + (0.12 * Math.abs(i - 10)) / 10);
    strands += s`M${x} ${h * 0.24}v${len}`;
  }
  o += dots(strands, C.marigold, 12 * k, 14 * k) + dots(strands, C.marigold2, 6 * k, 14 * k);
  const swg =
    sagD(w * 0.22, h * 0.26, w * 0.5, h * 0.26, h * 0.08) +
    sagD(w * 0.5, h * 0.26, w * 0.78, h * 0.26, h * 0.08);
  o += dots(swg, C.marigold2, 16 * k, 14 * k) + dots(swg, C.marigold, 8 * k, 14 * k);
  let wrap = '';
  for (const x of [w * 0.22, w * 0.78]) wrap += s`M${x} ${h * 0.23}V${h * 0.7}`;
  o += dots(wrap, C.marigold, 16 * k, 20 * k) + dots(wrap, '#fff1d6', 6 * k, 20 * k);
  // flower urns
  for (const x of [w * 0.1, w * 0.9]) {
    o += P(s`M${x - 30 * k} ${h * 0.8}h${60 * k}l${-12 * k} ${70 * k}h${-36 * k}z`, p.accent2);
    let fl = '';
    for (let i = 0; i < 16; i++) fl += s`M${x + c.r(-70, 70) * k} ${h * 0.8 - c.r(0, 90) * k}h0`;
    o += dots(fl, C.marigold, 34 * k, 0.01) + dots(fl, '#f4c6c2', 14 * k, 0.01);
  }
  return o;
}

function sceneStage(c) {
  const { w, h, pal: p } = c;
  const k = w / 1600;
  let o = R(0, 0, w, h, c.v(dk(p.deep, 0.35), p.deep));
  let panels = '';
  for (let x = w * 0.05; x < w; x += w * 0.1) panels += s`M${x} ${h * 0.1}V${h * 0.62}`;
  o += line(panels, lt(p.deep, 0.08), 3 * k);
  o += RR(
    w * 0.28,
    h * 0.14,
    w * 0.44,
    h * 0.36,
    6 * k,
    c.hz(p.accent, lt(p.accent, 0.25), p.accent),
    ` stroke="${dk(p.deep, 0.5)}" stroke-width="${num(10 * k)}"`,
  );
  o += P(
    s`M${w * 0.28} ${h * 0.4}Q${w * 0.4} ${h * 0.3} ${w * 0.5} ${h * 0.38}T${w * 0.72} ${h * 0.33}V${h * 0.5}H${w * 0.28}Z`,
    p.accent2,
    op(0.35),
  );
  o += Ci(
    w * 0.5,
    h * 0.28,
    h * 0.06,
    'none',
    ` stroke="${lt(p.accent2, 0.2)}" stroke-width="${num(8 * k)}" opacity=".8"`,
  );
  o += line(s`M0 ${h * 0.05}H${w}M0 ${h * 0.09}H${w}`, dk(p.accent2, 0.35), 5 * k);
  let zz = '';
  for (let x = 0; x < w; x += w * 0.02)
    zz += s`M${x} ${h * 0.05}l${w * 0.01} ${h * 0.04}l${w * 0.01} ${-h * 0.04}`;
  o += line(zz, dk(p.accent2, 0.35), 2 * k);
  for (let i = 0; i < 6; i++) {
    const sx = w * (0.12 + i * 0.152);
    const fx = sx + (w / 2 - sx) * 0.35 + c.r(-40, 40) * k;
    o += P(
      poly([
        [sx - 10 * k, h * 0.11],
        [sx + 10 * k, h * 0.11],
        [fx + 110 * k, h * 0.66],
        [fx - 110 * k, h * 0.66],
      ]),
      c.v([0, p.glow, 0.45], [1, p.glow, 0]),
    );
    o +=
      RR(sx - 13 * k, h * 0.09, 26 * k, 30 * k, 6 * k, dk(p.deep, 0.5)) +
      Ci(sx, h * 0.125, 9 * k, lt(p.glow, 0.5));
  }
  o +=
    R(w * 0.06, h * 0.62, w * 0.88, h * 0.025, lt(p.accent, 0.2)) +
    R(w * 0.06, h * 0.645, w * 0.88, h * 0.07, dk(p.accent, 0.45));
  o += dots(s`M${w * 0.07} ${h * 0.68}H${w * 0.93}`, p.accent2, 6 * k, 30 * k);
  o +=
    P(
      poly([
        [w * 0.76, h * 0.5],
        [w * 0.84, h * 0.5],
        [w * 0.83, h * 0.62],
        [w * 0.77, h * 0.62],
      ]),
      p.accent,
    ) +
    R(w * 0.755, h * 0.49, w * 0.09, h * 0.015, p.accent2) +
    Ci(w * 0.8, h * 0.55, 14 * k, p.accent2);
  o += line(s`M${w * 0.795} ${h * 0.49}l${-10 * k} ${-40 * k}`, '#222', 3 * k);
  for (const x of [w * 0.1, w * 0.9]) {
    let fl = '';
    for (let i = 0; i < 12; i++) fl += s`M${x + c.r(-50, 50) * k} ${h * 0.6 - c.r(0, 60) * k}h0`;
    o += dots(fl, C.marigold, 28 * k, 0.01) + dots(fl, lt(p.accent2, 0.4), 10 * k, 0.01);
  }
  const head = dk(p.deep, 0.6);
  for (const [ry, z] of [
    [0.83, 0.8],
    [0.96, 1.1],
  ]) {
    let d = '';
    for (let x = w * 0.03 + c.r(0, 40) * k; x < w; x += 120 * z * k)
      d +=
        cd(x, h * ry - 38 * z * k, 22 * z * k) +
        s`M${x - 42 * z * k} ${h}V${h * ry}q0 ${-28 * z * k} ${42 * z * k} ${-28 * z * k}q${42 * z * k} 0 ${42 * z * k} ${28 * z * k}V${h}Z`;
    o += P(d, head);
  }
  return o;
}

function sceneLawn(c) {
  const { w, h, pal: p } = c;
  const k = w / 1600;
  let o = sky(c, 'night') + stars(c, 60, h * 0.4) + moon(c, w * 0.14, h * 0.12, h * 0.035);
  let trees = '';
  for (let x = -20; x < w + 40; x += c.r(40, 90) * k)
    trees += cd(x, h * 0.52 - c.r(0, 40) * k, c.r(40, 80) * k);
  o += P(trees + s`M0 ${h * 0.52}H${w}V${h * 0.6}H0Z`, dk(p.deep, 0.4));
  o += facade(c, { x: w * 0.3, y: h * 0.38, w: w * 0.4, h: h * 0.19 }, 'dusk');
  o += R(0, h * 0.57, w, h * 0.43, c.v(mix(C.leafDark, p.deep, 0.45), dk(C.leafDark, 0.6)));
  o += E(w * 0.5, h * 0.8, w * 0.5, h * 0.16, c.glow(p.glow, 0.25));
  const poles = [
    [-0.02, 0.12],
    [0.2, 0.24],
    [0.8, 0.24],
    [1.02, 0.12],
  ];
  let cable = '';
  for (let i = 0; i < poles.length - 1; i++)
    cable += sagD(
      w * poles[i][0],
      h * poles[i][1],
      w * poles[i + 1][0],
      h * poles[i + 1][1],
      h * (i === 1 ? 0.1 : 0.06),
    );
  cable += sagD(w * 0.2, h * 0.24, w * 0.8, h * 0.24, h * 0.03);
  o += line(cable, dk(p.deep, 0.5), 2 * k);
  o += dots(cable, p.glow, 22 * k, 30 * k, op(0.25)) + dots(cable, lt(p.glow, 0.4), 8 * k, 30 * k);
  let pl = '';
  for (const [px, py] of poles.slice(1, -1))
    pl += s`M${w * px - 4 * k} ${h * py}h${8 * k}V${h * 0.98}h${-8 * k}z`;
  o += P(pl, dk(p.deep, 0.5));
  const rows = [
    [0.66, 0.4, [0.1, 0.36, 0.64, 0.9]],
    [0.78, 0.62, [0.18, 0.82]],
    [0.94, 0.9, [0.04, 0.34, 0.66, 0.96]],
  ];
  const tid = roundTable(c, lt(C.cream, 0.3), mix(p.accent2, p.deep, 0.35), p.accent2, 'candle');
  for (const [ry, z, xs] of rows) for (const tx of xs) o += use(tid, w * tx, h * ry, z * k * 1.2);
  o += shrubs(
    [
      [w * 0.02, h * 0.75, h * 0.06],
      [w * 0.03, h * 1.0, h * 0.08],
      [w * 0.98, h * 0.78, h * 0.06],
      [w * 0.97, h * 1.0, h * 0.08],
    ],
    dk(C.leafDark, 0.3),
  );
  return o;
}

// ---------------------------------------------------------------- interior pieces

function plant(c, x, by, hg) {
  const pw = hg * 0.34;
  return (
    P(blades(c, x, by - hg * 0.32, hg * 0.7, -0.95, -0.05, 8, 0.15, 0.12), C.leaf) +
    P(blades(c, x, by - hg * 0.32, hg * 0.55, -0.85, -0.15, 5, 0.1, 0.1), lt(C.leaf, 0.15)) +
    P(
      s`M${x - pw / 2} ${by - hg * 0.34}h${pw}l${-pw * 0.12} ${hg * 0.34}h${-pw * 0.76}z`,
      C.terracotta,
    ) +
    R(x - pw * 0.55, by - hg * 0.36, pw * 1.1, hg * 0.04, dk(C.terracotta, 0.15))
  );
}

function tableLamp(c, cx, by, sz) {
  const p = c.pal;
  return (
    Ci(cx, by - sz * 0.75, sz * 1.5, c.glow(p.glow, 0.6)) +
    R(cx - sz * 0.03, by - sz * 0.6, sz * 0.06, sz * 0.6, dk(p.accent2, 0.3)) +
    E(cx, by - sz * 0.04, sz * 0.16, sz * 0.05, dk(p.accent2, 0.3)) +
    P(
      s`M${cx - sz * 0.24} ${by - sz}h${sz * 0.48}l${sz * 0.1} ${sz * 0.42}h${-sz * 0.68}z`,
      lt(p.glow, 0.45),
    )
  );
}

/** Framed picture: a little arch-and-sun landscape. */
function art(c, x, y, w, h) {
  const p = c.pal;
  const m = Math.min(w, h) * 0.08;
  const ix = x + m * 1.6;
  const iy = y + m * 1.6;
  const iw = w - m * 3.2;
  const ih = h - m * 3.2;
  return (
    R(x, y, w, h, dk(p.accent2, 0.25)) +
    R(x + m * 0.6, y + m * 0.6, w - m * 1.2, h - m * 1.2, C.linen) +
    R(ix, iy, iw, ih, c.v(lt(C.saffron, 0.55), lt(C.terracotta, 0.3))) +
    Ci(ix + iw * c.r(0.3, 0.7), iy + ih * 0.42, Math.min(iw, ih) * 0.16, lt(C.cream, 0.3)) +
    P(
      poly([
        [ix, iy + ih * 0.72],
        [ix + iw * 0.22, iy + ih * 0.52],
        [ix + iw * 0.48, iy + ih * 0.55],
        [ix + iw * 0.7, iy + ih * 0.44],
        [ix + iw, iy + ih * 0.6],
        [ix + iw, iy + ih],
        [ix, iy + ih],
      ]),
      p.accent,
      op(0.85),
    ) +
    P(
      s`M${ix} ${iy + ih}v${-ih * 0.2}Q${ix + iw / 2} ${iy + ih * 0.62} ${ix + iw} ${iy + ih * 0.8}v${ih * 0.2}z`,
      dk(p.accent, 0.25),
    )
  );
}

/** Window seen from inside, with a view, mullions and curtains. */
function windowFront(c, x, y, ww, wh, mode) {
  const p = c.pal;
  const k = c.w / 800;
  const trim = lt(C.cream, 0.3);
  let o = R(x - 8 * k, y - 8 * k, ww + 16 * k, wh + 16 * k, trim);
  o += R(
    x,
    y,
    ww,
    wh,
    c.v(
      ...(mode === 'dusk'
        ? [mix(p.deep, C.terracotta, 0.4), lt(C.saffron, 0.4)]
        : [mix(p.accent, '#a8d0e0', 0.6), lt(C.cream, 0.2)]),
    ),
  );
  o += P(
    poly([
      [x, y + wh * 0.72],
      [x + ww * 0.2, y + wh * 0.55],
      [x + ww * 0.45, y + wh * 0.56],
      [x + ww * 0.6, y + wh * 0.66],
      [x + ww * 0.82, y + wh * 0.5],
      [x + ww, y + wh * 0.52],
      [x + ww, y + wh],
      [x, y + wh],
    ]),
    mode === 'dusk' ? mix(p.deep, C.terracotta, 0.45) : mix(p.accent, '#d8c8b0', 0.55),
  );
  let b = '';
  for (let i = 0; i < 5; i++) {
    const bx = x + (ww * i) / 5 + c.r(0, ww * 0.05);
    const bh = wh * c.r(0.1, 0.22);
    b += s`M${bx} ${y + wh}v${-bh}h${ww * 0.14}v${bh}z`;
  }
  o += P(b, mode === 'dusk' ? mix(p.deep, C.basalt, 0.4) : mix(p.accent, C.sand, 0.45));
  o += R(x + ww / 2 - 3 * k, y, 6 * k, wh, trim) + R(x, y + wh * 0.38, ww, 6 * k, trim);
  o += R(x - 16 * k, y + wh + 6 * k, ww + 32 * k, 10 * k, lt(C.cream, 0.1));
  o += RR(x - 44 * k, y - 24 * k, ww + 88 * k, 6 * k, 3 * k, dk(C.wood, 0.3));
  const cw = ww * 0.26;
  const fold = c.folds(p.fabric, 3);
  o += P(
    s`M${x - 40 * k} ${y - 20 * k}h${cw}q${-cw * 0.6} ${wh * 0.5} ${-cw * 0.45} ${wh * 0.62}q${-cw * 0.1} ${wh * 0.2} ${-cw * 0.2} ${wh * 0.42}h${-cw * 0.35}z`,
    fold,
  );
  o += P(
    s`M${x + ww + 40 * k} ${y - 20 * k}h${-cw}q${cw * 0.6} ${wh * 0.5} ${cw * 0.45} ${wh * 0.62}q${cw * 0.1} ${wh * 0.2} ${cw * 0.2} ${wh * 0.42}h${cw * 0.35}z`,
    fold,
  );
  return o;
}

function floor(c, fy) {
  const { w, h } = c;
  let d = '';
  for (let t = 0.1; t < 1; t += 0.18) d += s`M0 ${fy + (h - fy) * t * t}H${w}`;
  return (
    R(0, fy, w, h - fy, c.v(lt(C.wood, 0.15), dk(C.wood, 0.15))) +
    line(d, dk(C.wood, 0.3), 1.5, op(0.5)) +
    R(0, fy - 3, w, 7, lt(C.cream, 0.2))
  );
}

function headboard(c, cx, top, bot, hw) {
  const p = c.pal;
  if (p.head === 'tufted') {
    const o = P(
      s`M${cx - hw} ${bot}V${top + 30}Q${cx - hw} ${top} ${cx - hw * 0.5} ${top}Q${cx} ${top - 30} ${cx + hw * 0.5} ${top}Q${cx + hw} ${top} ${cx + hw} ${top + 30}V${bot}Z`,
      c.v(lt(p.fabric, 0.1), dk(p.fabric, 0.1)),
    );
    let b = '';
    for (let yy = top + 30; yy < bot - 20; yy += 34)
      for (let xx = cx - hw + 28; xx < cx + hw - 20; xx += 40)
        b += s`M${xx + ((yy - top) % 68 ? 20 : 0)} ${yy}h0`;
    return o + dots(b, dk(p.fabric, 0.3), 6, 0.01);
  }
  if (p.head === 'wood') {
    return (
      RR(cx - hw, top, hw * 2, bot - top, 8, c.v(lt(C.wood, 0.2), C.wood)) +
      RR(cx - hw * 0.86, top + 18, hw * 1.72, (bot - top) * 0.5, 6, lt(p.accent, 0.15)) +
      R(cx - hw, top + (bot - top) * 0.62, hw * 2, 8, p.accent2)
    );
  }
  const o = RR(cx - hw, top, hw * 2, bot - top, 12, c.v(lt(p.fabric, 0.1), dk(p.fabric, 0.1)));
  let l = '';
  for (let xx = cx - hw + hw / 4; xx < cx + hw - 2; xx += hw / 4) l += s`M${xx} ${top + 10}V${bot}`;
  return o + line(l, dk(p.fabric, 0.3), 3);
}

/** Bed seen from its foot: headboard, pillows, duvet with runner. */
function bedFront(c, cx, fy, bw, type) {
  const p = c.pal;
  const H = c.h;
  const yb = fy + H * 0.14;
  const yf = yb - H * 0.1;
  const yt = fy - H * 0.08;
  const back = bw * 0.86;
  let o = E(cx, yb, bw * 0.58, H * 0.018, '#000', op(0.18));
  o += headboard(c, cx, fy - H * (type === 'luxury' ? 0.4 : 0.3), yt + 20, bw * 0.54);
  o += P(
    poly([
      [cx - back / 2, yt],
      [cx + back / 2, yt],
      [cx + bw / 2, yf],
      [cx - bw / 2, yf],
    ]),
    c.v(C.linen, '#efe4d1'),
  );
  const n = type === 'single' ? 1 : 2;
  const pw = (back * 0.86) / n;
  for (let i = 0; i < n; i++) {
    const px = cx - back * 0.43 + i * pw + pw * 0.06;
    o += RR(
      px,
      yt - H * 0.06,
      pw * 0.88,
      H * 0.085,
      H * 0.03,
      '#fffaf2',
      ` stroke="#e6dccb" stroke-width="2"`,
    );
  }
  if (type === 'luxury')
    o +=
      RR(cx - back * 0.2, yt - H * 0.035, back * 0.18, H * 0.07, 8, p.accent2) +
      RR(cx + back * 0.02, yt - H * 0.035, back * 0.18, H * 0.07, 8, p.fabric);
  const lerp = (t, sd) => [cx + sd * (back / 2 + ((bw - back) / 2) * t), yt + (yf - yt) * t];
  o += P(poly([lerp(0.1, -1), lerp(0.1, 1), lerp(0.2, 1), lerp(0.2, -1)]), '#ffffff', op(0.7));
  o += P(poly([lerp(0.55, -1), lerp(0.55, 1), lerp(0.82, 1), lerp(0.82, -1)]), p.fabric);
  o +=
    R(cx - bw / 2, yf, bw, H * 0.07, '#ebdfca') +
    R(cx - bw / 2 + 6, yf + H * 0.07, bw - 12, H * 0.03, dk(C.wood, 0.3));
  if (type === 'luxury') {
    const post = dk(C.wood, 0.35);
    const ty = fy - H * 0.56;
    o +=
      R(cx - bw / 2 - 12, ty, 10, yb - ty, post) +
      R(cx + bw / 2 + 2, ty, 10, yb - ty, post) +
      R(cx - bw / 2 - 20, ty - 8, bw + 40, 12, post);
    let sc = '';
    for (let i = 0; i < 8; i++)
      sc += s`M${cx - bw / 2 - 20 + (i * (bw + 40)) / 8} ${ty + 4}a${(bw + 40) / 16} ${(bw + 40) / 16} 0 0 0 ${(bw + 40) / 8} 0z`;
    o += P(sc, p.accent2);
    o += P(
      s`M${cx - bw / 2 - 8} ${ty + 4}q${bw * 0.14} ${H * 0.18} ${4} ${H * 0.34}q${-14} ${H * 0.1} ${-4} ${H * 0.3}h-16z`,
      lt(C.cream, 0.4),
      op(0.85),
    );
    o += P(
      s`M${cx + bw / 2 + 8} ${ty + 4}q${-bw * 0.14} ${H * 0.18} ${-4} ${H * 0.34}q${14} ${H * 0.1} ${4} ${H * 0.3}h16z`,
      lt(C.cream, 0.4),
      op(0.85),
    );
  }
  return o;
}

function nightstand(c, x, fy, nw) {
  const H = c.h;
  const top = fy - H * 0.06;
  return (
    tableLamp(c, x + nw / 2, top, H * 0.16) +
    RR(x, top, nw, H * 0.15, 4, c.v(lt(C.wood, 0.1), dk(C.wood, 0.1))) +
    R(x, top, nw, 5, dk(C.wood, 0.3)) +
    line(s`M${x + 6} ${top + H * 0.07}h${nw - 12}`, dk(C.wood, 0.35), 2) +
    Ci(x + nw / 2, top + H * 0.04, 3.5, c.pal.accent2)
  );
}

function sofa(c, x, fy, sw, single = false) {
  const p = c.pal;
  const H = c.h;
  let o = E(x + sw / 2, fy + H * 0.11, sw * 0.52, H * 0.015, '#000', op(0.15));
  o += RR(x + sw * 0.08, fy - H * 0.12, sw * 0.84, H * 0.17, 14, c.v(lt(p.fabric, 0.08), p.fabric));
  o += RR(x + sw * 0.08, fy + H * 0.02, sw * 0.84, H * 0.06, 8, lt(p.fabric, 0.18));
  o +=
    RR(x, fy - H * 0.04, sw * 0.14, H * 0.14, 12, dk(p.fabric, 0.12)) +
    RR(x + sw * 0.86, fy - H * 0.04, sw * 0.14, H * 0.14, 12, dk(p.fabric, 0.12));
  o += R(x + sw * 0.1, fy + H * 0.08, sw * 0.8, H * 0.02, dk(p.fabric, 0.3));
  o +=
    R(x + sw * 0.12, fy + H * 0.1, 6, H * 0.02, dk(C.wood, 0.4)) +
    R(x + sw * 0.88 - 6, fy + H * 0.1, 6, H * 0.02, dk(C.wood, 0.4));
  if (single) o += RR(x + sw * 0.32, fy - H * 0.06, sw * 0.36, H * 0.08, 8, p.accent2);
  else
    o +=
      RR(x + sw * 0.16, fy - H * 0.07, sw * 0.2, H * 0.08, 8, p.accent2) +
      RR(x + sw * 0.64, fy - H * 0.07, sw * 0.2, H * 0.08, 8, lt(C.cream, 0.2));
  return o;
}

function desk(c, x, fy, dw) {
  const p = c.pal;
  const H = c.h;
  const top = fy - H * 0.04;
  return (
    tableLamp(c, x + dw * 0.8, top, H * 0.16) +
    R(x, top, dw, H * 0.025, dk(C.wood, 0.15)) +
    R(x + dw * 0.05, top + H * 0.025, dw * 0.04, H * 0.12, dk(C.wood, 0.3)) +
    R(x + dw * 0.62, top + H * 0.025, dw * 0.34, H * 0.12, C.wood) +
    line(s`M${x + dw * 0.62} ${top + H * 0.085}h${dw * 0.34}`, dk(C.wood, 0.35), 2) +
    R(x + dw * 0.4, top - H * 0.015, dw * 0.2, H * 0.015, lt(C.cream, 0.2)) +
    RR(x + dw * 0.3, top - H * 0.02, dw * 0.36, H * 0.2, 12, p.fabric) +
    R(x + dw * 0.34, top + H * 0.18, 6, H * 0.05, dk(C.wood, 0.4)) +
    R(x + dw * 0.62 - 6, top + H * 0.18, 6, H * 0.05, dk(C.wood, 0.4))
  );
}

// ---------------------------------------------------------------- scenes: rooms

function sceneRoomCard(c, type) {
  const { w, h, pal: p } = c;
  const fy = h * 0.68;
  const L = {
    single: { bx: 0.42, bw: 0.24, win: [0.04, 0.17], ns: [0.58] },
    double: { bx: 0.56, bw: 0.4, win: [0.04, 0.18], ns: [0.27, 0.8] },
    family: { bx: 0.4, bw: 0.36, win: [0.03, 0.15], ns: [0.6] },
    luxury: { bx: 0.53, bw: 0.4, win: [0.03, 0.15], ns: [0.77] },
  }[type];
  const bx = w * L.bx;
  const bw = w * L.bw;
  let o = R(0, 0, w, fy, c.v(lt(p.wall, 0.3), p.wall));
  o += R(bx - bw * 0.78, 0, bw * 1.56, fy, mix(p.wall, p.accent, 0.14));
  o += floor(c, fy);
  o += E(bx, fy + h * 0.2, bw * 0.8, h * 0.07, p.accent2, op(0.5));
  o += windowFront(c, w * L.win[0], h * 0.16, w * L.win[1], h * 0.4, p.view);
  if (type !== 'luxury') o += art(c, bx - w * 0.09, h * 0.1, w * 0.18, h * 0.14);
  for (const nx of L.ns) o += nightstand(c, w * nx, fy, w * 0.1);
  o += bedFront(c, bx, fy, bw, type);
  if (type === 'single')
    o += desk(c, w * 0.7, fy, w * 0.26) + art(c, w * 0.76, h * 0.12, w * 0.14, h * 0.18);
  if (type === 'family') o += sofa(c, w * 0.7, fy, w * 0.27);
  if (type === 'luxury') {
    o += art(c, w * 0.83, h * 0.1, w * 0.13, h * 0.22);
    o += sofa(c, w * 0.05, fy + h * 0.12, w * 0.17, true);
    o += plant(c, w * 0.93, fy + h * 0.14, h * 0.36);
  }
  if (type === 'double') o += plant(c, w * 0.95, fy + h * 0.12, h * 0.3);
  return o;
}

/** Gallery 1: the bed in a three-quarter view (oblique projection). */
function sceneBedAngle(c, type) {
  const { w, h, pal: p } = c;
  const U = w * 0.165;
  const O = [w * 0.42, h * 0.6];
  const pr = (x, y, z) => [O[0] + (x - z * 0.55) * U, O[1] + (x * 0.12 + z * 0.35 - y) * U];
  const quad = (a, b, cc, d, fill, ex = '') =>
    P(poly([pr(...a), pr(...b), pr(...cc), pr(...d)]), fill, ex);
  const flat = (pts, z, fill) => P(poly(pts.map(([x, y]) => pr(x, y, z))), fill);
  const box = (x0, y0, z0, dx, dy, dz, col, ex = '') => {
    const [x1, y1, z1] = [x0 + dx, y0 + dy, z0 + dz];
    return (
      quad([x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1], lt(col, 0.12), ex) +
      quad([x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1], col, ex) +
      quad([x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0], dk(col, 0.18), ex)
    );
  };
  const Wb = { single: 0.95, double: 1.6, family: 1.6, luxury: 1.8 }[type];
  const D = 2;
  let o = R(0, 0, w, h, c.v(lt(p.wall, 0.3), p.wall));
  const a = pr(-6, 0, -0.1);
  const b = pr(9, 0, -0.1);
  o += P(poly([a, b, [b[0], h], [a[0], h]]), c.v(lt(C.wood, 0.1), dk(C.wood, 0.15)));
  const wz = -0.1;
  o += flat(
    [
      [-1.95, 0.95],
      [-0.45, 0.95],
      [-0.45, 2.0],
      [-1.95, 2.0],
    ],
    wz,
    lt(C.cream, 0.3),
  );
  o += flat(
    [
      [-1.88, 1.02],
      [-0.52, 1.02],
      [-0.52, 1.93],
      [-1.88, 1.93],
    ],
    wz,
    c.v(mix(p.accent, '#a8d0e0', 0.6), lt(C.saffron, 0.5)),
  );
  o += flat(
    [
      [-1.88, 1.02],
      [-0.52, 1.02],
      [-0.52, 1.22],
      [-0.75, 1.3],
      [-0.95, 1.3],
      [-1.15, 1.2],
      [-1.5, 1.36],
      [-1.7, 1.36],
      [-1.88, 1.26],
    ],
    wz,
    mix(p.accent, '#d8c8b0', 0.45),
  );
  o +=
    flat(
      [
        [-1.23, 1.02],
        [-1.17, 1.02],
        [-1.17, 1.93],
        [-1.23, 1.93],
      ],
      wz,
      lt(C.cream, 0.3),
    ) +
    flat(
      [
        [-1.88, 1.5],
        [-0.52, 1.5],
        [-0.52, 1.53],
        [-1.88, 1.53],
      ],
      wz,
      lt(C.cream, 0.3),
    );
  o += flat(
    [
      [-2.25, 0.3],
      [-1.78, 0.3],
      [-1.82, 2.1],
      [-2.15, 2.1],
    ],
    wz,
    c.folds(p.fabric, 3),
  );
  o += flat(
    [
      [-0.62, 0.3],
      [-0.15, 0.3],
      [-0.25, 2.1],
      [-0.58, 2.1],
    ],
    wz,
    c.folds(p.fabric, 3),
  );
  const ax0 = Wb / 2 - 0.35;
  if (type !== 'luxury') {
    o += flat(
      [
        [ax0, 1.25],
        [ax0 + 0.7, 1.25],
        [ax0 + 0.7, 1.72],
        [ax0, 1.72],
      ],
      wz,
      dk(p.accent2, 0.25),
    );
    o += flat(
      [
        [ax0 + 0.05, 1.3],
        [ax0 + 0.65, 1.3],
        [ax0 + 0.65, 1.67],
        [ax0 + 0.05, 1.67],
      ],
      wz,
      c.v(lt(C.saffron, 0.5), lt(C.terracotta, 0.3)),
    );
    o += flat(
      [
        [ax0 + 0.05, 1.3],
        [ax0 + 0.65, 1.3],
        [ax0 + 0.65, 1.42],
        [ax0 + 0.4, 1.52],
        [ax0 + 0.05, 1.44],
      ],
      wz,
      p.accent,
    );
  }
  if (type === 'luxury') {
    for (const x of [-0.08, Wb + 0.02]) o += box(x, 0, -0.06, 0.06, 2, 0.06, dk(C.wood, 0.3));
  }
  o += box(-0.08, 0, -0.1, Wb + 0.16, type === 'luxury' ? 1.3 : 1.0, 0.08, p.fabric);
  o += box(0, 0.05, 0, Wb, 0.25, D, dk(C.wood, 0.15));
  o += box(
    0.01,
    0.3,
    0.02,
    Wb - 0.02,
    0.22,
    D - 0.04,
    '#efe4d1',
    ` stroke="#efe4d1" stroke-linejoin="round" stroke-width="4"`,
  );
  o +=
    quad([0, 0.53, 1.3], [Wb, 0.53, 1.3], [Wb, 0.53, 1.7], [0, 0.53, 1.7], p.fabric) +
    quad([Wb, 0.3, 1.3], [Wb, 0.3, 1.7], [Wb, 0.53, 1.7], [Wb, 0.53, 1.3], dk(p.fabric, 0.2));
  const n = type === 'single' ? 1 : 2;
  const pw = (Wb - 0.16) / n;
  for (let i = 0; i < n; i++)
    o += box(
      0.08 + i * pw + 0.03,
      0.52,
      0.08,
      pw - 0.06,
      0.13,
      0.34,
      '#fbf5ea',
      ` stroke="#fbf5ea" stroke-linejoin="round" stroke-width="8"`,
    );
  if (type === 'luxury') {
    o +=
      box(0.4, 0.52, 0.45, 0.3, 0.2, 0.08, p.accent2) +
      box(Wb - 0.7, 0.52, 0.45, 0.3, 0.2, 0.08, p.accent2);
    for (const x of [-0.08, Wb + 0.02]) o += box(x, 0, D - 0.06, 0.06, 2, 0.06, dk(C.wood, 0.3));
    o += box(-0.08, 2, -0.06, Wb + 0.16, 0.06, D + 0.06, lt(C.cream, 0.2), op(0.55));
    o +=
      box(Wb + 0.02, 2, -0.06, 0.06, 0.06, D + 0.06, dk(C.wood, 0.3)) +
      box(-0.08, 2, D - 0.06, Wb + 0.16, 0.06, 0.06, dk(C.wood, 0.3));
    o += quad([-0.08, 2, D], [Wb + 0.08, 2, D], [Wb + 0.08, 1.84, D], [-0.08, 1.84, D], p.accent2);
    o += quad(
      [Wb + 0.08, 2, -0.06],
      [Wb + 0.08, 2, D],
      [Wb + 0.08, 1.84, D],
      [Wb + 0.08, 1.84, -0.06],
      dk(p.accent2, 0.15),
    );
  }
  const nx = Wb + 0.2;
  o += box(nx, 0, 0, 0.5, 0.55, 0.45, C.wood);
  const [lx, ly] = pr(nx + 0.25, 0.55, 0.2);
  o += tableLamp(c, lx, ly, U * 0.45);
  if (type === 'family') {
    o +=
      box(nx + 0.7, 0, 0, 0.95, 0.3, D, dk(C.wood, 0.15)) +
      box(nx + 0.71, 0.3, 0.02, 0.93, 0.2, D - 0.04, '#efe4d1');
    o +=
      box(nx + 0.7, 0, -0.1, 0.95, 0.9, 0.08, p.fabric) +
      box(nx + 0.82, 0.5, 0.08, 0.7, 0.12, 0.32, '#fbf5ea');
    o += quad(
      [nx + 0.7, 0.51, 1.3],
      [nx + 1.65, 0.51, 1.3],
      [nx + 1.65, 0.51, 1.7],
      [nx + 0.7, 0.51, 1.7],
      p.accent2,
    );
  }
  return o;
}

/** Gallery 2: the bathroom. */
function sceneBath(c) {
  const { w, h, pal: p } = c;
  const k = w / 1200;
  const fy = h * 0.86;
  const tile = lt(mix(p.accent, C.cream, 0.78), 0.25);
  const pid = c.newId();
  c.defs.push(
    s`<pattern id="${pid}" width="${80 * k}" height="${80 * k}" patternUnits="userSpaceOnUse"><rect width="${80 * k}" height="${80 * k}" fill="${tile}"/><path d="M0 0H${80 * k}M0 0V${80 * k}" stroke="${dk(tile, 0.1)}" stroke-width="3"/></pattern>`,
  );
  let o = R(0, 0, w, fy, `url(#${pid})`);
  o += R(0, h * 0.5, w, h * 0.05, p.accent, op(0.85));
  o += R(0, fy, w, h - fy, c.v(mix(C.sandstone, p.accent, 0.2), dk(C.sandstone, 0.3)));
  o += RR(w * 0.42, h * 0.91, w * 0.16, h * 0.05, 8, p.fabric, op(0.85));
  // shower glass
  o +=
    R(w * 0.02, h * 0.08, w * 0.14, fy - h * 0.08, '#dbe9ea', op(0.35)) +
    line(s`M${w * 0.02} ${h * 0.08}V${fy}M${w * 0.16} ${h * 0.08}V${fy}`, C.metal, 6 * k);
  o +=
    E(w * 0.09, h * 0.12, 50 * k, 10 * k, C.metal) +
    line(s`M${w * 0.09} ${h * 0.12}V${h * 0.04}`, C.metal, 6 * k);
  // mirror and sconces
  o += P(pointedD(w * 0.375, h * 0.08, w * 0.25, h * 0.46), p.accent2);
  o += P(pointedD(w * 0.385, h * 0.095, w * 0.23, h * 0.435), c.v('#e6eff0', '#bcd0d2'));
  o += P(
    poly([
      [w * 0.43, h * 0.5],
      [w * 0.47, h * 0.5],
      [w * 0.57, h * 0.22],
      [w * 0.53, h * 0.22],
    ]),
    '#fff',
    op(0.35),
  );
  for (const sx of [w * 0.32, w * 0.68])
    o +=
      Ci(sx, h * 0.27, 90 * k, c.glow(p.glow, 0.7)) +
      RR(sx - 14 * k, h * 0.23, 28 * k, 60 * k, 12 * k, lt(p.glow, 0.45)) +
      R(sx - 4 * k, h * 0.31, 8 * k, 20 * k, p.accent2);
  // vanity
  o += R(w * 0.26, h * 0.6, w * 0.48, fy - h * 0.6, c.v(lt(C.wood, 0.05), dk(C.wood, 0.15)));
  o +=
    line(s`M${w * 0.5} ${h * 0.62}V${fy}`, dk(C.wood, 0.35), 3 * k) +
    R(w * 0.47, h * 0.68, 6 * k, 40 * k, p.accent2) +
    R(w * 0.53 - 6 * k, h * 0.68, 6 * k, 40 * k, p.accent2);
  o += R(w * 0.24, h * 0.58, w * 0.52, h * 0.025, lt(C.cream, 0.35));
  o +=
    P(
      s`M${w * 0.43} ${h * 0.54}A${w * 0.07} ${h * 0.06} 0 0 0 ${w * 0.57} ${h * 0.54}Z`,
      '#fffdf8',
    ) + E(w * 0.5, h * 0.54, w * 0.07, h * 0.012, '#e7e0d4');
  o +=
    line(
      s`M${w * 0.5} ${h * 0.5}V${h * 0.44}q0 ${-30 * k} ${30 * k} ${-30 * k}q${26 * k} 0 ${26 * k} ${26 * k}`,
      C.metal,
      9 * k,
    ) + R(w * 0.5 - 14 * k, h * 0.54 - 40 * k, 28 * k, 40 * k, C.metal);
  o += plant(c, w * 0.3, h * 0.58, h * 0.2);
  o +=
    RR(w * 0.63, h * 0.5, 26 * k, 38 * k, 6 * k, p.accent) +
    RR(w * 0.665, h * 0.51, 26 * k, 34 * k, 6 * k, p.accent2);
  let rolls = '';
  for (const [x, y] of [
    [0.68, 0.567],
    [0.71, 0.567],
    [0.695, 0.535],
  ])
    rolls += cd(w * x, h * y, 18 * k);
  o += P(rolls, lt(C.cream, 0.3), ` stroke="${dk(C.cream, 0.1)}" stroke-width="3"`);
  // towel rail
  o += R(w * 0.8, h * 0.3, w * 0.16, 8 * k, C.metal);
  o +=
    RR(w * 0.81, h * 0.3, w * 0.065, h * 0.3, 4 * k, p.fabric) +
    R(w * 0.81, h * 0.52, w * 0.065, 8 * k, p.accent2);
  o +=
    RR(w * 0.885, h * 0.3, w * 0.065, h * 0.25, 4 * k, lt(C.cream, 0.25)) +
    R(w * 0.885, h * 0.49, w * 0.065, 8 * k, p.fabric);
  return o;
}

/** Gallery 3: the window and its view. */
function sceneView(c) {
  const { w, h, pal: p } = c;
  const k = w / 1200;
  const wx = w * 0.22;
  const wy = h * 0.08;
  const ww = w * 0.56;
  const wh = h * 0.62;
  let o = R(0, 0, w, h, c.v(lt(p.wall, 0.3), p.wall));
  o += R(0, h * 0.86, w, h * 0.14, c.v(lt(C.wood, 0.1), dk(C.wood, 0.15)));
  o += R(wx - 14 * k, wy - 14 * k, ww + 28 * k, wh + 28 * k, lt(C.cream, 0.3));
  const cid = c.clip(R(wx, wy, ww, wh, '#000'));
  let v = sky(c, p.view, h);
  v +=
    p.view === 'dusk'
      ? sun(c, wx + ww * 0.7, wy + wh * 0.55, h * 0.03, lt(C.saffron, 0.5))
      : sun(c, wx + ww * c.r(0.2, 0.8), wy + wh * 0.28, h * 0.035, lt(C.saffron, 0.55));
  const dusk = p.view === 'dusk';
  v += mesas(
    c,
    wy + wh * 0.7,
    h * 0.2,
    dusk ? mix(p.deep, C.terracotta, 0.5) : mix(p.accent, '#e2cfb4', 0.55),
  );
  v += mesas(
    c,
    wy + wh * 0.8,
    h * 0.12,
    dusk ? mix(p.deep, C.terracotta, 0.3) : mix(p.accent, '#c8b99d', 0.45),
  );
  v += maqbara(
    c,
    wx + ww * c.r(0.25, 0.7),
    wy + wh * 0.86,
    ww * 0.22,
    '#fbf3e4',
    mix(C.cream, C.sandstone, 0.5),
    mix(p.deep, C.basalt, 0.4),
  );
  v += skyline(c, wy + wh, {
    fill: dusk ? mix(p.deep, C.basalt, 0.5) : mix(p.accent, C.sand, 0.5),
    min: h * 0.03,
    max: h * 0.1,
    k: k * 0.8,
    x0: wx,
    x1: wx + ww,
    lit: p.view === 'dusk' ? 0.1 : 0,
  });
  let tr = '';
  for (let i = 0; i < 7; i++) tr += cd(wx + c.r(0, ww), wy + wh - c.r(0, 10) * k, c.r(18, 34) * k);
  v += P(tr, C.leafDark);
  o += `<g clip-path="url(#${cid})">${v}</g>`;
  const trim = lt(C.cream, 0.3);
  o += R(wx + ww / 2 - 6 * k, wy, 12 * k, wh, trim) + R(wx, wy + wh * 0.3, ww, 10 * k, trim);
  o +=
    R(wx - 40 * k, wy + wh + 8 * k, ww + 80 * k, 22 * k, lt(C.cream, 0.15)) +
    R(wx - 40 * k, wy + wh + 30 * k, ww + 80 * k, 6 * k, dk(C.cream, 0.15));
  o += plant(c, wx + ww * 0.12, wy + wh + 8 * k, h * 0.2);
  const cupX = wx + ww * 0.8;
  const cupY = wy + wh + 8 * k;
  o +=
    E(cupX, cupY - 3 * k, 34 * k, 7 * k, lt(C.cream, 0.3)) +
    P(s`M${cupX - 22 * k} ${cupY - 40 * k}h${44 * k}l${-6 * k} ${36 * k}h${-32 * k}z`, p.accent) +
    line(s`M${cupX + 20 * k} ${cupY - 32 * k}q${16 * k} 0 ${12 * k} ${14 * k}`, p.accent, 5 * k);
  o += RR(wx - 70 * k, wy - 44 * k, ww + 140 * k, 10 * k, 5 * k, dk(C.wood, 0.3));
  const cw = ww * 0.26;
  const fold = c.folds(p.fabric, 4);
  o += P(
    s`M${wx - 70 * k} ${wy - 36 * k}h${cw}q${-cw * 0.5} ${wh * 0.45} ${-cw * 0.45} ${wh * 0.6}q${-cw * 0.05} ${wh * 0.3} ${-cw * 0.2} ${h * 0.86 - wy - wh * 0.6 + 36 * k}h${-cw * 0.35}z`,
    fold,
  );
  o += P(
    s`M${wx + ww + 70 * k} ${wy - 36 * k}h${-cw}q${cw * 0.5} ${wh * 0.45} ${cw * 0.45} ${wh * 0.6}q${cw * 0.05} ${wh * 0.3} ${cw * 0.2} ${h * 0.86 - wy - wh * 0.6 + 36 * k}h${cw * 0.35}z`,
    fold,
  );
  o +=
    RR(wx - 74 * k, wy + wh * 0.55, cw * 0.5, 14 * k, 7 * k, p.accent2) +
    RR(wx + ww + 74 * k - cw * 0.5, wy + wh * 0.55, cw * 0.5, 14 * k, 7 * k, p.accent2);
  return o;
}

/** Gallery 4 (double, luxury): tea tray on a table. */
function sceneTea(c) {
  const { w, h, pal: p } = c;
  const k = w / 1200;
  let o = R(0, 0, w, h, c.v(lt(p.wall, 0.25), mix(p.wall, p.accent, 0.12)));
  o += Ci(w * 0.12, h * 0.15, w * 0.4, c.glow(p.glow, 0.5));
  o += art(c, w * 0.66, h * 0.06, w * 0.2, h * 0.26);
  o +=
    P(
      poly([
        [w * 0.04, h * 0.55],
        [w * 0.96, h * 0.55],
        [w, h * 0.88],
        [0, h * 0.88],
      ]),
      c.v(lt(C.wood, 0.15), C.wood),
    ) + R(0, h * 0.88, w, h * 0.12, dk(C.wood, 0.35));
  const tx = w * 0.5;
  const ty = h * 0.72;
  o +=
    E(tx, ty + 8 * k, w * 0.31, h * 0.11, dk(p.accent2, 0.3)) +
    E(tx, ty, w * 0.3, h * 0.1, c.v(lt(p.accent2, 0.25), dk(p.accent2, 0.1))) +
    E(tx, ty, w * 0.27, h * 0.08, lt(p.accent2, 0.15));
  // teapot
  const px = w * 0.38;
  const py = h * 0.62;
  o += line(
    s`M${px + 90 * k} ${py - 40 * k}q${60 * k} ${10 * k} ${20 * k} ${70 * k}`,
    C.cream,
    14 * k,
  );
  o += P(
    s`M${px - 80 * k} ${py - 20 * k}q${-70 * k} ${-20 * k} ${-80 * k} ${-80 * k}q${30 * k} ${40 * k} ${90 * k} ${50 * k}z`,
    C.cream,
  );
  o +=
    E(px, py, 100 * k, 82 * k, c.hz(lt(C.cream, 0.5), C.cream, dk(C.cream, 0.12))) +
    R(px - 98 * k, py - 10 * k, 196 * k, 18 * k, p.accent);
  o +=
    E(px, py - 78 * k, 50 * k, 12 * k, dk(C.cream, 0.08)) +
    Ci(px, py - 96 * k, 12 * k, p.accent2) +
    E(px, py + 78 * k, 60 * k, 8 * k, dk(C.cream, 0.15));
  // cups
  for (const [cx, cy] of [
    [w * 0.6, h * 0.7],
    [w * 0.7, h * 0.76],
  ]) {
    o += E(
      cx,
      cy + 22 * k,
      62 * k,
      14 * k,
      lt(C.cream, 0.3),
      ` stroke="${dk(C.cream, 0.1)}" stroke-width="2"`,
    );
    o += line(
      s`M${cx + 34 * k} ${cy - 20 * k}q${26 * k} 0 ${20 * k} ${22 * k}`,
      lt(C.cream, 0.2),
      7 * k,
    );
    o +=
      P(
        s`M${cx - 40 * k} ${cy - 30 * k}h${80 * k}q${-4 * k} ${50 * k} ${-30 * k} ${52 * k}h${-20 * k}q${-26 * k} ${-2 * k} ${-30 * k} ${-52 * k}z`,
        lt(C.cream, 0.35),
      ) + R(cx - 38 * k, cy - 18 * k, 76 * k, 8 * k, p.accent);
    o += E(cx, cy - 30 * k, 40 * k, 8 * k, '#8a4f2a');
    o += line(
      s`M${cx - 6 * k} ${cy - 50 * k}q${-16 * k} ${-30 * k} 0 ${-60 * k}q${16 * k} ${-30 * k} 0 ${-60 * k}`,
      '#ffffff',
      5 * k,
      ` stroke-linecap="round" opacity=".5"`,
    );
  }
  // biscuits
  o +=
    E(w * 0.47, h * 0.8, 70 * k, 16 * k, lt(C.cream, 0.3)) +
    P(
      cd(w * 0.45, h * 0.79, 18 * k) +
        cd(w * 0.49, h * 0.79, 18 * k) +
        cd(w * 0.47, h * 0.775, 18 * k),
      mix(C.saffron, C.wood, 0.35),
    );
  // bud vase
  o += P(
    s`M${w * 0.84} ${h * 0.68}q${-30 * k} ${-10 * k} ${-10 * k} ${-60 * k}v${-30 * k}h${20 * k}v${30 * k}q${20 * k} ${50 * k} ${-10 * k} ${60 * k}z`,
    p.accent,
  );
  o +=
    line(s`M${w * 0.84} ${h * 0.56}q${-10 * k} ${-50 * k} ${6 * k} ${-100 * k}`, C.leaf, 4 * k) +
    Ci(w * 0.845, h * 0.42, 20 * k, C.marigold) +
    Ci(w * 0.845, h * 0.42, 9 * k, C.marigold2);
  return o;
}

/** Gallery 4 (single): desk with lamp. */
function sceneDesk(c) {
  const { w, h, pal: p } = c;
  const k = w / 1200;
  let o = R(0, 0, w, h, c.v(lt(p.wall, 0.25), p.wall));
  o += R(0, h * 0.9, w, h * 0.1, c.v(lt(C.wood, 0.1), dk(C.wood, 0.2)));
  o += art(c, w * 0.52, h * 0.08, w * 0.26, h * 0.28);
  o += P(
    poly([
      [w * 0.14, h * 0.5],
      [w * 0.86, h * 0.5],
      [w * 0.9, h * 0.62],
      [w * 0.1, h * 0.62],
    ]),
    c.v(lt(C.wood, 0.2), C.wood),
  );
  o += R(w * 0.1, h * 0.62, w * 0.8, h * 0.035, dk(C.wood, 0.25));
  o +=
    R(w * 0.12, h * 0.655, w * 0.03, h * 0.245, dk(C.wood, 0.3)) +
    R(w * 0.62, h * 0.655, w * 0.26, h * 0.245, C.wood);
  o +=
    line(s`M${w * 0.62} ${h * 0.77}h${w * 0.26}`, dk(C.wood, 0.35), 3 * k) +
    R(w * 0.73, h * 0.7, w * 0.04, 8 * k, p.accent2) +
    R(w * 0.73, h * 0.82, w * 0.04, 8 * k, p.accent2);
  // lamp with a pool of light
  const lx = w * 0.24;
  o += P(
    poly([
      [lx - 60 * k, h * 0.3],
      [lx + 60 * k, h * 0.3],
      [lx + 200 * k, h * 0.62],
      [lx - 200 * k, h * 0.62],
    ]),
    c.v([0, p.glow, 0.5], [1, p.glow, 0]),
  );
  o += Ci(lx, h * 0.26, 180 * k, c.glow(p.glow, 0.6));
  o +=
    E(lx, h * 0.54, 60 * k, 12 * k, dk(p.accent2, 0.3)) +
    R(lx - 5 * k, h * 0.3, 10 * k, h * 0.24, dk(p.accent2, 0.3));
  o += P(
    s`M${lx - 60 * k} ${h * 0.18}h${120 * k}l${30 * k} ${h * 0.13}h${-180 * k}z`,
    lt(p.glow, 0.4),
  );
  // notebook, pen, cup
  o +=
    P(
      poly([
        [w * 0.38, h * 0.53],
        [w * 0.52, h * 0.53],
        [w * 0.54, h * 0.6],
        [w * 0.37, h * 0.6],
      ]),
      p.fabric,
    ) +
    P(
      poly([
        [w * 0.39, h * 0.535],
        [w * 0.51, h * 0.535],
        [w * 0.525, h * 0.59],
        [w * 0.385, h * 0.59],
      ]),
      C.linen,
    );
  o += line(s`M${w * 0.55} ${h * 0.59}l${50 * k} ${-30 * k}`, p.accent2, 6 * k);
  o +=
    P(s`M${w * 0.68} ${h * 0.47}h${56 * k}l${-6 * k} ${56 * k}h${-44 * k}z`, p.accent) +
    E(w * 0.68 + 28 * k, h * 0.47, 28 * k, 6 * k, '#8a4f2a');
  o += plant(c, w * 0.82, h * 0.56, h * 0.26);
  // chair back in the foreground
  o +=
    RR(w * 0.36, h * 0.6, w * 0.24, h * 0.3, 30 * k, c.v(lt(p.fabric, 0.1), dk(p.fabric, 0.15))) +
    R(w * 0.38, h * 0.9, 10 * k, h * 0.1, dk(C.wood, 0.4)) +
    R(w * 0.58 - 10 * k, h * 0.9, 10 * k, h * 0.1, dk(C.wood, 0.4));
  return o;
}

/** Gallery 4 (family): open wardrobe with a luggage rack. */
function sceneWardrobe(c) {
  const { w, h, pal: p } = c;
  const k = w / 1200;
  const fy = h * 0.88;
  let o = R(0, 0, w, h, c.v(lt(p.wall, 0.25), p.wall));
  o += R(0, fy, w, h - fy, c.v(lt(C.wood, 0.1), dk(C.wood, 0.2)));
  const x0 = w * 0.3;
  const x1 = w * 0.7;
  const top = h * 0.08;
  o += E(w / 2, fy, w * 0.24, 10 * k, '#000', op(0.15));
  o +=
    R(x0 - 10 * k, top - 16 * k, x1 - x0 + 20 * k, 18 * k, dk(C.wood, 0.3)) +
    R(x0, top, x1 - x0, fy - top, C.wood);
  const mid = (x0 + x1) / 2;
  o += R(x0 + 10 * k, top + 10 * k, mid - x0 - 14 * k, fy - top - 20 * k, dk(C.wood, 0.55));
  o += line(s`M${x0 + 14 * k} ${h * 0.17}H${mid - 8 * k}`, C.metal, 6 * k);
  const cols = [p.fabric, lt(C.cream, 0.2), p.accent2, C.terracotta, lt(p.accent, 0.4)];
  for (let i = 0; i < 5; i++) {
    const cx = x0 + 40 * k + i * ((mid - x0 - 70 * k) / 4);
    const len = h * c.r(0.28, 0.4);
    o += line(s`M${cx} ${h * 0.17}v${-14 * k}`, C.metal, 3 * k);
    o +=
      P(
        s`M${cx - 34 * k} ${h * 0.2}l${34 * k} ${-16 * k}l${34 * k} ${16 * k}v${len}h${-68 * k}z`,
        cols[i],
      ) +
      line(
        s`M${cx - 10 * k} ${h * 0.18}l${10 * k} ${20 * k}l${10 * k} ${-20 * k}`,
        dk(cols[i], 0.2),
        3 * k,
      );
  }
  o += R(x0 + 10 * k, h * 0.66, mid - x0 - 14 * k, 8 * k, dk(C.wood, 0.2));
  for (let i = 0; i < 3; i++) {
    const sx = x0 + 26 * k + i * 76 * k;
    o +=
      RR(sx, h * 0.66 - 22 * k, 64 * k, 22 * k, 4 * k, cols[(i + 2) % 5]) +
      RR(sx, h * 0.66 - 44 * k, 64 * k, 22 * k, 4 * k, cols[(i + 3) % 5]);
  }
  o += P(
    poly([
      [x0, top],
      [x0 - w * 0.12, top + h * 0.05],
      [x0 - w * 0.12, fy - h * 0.02],
      [x0, fy],
    ]),
    lt(C.wood, 0.12),
  );
  o += P(
    poly([
      [x0 - 14 * k, top + 30 * k],
      [x0 - w * 0.11, top + h * 0.08],
      [x0 - w * 0.11, fy - h * 0.06],
      [x0 - 14 * k, fy - 30 * k],
    ]),
    c.v('#e8f0f0', '#b9cdd0'),
  );
  o +=
    R(mid + 20 * k, top + 30 * k, x1 - mid - 40 * k, h * 0.34, lt(C.wood, 0.08)) +
    R(mid + 20 * k, h * 0.5, x1 - mid - 40 * k, h * 0.34, lt(C.wood, 0.08));
  o += R(mid + 24 * k, h * 0.42, 8 * k, 60 * k, p.accent2);
  // luggage rack and suitcase
  const lx = w * 0.84;
  o += line(
    s`M${lx - 90 * k} ${fy}L${lx + 90 * k} ${h * 0.66}M${lx + 90 * k} ${fy}L${lx - 90 * k} ${h * 0.66}`,
    dk(C.wood, 0.3),
    10 * k,
  );
  o += R(lx - 100 * k, h * 0.65, 200 * k, 12 * k, dk(C.wood, 0.3));
  o +=
    RR(lx - 110 * k, h * 0.45, 220 * k, h * 0.2, 16 * k, p.accent) +
    line(
      s`M${lx - 50 * k} ${h * 0.45}v${h * 0.2}M${lx + 50 * k} ${h * 0.45}v${h * 0.2}`,
      dk(p.accent, 0.3),
      10 * k,
    );
  o += RR(
    lx - 30 * k,
    h * 0.45 - 20 * k,
    60 * k,
    24 * k,
    10 * k,
    'none',
    ` stroke="${dk(p.accent, 0.3)}" stroke-width="${num(8 * k)}"`,
  );
  o += plant(c, w * 0.1, fy + 10 * k, h * 0.46);
  return o;
}

// ---------------------------------------------------------------- site-wide

function logo(c) {
  const p = c.pal;
  return (
    RR(0, 0, 96, 96, 22, p.accent) +
    P(s`M20 80V50C20 34 34 24 48 12C62 24 76 34 76 50V80Z`, C.cream) +
    P(s`M31 80V52C31 42 40 35 48 28C56 35 65 42 65 52V80Z`, c.v(lt(C.saffron, 0.2), C.terracotta)) +
    Ci(48, 52, 7, lt(C.cream, 0.2)) +
    P('M31 80L42 66L50 72L58 62L65 70V80Z', dk(p.accent, 0.1)) +
    R(14, 80, 68, 5, p.accent2)
  );
}

function sceneOg(c) {
  const { w, h, pal: p } = c;
  let o = sky(c, 'golden');
  o += sun(c, w * 0.84, h * 0.34, h * 0.06, lt(C.saffron, 0.5));
  o += mesas(c, h * 0.66, h * 0.2, mix(p.accent, '#e6d3b6', 0.6));
  const cliff = [
    [0, h],
    [0, h * 0.3],
    [w * 0.12, h * 0.28],
    [w * 0.26, h * 0.33],
    [w * 0.34, h * 0.42],
    [w * 0.38, h * 0.62],
    [w * 0.4, h],
  ];
  o += P(poly(cliff), c.v(mix(C.basalt, C.sandstone, 0.45), dk(C.basalt, 0.2)));
  const cave = dk(C.basalt, 0.7);
  o +=
    R(w * 0.03, h * 0.5, w * 0.22, h * 0.18, cave) +
    R(w * 0.06, h * 0.38, w * 0.14, h * 0.07, cave);
  let cols = '';
  for (let i = 0; i <= 6; i++)
    cols += s`M${w * (0.03 + i * 0.0367) - 5} ${h * 0.5}h10v${h * 0.18}h-10z`;
  for (let i = 0; i <= 4; i++)
    cols += s`M${w * (0.06 + i * 0.035) - 4} ${h * 0.38}h8v${h * 0.07}h-8z`;
  o += P(cols, C.basalt);
  o += P(s`M${w * 0.28} ${h * 0.68}A${h * 0.06} ${h * 0.06} 0 1 1 ${w * 0.34} ${h * 0.68}Z`, cave);
  o += maqbara(
    c,
    w * 0.64,
    h * 0.74,
    w * 0.3,
    '#fbf3e4',
    mix(C.cream, C.sandstone, 0.5),
    mix(p.deep, C.basalt, 0.4),
  );
  o += skyline(c, h * 0.8, {
    fill: mix(p.accent, C.sand, 0.35),
    min: h * 0.04,
    max: h * 0.14,
    k: 0.8,
    x0: w * 0.36,
    dome: 0.2,
  });
  o += R(
    0,
    h * 0.8,
    w,
    h * 0.2,
    c.v(mix(C.sandstone, p.accent, 0.25), mix(C.sandstone, p.deep, 0.55)),
  );
  o +=
    palm(c, w * 0.44, h * 1.02, h * 0.48, C.leafDark, dk(C.wood, 0.3)) +
    palm(c, w * 0.93, h * 1.02, h * 0.56, C.leafDark, dk(C.wood, 0.3));
  return o;
}

// ---------------------------------------------------------------- slot table

const HOTEL_HEROES = [
  (c) => sceneFacade(c, 'dusk'),
  sceneMonument,
  sceneCaves,
  (c) => (c.pal.lounge === 'lobby' ? sceneLobby(c) : sceneTerrace(c)),
];
const BANQUET_HEROES = [sceneBanquetHall, sceneMandap, sceneStage, sceneLawn];
const ROOM_TYPES = {
  'single-bed': 'single',
  'double-bed': 'double',
  'family-suite': 'family',
  'luxury-room': 'luxury',
};
const ROOM_HOTEL = {
  aagam: 'hotel-aagam-executive',
  grand: 'hotel-grand-imperial',
  akash: 'hotel-akash-executive',
};
const DETAIL = { single: sceneDesk, double: sceneTea, family: sceneWardrobe, luxury: sceneTea };

function slots() {
  const list = [];
  for (const id of [
    'hotel-aagam-executive',
    'hotel-grand-imperial',
    'hotel-akash-executive',
    'akash-banquet-hall',
  ]) {
    const heroes = id === 'akash-banquet-hall' ? BANQUET_HEROES : HOTEL_HEROES;
    heroes.forEach((draw, i) => {
      list.push({ path: `${id}/carousel-${i + 1}.svg`, w: 1600, h: 900, pal: id, draw });
    });
    list.push({
      path: `${id}/card.svg`,
      w: 800,
      h: 600,
      pal: id,
      draw: (c) => sceneFacade(c, 'golden'),
    });
  }
  for (const hotel of Object.keys(ROOM_HOTEL)) {
    for (const [suffix, type] of Object.entries(ROOM_TYPES)) {
      const id = `${hotel}-${suffix}`;
      const pal = ROOM_HOTEL[hotel];
      list.push({
        path: `rooms/${id}/card.svg`,
        w: 800,
        h: 600,
        pal,
        draw: (c) => sceneRoomCard(c, type),
      });
      const gallery = [(c) => sceneBedAngle(c, type), sceneBath, sceneView, DETAIL[type]];
      gallery.forEach((draw, i) => {
        list.push({ path: `rooms/${id}/gallery-${i + 1}.svg`, w: 1200, h: 800, pal, draw });
      });
    }
  }
  list.push({ path: 'site/logo.svg', w: 96, h: 96, pal: 'site', draw: logo });
  list.push({ path: 'site/og-default.svg', w: 1200, h: 630, pal: 'site', draw: sceneOg });
  return list;
}

// ---------------------------------------------------------------- main

function main() {
  const written = [];
  for (const slot of slots()) {
    const c = new Art(slot.path, slot.w, slot.h, PALETTES[slot.pal]);
    const svg = c.svg(slot.draw(c));
    const file = join(OUT_DIR, slot.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    written.push({ path: slot.path, bytes: Buffer.byteLength(svg) });
  }
  const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const total = written.reduce((n, f) => n + f.bytes, 0);
  const over = written.filter((f) => f.bytes > HARD_LIMIT);
  console.log(`Wrote ${written.length} SVG files to ${OUT_DIR}`);
  console.log(`Largest: ${largest.path} (${largest.bytes} bytes); total ${total} bytes`);
  if (over.length) {
    for (const f of over)
      console.error(`Over the ${HARD_LIMIT}-byte limit: ${f.path} (${f.bytes} bytes)`);
    process.exitCode = 1;
  }
}

main();
