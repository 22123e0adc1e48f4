/**
 * Generated SVG art: game tiles, vendor logos, banners, avatars. Deterministic per id, < 2 KB each,
 * accessible (`role="img"`, `<title>`).
 */
import { hash32, unitFrom } from './rng.js';
import type { Art, GameCatalogue } from './types.js';

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function hue(id: string, k: number): number {
  return Math.floor(unitFrom(hash32(id), k) * 360);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Split a title into at most two lines of ~14 characters. */
function lines(title: string): string[] {
  const words = title.split(/\s+/);
  const out: string[] = [''];
  for (const w of words) {
    const last = out[out.length - 1] ?? '';
    if (last && (last + ' ' + w).length > 14) {
      if (out.length === 2) {
        out[1] = clip(`${last} ${w}`, 15);
        break;
      }
      out.push(w);
    } else out[out.length - 1] = last ? `${last} ${w}` : w;
  }
  return out.map((l) => clip(l, 15));
}

const SHAPES = [
  (c: string) => `<circle cx="150" cy="40" r="46" fill="${c}" opacity=".55"/>`,
  (c: string) => `<polygon points="100,8 130,60 70,60" fill="${c}" opacity=".55"/>`,
  (c: string) =>
    `<rect x="20" y="20" width="60" height="60" rx="12" transform="rotate(20 50 50)" fill="${c}" opacity=".5"/>`,
  (c: string) => `<path d="M0 120 Q100 40 200 120Z" fill="${c}" opacity=".5"/>`,
  (c: string) =>
    `<polygon points="100,10 112,45 150,45 119,66 131,100 100,79 69,100 81,66 50,45 88,45" fill="${c}" opacity=".6"/>`,
];

/** Game tile 200x200. `title` defaults to the node id. */
export function gameArt(nodeId: string, title?: string): string {
  const h1 = hue(nodeId, 1);
  const h2 = Math.floor(h1 + 40 + hue(nodeId, 2) / 4) % 360;
  const shape = SHAPES[Math.floor(unitFrom(hash32(nodeId), 3) * SHAPES.length)] ?? SHAPES[0]!;
  const name = title ?? nodeId;
  const id = `g${hash32(nodeId).toString(36)}`;
  const text = lines(name)
    .map(
      (l, i) =>
        `<text x="100" y="${138 + i * 24}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="19" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="${id}">` +
    `<title id="${id}">${escapeXml(name)}</title>` +
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},70%,45%)"/><stop offset="1" stop-color="hsl(${h2},75%,25%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="16" fill="url(#${id}b)"/>` +
    shape(`hsl(${(h1 + 180) % 360},85%,65%)`) +
    `<rect x="0" y="110" width="200" height="90" fill="#000" opacity=".35"/>` +
    text +
    `</svg>`
  );
}

/** Vendor logo 160x60. */
export function vendorLogo(code: string): string {
  const h = hue(code, 7);
  const label = clip(code.replace(/^TCG_/, '').replace(/_/g, ' '), 12);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60" role="img">` +
    `<title>${escapeXml(code)}</title>` +
    `<rect width="160" height="60" rx="10" fill="hsl(${h},55%,22%)"/>` +
    `<circle cx="30" cy="30" r="16" fill="hsl(${(h + 150) % 360},80%,60%)"/>` +
    `<text x="98" y="37" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="18" fill="#fff">${escapeXml(label)}</text>` +
    `</svg>`
  );
}

/** Banner 1200x400. */
export function banner(id: string, title?: string): string {
  const h1 = hue(id, 11);
  const h2 = (h1 + 60) % 360;
  const gid = `b${hash32(id).toString(36)}`;
  const name = clip(title ?? `Promotion ${id}`, 36);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-labelledby="${gid}">` +
    `<title id="${gid}">${escapeXml(name)}</title>` +
    `<defs><linearGradient id="${gid}g"><stop offset="0" stop-color="hsl(${h1},70%,35%)"/><stop offset="1" stop-color="hsl(${h2},70%,20%)"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#${gid}g)"/>` +
    `<circle cx="980" cy="200" r="160" fill="hsl(${(h1 + 180) % 360},85%,60%)" opacity=".45"/>` +
    `<circle cx="1080" cy="90" r="60" fill="#fff" opacity=".15"/>` +
    `<text x="80" y="215" font-family="sans-serif" font-weight="800" font-size="64" fill="#fff">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

/** Round avatar 96x96 with initials. */
export function avatar(id: string, name?: string): string {
  const h = hue(id, 13);
  const initials = escapeXml(
    (name ?? id)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?',
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">` +
    `<title>Avatar ${escapeXml(name ?? id)}</title>` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${h},60%,40%)"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="34" fill="#fff">${initials}</text>` +
    `</svg>`
  );
}

/** World-bound art: game tiles carry the game's display name when known. */
export function createArt(games: GameCatalogue): Art {
  return {
    gameArt: (nodeId) => gameArt(nodeId, games.byNodeId(nodeId)?.displayName),
    vendorLogo,
    banner: (id) => banner(id),
    avatar: (id) => avatar(id),
  };
}
