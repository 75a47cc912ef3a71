/** Generated artwork, so the seed needs no external image URLs and no binary files. */
import { createHash } from 'node:crypto';

const PALETTE = [
  '#E4572E',
  '#17BEBB',
  '#FFC914',
  '#2E282A',
  '#76B041',
  '#7D5BA6',
  '#F28F3B',
  '#3A86FF',
];

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function colours(seed: string): [string, string] {
  const digest = createHash('md5').update(seed).digest();
  const first = PALETTE[(digest[0] ?? 0) % PALETTE.length] ?? '#E4572E';
  const second = PALETTE[(digest[1] ?? 1) % PALETTE.length] ?? '#17BEBB';
  return [first, second === first ? '#2E282A' : second];
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function logoSvg(name: string): string {
  const [fill, ring] = colours(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<circle cx="80" cy="80" r="76" fill="${fill}" stroke="${ring}" stroke-width="8"/>
<text x="80" y="96" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`;
}

export function bannerSvg(title: string, subtitle: string, width = 960, height = 360): string {
  const [from, to] = colours(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#fff" opacity="0.12"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.35}" fill="#000" opacity="0.08"/>
<text x="40" y="${height - 70}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height / 7)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="40" y="${height - 34}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height / 14)}" fill="#fff" opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

/** The widest line of a dish's name on its art, in characters of the font size below. */
const DISH_LINE_CHARS = 12;
const DISH_SIZE = 480;

/** Words in lines of at most `width` characters; a longer word keeps a line of its own. */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * A dish's art: square, its name centred in the middle third, so a thumbnail cropped to any
 * shape (a square of a 4:3 card, a 4:3 of a square) still shows the whole name.
 */
export function dishSvg(name: string, store: string): string {
  const [from, to] = colours(name);
  const lines = wrapWords(name, DISH_LINE_CHARS);
  const lineHeight = 60;
  const top = DISH_SIZE / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${DISH_SIZE / 2}" y="${top + index * lineHeight + 18}" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DISH_SIZE}" height="${DISH_SIZE}" viewBox="0 0 ${DISH_SIZE} ${DISH_SIZE}" role="img" aria-label="${escapeXml(`${name}, ${store}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${DISH_SIZE}" height="${DISH_SIZE}" fill="url(#g)"/>
<circle cx="${DISH_SIZE / 2}" cy="${DISH_SIZE / 2}" r="${DISH_SIZE * 0.36}" fill="#000" opacity="0.12"/>
${text}
</svg>`;
}
