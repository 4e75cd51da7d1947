import { int, pick, type TRandom } from './prng';
import { PALETTE_HUES } from './vocab/people';

/*
 * Images of the sandbox are small generated SVGs as data: URIs: nothing is fetched from outside,
 * and the browser's CSP (img-src data:) shows them.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => Array.from(w)[0] ?? '')
    .join('');
  return (letters.slice(0, 2) || '?').toUpperCase();
}

/** A round avatar with the name's initials on a colour of the palette. */
export function avatarDataUri(name: string, hueIndex: number): string {
  const hue = PALETTE_HUES[Math.abs(hueIndex) % PALETTE_HUES.length] ?? 205;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="hsl(${hue} 62% 46%)"/>` +
    `<text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="600" ` +
    `fill="#fff" text-anchor="middle">${esc(initialsOf(name))}</text></svg>`;
  return dataUri(svg);
}

/** A post's picture: a bar chart or a title card, captioned with `label`. */
export function postImageDataUri(rng: TRandom, label: string): string {
  const hue = pick(rng, PALETTE_HUES);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="338" viewBox="0 0 600 338">`;
  const caption = `<text x="32" y="52" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="hsl(${hue} 40% 20%)">${esc(label)}</text>`;
  if (rng() < 0.6) {
    const count = int(rng, 5, 9);
    const width = Math.floor(520 / count);
    let level = int(rng, 40, 90);
    const bars = Array.from({ length: count }, (_, i) => {
      level = Math.max(20, Math.min(220, level + int(rng, -25, 45)));
      return `<rect x="${40 + i * width}" y="${300 - level}" width="${width - 12}" height="${level}" rx="4" fill="hsl(${hue} 60% ${48 + (i % 2) * 8}%)"/>`;
    }).join('');
    return dataUri(
      `${head}<rect width="600" height="338" fill="hsl(${hue} 50% 96%)"/>${caption}${bars}</svg>`,
    );
  }
  const accent = pick(rng, PALETTE_HUES);
  return dataUri(
    `${head}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/>` +
      `<stop offset="1" stop-color="hsl(${accent} 70% 78%)"/></linearGradient></defs>` +
      `<rect width="600" height="338" fill="url(#g)"/><circle cx="500" cy="250" r="${int(rng, 40, 90)}" fill="hsl(${accent} 60% 60%)" opacity=".5"/>${caption}</svg>`,
  );
}
