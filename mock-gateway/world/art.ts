/**
 * Generated SVG art: game tiles, vendor logos, banners, avatars. Deterministic per id, < 2 KB each (banners < 4 KB),
 * accessible (`role="img"`, `<title>`).
 */
import { hash32, unitFrom } from './rng.js';
import type { Art, BannerArt, GameCatalogue } from './types.js';

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

/** A motif drawn on the right of a banner, around (960, 200). */
const MOTIFS: Record<BannerArt['motif'], (h: number) => string> = {
  coins: () =>
    `<g fill="#f6c945" stroke="#a86f0a" stroke-width="8"><circle cx="880" cy="250" r="70"/><circle cx="1010" cy="170" r="88"/><circle cx="1080" cy="290" r="56"/></g>` +
    `<g fill="none" stroke="#a86f0a" stroke-width="6"><circle cx="880" cy="250" r="44"/><circle cx="1010" cy="170" r="58"/><circle cx="1080" cy="290" r="34"/></g>`,
  gift: (h) =>
    `<rect x="860" y="170" width="200" height="160" rx="12" fill="hsl(${h},80%,58%)"/><rect x="840" y="130" width="240" height="56" rx="10" fill="hsl(${h},85%,66%)"/>` +
    `<rect x="942" y="130" width="36" height="200" fill="#f6c945"/><path d="M960 130c-40-60-90-40-70 0zm0 0c40-60 90-40 70 0z" fill="#f6c945"/>`,
  cards: () =>
    `<g transform="rotate(-14 930 210)"><rect x="850" y="90" width="150" height="210" rx="14" fill="#fff"/><text x="880" y="160" font-size="64" font-family="serif" fill="#c41e3a">A♥</text></g>` +
    `<g transform="rotate(12 1020 220)"><rect x="950" y="110" width="150" height="210" rx="14" fill="#fff"/><text x="978" y="180" font-size="64" font-family="serif" fill="#111">K♠</text></g>`,
  ball: () =>
    `<circle cx="970" cy="200" r="130" fill="#fff"/><polygon points="970,150 1018,185 1000,240 940,240 922,185" fill="#222"/>` +
    `<g stroke="#222" stroke-width="6"><path d="M970 150V72M1018 185l74-24M1000 240l46 64M940 240l-46 64M922 185l-74-24"/></g>`,
  trophy: () =>
    `<path d="M890 90h160v60a80 80 0 0 1-160 0z" fill="#f6c945"/><path d="M890 110h-40a40 40 0 0 0 40 60M1050 110h40a40 40 0 0 1-40 60" fill="none" stroke="#f6c945" stroke-width="14"/>` +
    `<rect x="950" y="225" width="40" height="60" fill="#d9a521"/><rect x="900" y="285" width="140" height="36" rx="8" fill="#a86f0a"/>`,
  star: (h) =>
    `<polygon points="970,60 1008,160 1114,164 1030,228 1060,330 970,270 880,330 910,228 826,164 932,160" fill="hsl(${(h + 40) % 360},95%,62%)"/>` +
    `<circle cx="1110" cy="80" r="14" fill="#fff" opacity=".7"/><circle cx="840" cy="320" r="10" fill="#fff" opacity=".6"/>`,
  phone: (h) =>
    `<rect x="890" y="60" width="160" height="290" rx="26" fill="#111"/><rect x="904" y="86" width="132" height="236" rx="10" fill="hsl(${h},80%,55%)"/>` +
    `<circle cx="970" cy="204" r="44" fill="#f6c945"/><text x="970" y="222" text-anchor="middle" font-size="48" font-weight="800" font-family="sans-serif" fill="#6b4400">+</text>`,
};

/** Splits text into at most `max` lines of about `width` characters (the last line is clipped). */
function wrap(text: string, width: number, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > max) out.splice(max - 1, out.length, clip(out.slice(max - 1).join(' '), width));
  return out;
}

const FALLBACK_ART: BannerArt = { kicker: '', headline: '', subline: '', cta: '', motif: 'star', hue: 250 };

/**
 * Banner 1200x400 (home carousel, promotion art): kicker, headline, subline, a button and small print on the left,
 * a motif on the right. Every word comes from `art`; nothing of the id is drawn.
 */
export function banner(id: string, art: BannerArt = FALLBACK_ART): string {
  const h = art.hue % 360;
  const gid = `b${hash32(id).toString(36)}`;
  const head = wrap(art.headline, 22, 2);
  const big = head.length > 1 || art.headline.length > 18 ? 50 : 58;
  const sub = wrap(art.subline, 44, 2);
  const text = (x: number, y: number, size: number, fill: string, body: string, extra = ''): string =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(body)}</text>`;
  // The words stand as one block, centred between the top and the small print.
  const height = (art.kicker ? 36 : 0) + head.length * (big + 6) + 14 + sub.length * 38 + (art.cta ? 76 : 0);
  let y = Math.max(28, Math.round((370 - height) / 2));
  const parts: string[] = [];
  if (art.kicker) {
    parts.push(text(80, y + 20, 22, `hsl(${h},90%,78%)`, art.kicker.toUpperCase(), ' letter-spacing="4"'));
    y += 36;
  }
  for (const l of head) {
    y += big + 6;
    parts.push(text(80, y - 12, big, '#fff', l, ' font-weight="800"'));
  }
  y += 14;
  for (const l of sub) {
    y += 38;
    parts.push(text(80, y - 8, 30, '#fff', l, ' opacity=".88"'));
  }
  if (art.cta) {
    const w = Math.round(art.cta.length * 14 + 64);
    y += 20;
    parts.push(
      `<rect x="80" y="${y}" width="${w}" height="52" rx="26" fill="#f6c945"/>` +
        text(80 + w / 2, y + 34, 24, '#2a1a00', art.cta, ' font-weight="800" text-anchor="middle"'),
    );
  }
  if (art.smallPrint) parts.push(text(80, 384, 17, '#fff', art.smallPrint, ' opacity=".7"'));
  const label = [art.headline, art.subline].filter(Boolean).join('. ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-labelledby="${gid}">` +
    `<title id="${gid}">${escapeXml(label || 'Banner')}</title>` +
    `<defs><linearGradient id="${gid}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,32%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},75%,13%)"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#${gid}g)"/>` +
    `<circle cx="970" cy="200" r="230" fill="hsl(${h},90%,65%)" opacity=".18"/>` +
    MOTIFS[art.motif](h) +
    `<g font-family="sans-serif">${parts.join('')}</g>` +
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

/**
 * World-bound art: game tiles carry the game's display name when known; banners draw the words `bannerArt` finds
 * for their file name (the content's copy in the banner's language and brand).
 */
export function createArt(games: GameCatalogue, bannerArt?: (id: string) => BannerArt | undefined): Art {
  return {
    gameArt: (nodeId) => gameArt(nodeId, games.byNodeId(nodeId)?.displayName),
    vendorLogo,
    banner: (id) => banner(id, bannerArt?.(id)),
    avatar: (id) => avatar(id),
  };
}
