// Our placeholder artwork: every stored image path (storage://<kind>/<slug>.svg) is drawn on demand
// from its slug, so the catalogue needs no binary assets and no external image host.

/** The image folders the API serves. */
export const IMAGE_KINDS = [
  'performers',
  'events',
  'cities',
  'venues',
  'genres',
  'banners',
  'blog',
] as const;
/** An image folder. */
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Whether a path segment names an image folder. */
export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}

// Slugs are lowercase ASCII words and hyphens (slugify); anything else is not one of ours.
const IMAGE_FILE = /^([a-z0-9_]+(?:-[a-z0-9_]+)*)\.svg$/;
const MAX_SLUG_LENGTH = 160;

/** The slug of an image file name such as `taylor-swift.svg`, or null when it is not one. */
export function slugOfImageFile(file: string): string | null {
  const match = IMAGE_FILE.exec(file);
  return match && match[1]!.length <= MAX_SLUG_LENGTH ? match[1]! : null;
}

const SIZES: Readonly<Record<ImageKind, readonly [number, number]>> = {
  performers: [600, 600],
  genres: [600, 600],
  events: [800, 450],
  cities: [800, 450],
  venues: [800, 450],
  blog: [800, 450],
  banners: [1600, 600],
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable title from a slug: `manchester-united` → `Manchester United`. */
export function titleOfSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

function initialsOf(title: string): string {
  const words = title.split(' ').filter((w) => /^[A-Za-z0-9]/.test(w));
  return (
    words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

// A light motif per kind so a grid of cards is not a wall of identical gradients.
function motif(kind: ImageKind, width: number, height: number, seed: number): string {
  const shapes: string[] = [];
  if (kind === 'cities') {
    let x = 0;
    for (let i = 0; x < width; i++) {
      const w = 30 + ((seed >>> (i % 24)) % 50);
      const h = height * (0.2 + (((seed * (i + 7)) >>> 3) % 40) / 100);
      shapes.push(
        `<rect x="${x}" y="${(height - h).toFixed(0)}" width="${w}" height="${h.toFixed(0)}"/>`,
      );
      x += w + 4;
    }
  } else if (kind === 'venues') {
    shapes.push(
      `<ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.45}" ry="${height * 0.35}"/>`,
      `<ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.3}" ry="${height * 0.22}"/>`,
    );
  } else if (kind === 'events' || kind === 'banners') {
    for (let i = 0; i < 5; i++) {
      const x = (width * (i + 0.5)) / 5;
      shapes.push(`<polygon points="${x},0 ${x - 40},${height} ${x + 40},${height}"/>`);
    }
  } else {
    const r = Math.min(width, height);
    for (let i = 1; i <= 3; i++) {
      shapes.push(`<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${(r * i) / 5}"/>`);
    }
  }
  return `<g fill="#fff" fill-opacity="0.08">${shapes.join('')}</g>`;
}

/** A deterministic SVG for an image slug: a gradient from the slug's hash, initials and a title. */
export function buildSvgImage(kind: ImageKind, slug: string): string {
  const [width, height] = SIZES[kind];
  const seed = hash(`${kind}/${slug}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const title = escapeXml(titleOfSlug(slug) || slug);
  const initials = escapeXml(initialsOf(titleOfSlug(slug)));
  const fontSize = Math.round(Math.min(width, height) * 0.32);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${title}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 42%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2} 65% 22%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    motif(kind, width, height, seed),
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" fill-opacity="0.92" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}">${initials}</text>`,
    '</svg>',
  ].join('');
}
