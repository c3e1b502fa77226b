// Locally generated media for the seeded catalogue: thumbnails, posters, animated previews and a
// "content" frame per video, NFT images and the brand's logo and banner, all small SVG documents.
import { escapeHtml } from './http.mjs';

/**
 * @param {number} w
 * @param {number} h
 * @param {string} color
 * @param {string} title
 * @param {string} [extra]
 */
function frame(w, h, color, title, extra = '') {
  const size = Math.round(h / 9);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b1020"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.18}" fill="#ffffff" opacity="0.12"/>
<path d="M0 ${h * 0.8} L${w * 0.3} ${h * 0.55} L${w * 0.55} ${h * 0.75} L${w * 0.8} ${h * 0.5} L${w} ${h * 0.7} L${w} ${h} L0 ${h} Z" fill="#000" opacity="0.25"/>
<text x="${w * 0.06}" y="${h * 0.88}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(title)}</text>
${extra}</svg>`;
}

/**
 * Renders a media file, or null when the path names nothing.
 * @param {string} path path below /media/, e.g. `the-lighthouse-keeper/thumb.svg`
 * @param {(slug: string) => {title: string, color: string} | null} lookup finds a video or package by slug
 * @returns {string | null}
 */
export function renderMedia(path, lookup) {
  const m = /^([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path);
  if (!m) return null;
  const [, dir, name] = m;
  if (dir === 'brand') {
    if (name === 'logo') return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#1d4ed8"/><path d="M15 11 L29 20 L15 29 Z" fill="#fff"/><text x="48" y="26" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#111827">Sandbox Films</text></svg>`;
    if (name === 'banner') return frame(1280, 360, '#1d4ed8', 'Sandbox Films');
    return null;
  }
  if (dir === 'nft') {
    const n = Number(name);
    if (!(n >= 70001 && n <= 70066)) return null;
    const hue = (n * 47) % 360;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 60% 35%)"/><circle cx="200" cy="180" r="110" fill="hsl(${(hue + 120) % 360} 70% 60%)" opacity="0.7"/><rect x="120" y="230" width="160" height="90" fill="hsl(${(hue + 240) % 360} 70% 55%)" opacity="0.8"/><text x="24" y="380" font-family="system-ui, sans-serif" font-size="22" fill="#fff">#${n}</text></svg>`;
  }
  const v = lookup(dir);
  if (!v) return null;
  if (name === 'thumb') return frame(480, 270, v.color, v.title);
  if (name === 'poster') return frame(1280, 720, v.color, v.title);
  if (name === 'content') {
    return frame(1280, 720, v.color, v.title, '<circle cx="640" cy="340" r="70" fill="#fff" opacity="0.85"/><path d="M615 300 L680 340 L615 380 Z" fill="#111"/><text x="1180" y="60" font-family="system-ui, sans-serif" font-size="28" fill="#fff" text-anchor="end">FULL FEATURE</text>');
  }
  if (name === 'preview') {
    // A short looping "trailer": a light sweeping over the poster.
    return frame(640, 360, v.color, v.title, '<rect x="-200" y="0" width="120" height="360" fill="#fff" opacity="0.15"><animate attributeName="x" from="-200" to="840" dur="3s" repeatCount="indefinite"/></rect><text x="600" y="40" font-family="system-ui, sans-serif" font-size="18" fill="#fff" text-anchor="end">PREVIEW</text>');
  }
  return null;
}
