// Draws the app icon (no image tools needed): resources/icon.svg, PNGs in resources/icons/ (Linux
// set) plus resources/icon.png (512), resources/icon.icns (macOS) and resources/icon.ico (Windows).
// The PNG, ICNS and ICO files are written by hand: ICNS and ICO both simply wrap PNG images.
// Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'

const OUT = 'resources'

// ── The design, in a 1024 × 1024 space ──────────────────────────────────────────────────────
const BG = {
  x: 82,
  y: 82,
  size: 860,
  radius: 195,
  from: [0x4c, 0x7d, 0xf0],
  to: [0x1f, 0x46, 0xa6],
}
const BUBBLE = { x: 236, y: 262, w: 552, h: 404, radius: 96 }
const TAIL = [
  [330, 630],
  [300, 800],
  [480, 650],
]
const STAR = { cx: 512, cy: 466, outer: 138, inner: 58, color: [0xf4, 0xb4, 0x00] }
const WHITE = [0xff, 0xff, 0xff]

const starPoints = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? STAR.outer : STAR.inner
  const a = -Math.PI / 2 + (i * Math.PI) / 5
  return [STAR.cx + r * Math.cos(a), STAR.cy + r * Math.sin(a)]
})

function inRoundedRect(x, y, rx, ry, w, h, r) {
  const dx = Math.max(rx + r - x, 0, x - (rx + w - r))
  const dy = Math.max(ry + r - y, 0, y - (ry + h - r))
  return dx * dx + dy * dy <= r * r
}

function inPolygon(x, y, points) {
  let inside = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]
    const [xj, yj] = points[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** The colour at one point, or null outside the icon (transparent). */
function colourAt(x, y) {
  if (!inRoundedRect(x, y, BG.x, BG.y, BG.size, BG.size, BG.radius)) return null
  if (inPolygon(x, y, starPoints)) return STAR.color
  if (
    inRoundedRect(x, y, BUBBLE.x, BUBBLE.y, BUBBLE.w, BUBBLE.h, BUBBLE.radius) ||
    inPolygon(x, y, TAIL)
  )
    return WHITE
  const t = (x - BG.x + (y - BG.y)) / (2 * BG.size)
  return BG.from.map((c, i) => c + (BG.to[i] - c) * t)
}

/** RGBA pixels at `size`, supersampled so edges are smooth at every size. */
function render(size) {
  const samples = size >= 256 ? 4 : 8
  const scale = 1024 / size
  const pixels = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt(
            (px + (sx + 0.5) / samples) * scale,
            (py + (sy + 0.5) / samples) * scale,
          )
          if (!c) continue
          r += c[0]
          g += c[1]
          b += c[2]
          a += 1
        }
      }
      const o = (py * size + px) * 4
      if (a > 0) {
        pixels[o] = Math.round(r / a)
        pixels[o + 1] = Math.round(g / a)
        pixels[o + 2] = Math.round(b / a)
      }
      pixels[o + 3] = Math.round((a / (samples * samples)) * 255)
    }
  }
  return pixels
}

// ── PNG ─────────────────────────────────────────────────────────────────────────────────────
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf) {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function png(size) {
  const pixels = render(size)
  const raw = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++)
    pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr.set([8, 6, 0, 0, 0], 8) // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// ── ICNS (PNG entries; macOS 10.7+) and ICO (PNG entries; Windows Vista+) ────────────────────
function icns(pngs) {
  const types = { 32: 'ic11', 64: 'ic12', 128: 'ic07', 256: 'ic08', 512: 'ic09', 1024: 'ic10' }
  const entries = Object.entries(types).map(([size, type]) => {
    const data = pngs.get(Number(size))
    const head = Buffer.alloc(8)
    head.write(type, 0, 'ascii')
    head.writeUInt32BE(data.length + 8, 4)
    return Buffer.concat([head, data])
  })
  const body = Buffer.concat(entries)
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([head, body])
}
function ico(pngs) {
  const sizes = [16, 24, 32, 48, 64, 128, 256]
  const header = Buffer.alloc(6 + sizes.length * 16)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(sizes.length, 4)
  let offset = header.length
  sizes.forEach((size, i) => {
    const data = pngs.get(size)
    const o = 6 + i * 16
    header[o] = size === 256 ? 0 : size
    header[o + 1] = size === 256 ? 0 : size
    header.writeUInt16LE(1, o + 4) // planes
    header.writeUInt16LE(32, o + 6) // bits per pixel
    header.writeUInt32LE(data.length, o + 8)
    header.writeUInt32LE(offset, o + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...sizes.map((s) => pngs.get(s))])
}

function svg() {
  const pts = (list) => list.map(([x, y]) => `${+x.toFixed(1)},${+y.toFixed(1)}`).join(' ')
  const hex = (c) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">
  <title>Review Reply</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hex(BG.from)}"/>
      <stop offset="1" stop-color="${hex(BG.to)}"/>
    </linearGradient>
  </defs>
  <rect x="${BG.x}" y="${BG.y}" width="${BG.size}" height="${BG.size}" rx="${BG.radius}" fill="url(#bg)"/>
  <rect x="${BUBBLE.x}" y="${BUBBLE.y}" width="${BUBBLE.w}" height="${BUBBLE.h}" rx="${BUBBLE.radius}" fill="#ffffff"/>
  <polygon points="${pts(TAIL)}" fill="#ffffff"/>
  <polygon points="${pts(starPoints)}" fill="${hex(STAR.color)}"/>
</svg>
`
}

const sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
const pngs = new Map(sizes.map((s) => [s, png(s)]))
mkdirSync(join(OUT, 'icons'), { recursive: true })
for (const s of [16, 32, 48, 64, 128, 256, 512, 1024])
  writeFileSync(join(OUT, 'icons', `${s}x${s}.png`), pngs.get(s))
writeFileSync(join(OUT, 'icon.png'), pngs.get(512))
writeFileSync(join(OUT, 'icon.icns'), icns(pngs))
writeFileSync(join(OUT, 'icon.ico'), ico(pngs))
writeFileSync(join(OUT, 'icon.svg'), svg())
console.log('wrote resources/icon.{svg,png,icns,ico} and resources/icons/*.png')
