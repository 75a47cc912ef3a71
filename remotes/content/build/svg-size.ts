/** The intrinsic size of an SVG: its width/height attributes, else its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (root === undefined) return null;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = Number.parseFloat(attribute('width') ?? '');
  const height = Number.parseFloat(attribute('height') ?? '');
  if (width > 0 && height > 0) return { width, height };
  const box = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = [box[2] ?? 0, box[3] ?? 0];
  return box.length === 4 && boxWidth > 0 && boxHeight > 0
    ? { width: boxWidth, height: boxHeight }
    : null;
}

/**
 * A cover opened at its own URL runs like a page, so an SVG with script, event handlers,
 * foreign HTML or javascript: links is refused rather than cleaned.
 */
export function activeSvgContent(svg: string): string | null {
  const found = /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:/i.exec(svg);
  return found ? found[0].trim() : null;
}
