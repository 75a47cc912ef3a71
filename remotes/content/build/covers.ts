import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentImage } from '@jara/contracts/content';
import { SourceError } from './source-error';
import { activeSvgContent, svgSize } from './svg-size';

export type CopyCover = (cover: { src: string; alt: string }, name: string) => ContentImage;

/**
 * Copies each cover a file names into `dist/covers/<name>.<hash>.svg` once: the hash in the
 * name lets the file be cached for ever and keeps an old page's cover served beside a new one.
 */
export function createCoverCopier(sourceDir: string, distDir: string): CopyCover {
  const copied = new Map<string, Omit<ContentImage, 'alt'>>();
  return (cover, name) => {
    const known = copied.get(cover.src) ?? copyCover(sourceDir, distDir, cover.src, name);
    copied.set(cover.src, known);
    return { ...known, alt: cover.alt };
  };
}

function copyCover(sourceDir: string, distDir: string, src: string, name: string) {
  const file = path.join(sourceDir, src);
  if (!fs.existsSync(file)) throw SourceError.field(name, 'cover.src', `${src} does not exist`);
  const svg = fs.readFileSync(file, 'utf8');
  const active = activeSvgContent(svg);
  if (active) throw SourceError.field(name, 'cover.src', `${src} holds active content (${active})`);
  const size = svgSize(svg);
  if (!size) throw SourceError.field(name, 'cover.src', `${src} has no width/height nor viewBox`);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const fileName = `${path.basename(src, '.svg')}.${hash}.svg`;
  fs.mkdirSync(path.join(distDir, 'covers'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'covers', fileName), svg);
  return { src: `covers/${fileName}`, ...size };
}
