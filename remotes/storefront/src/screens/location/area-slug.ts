/**
 * A location area as a URL names it: `/marketplace/location/lekki-phase-1` is Lekki Phase 1. Any
 * spelling that slugs the same ("Lekki Phase 1", "LEKKI_PHASE_1") finds the same area, and so
 * does the short name people use for it ("lekki", "wuse"), when only one area goes by it.
 */
import type { LocationArea } from '@jara/contracts/entities';

export function areaSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function findArea(areas: readonly LocationArea[], name: string): LocationArea | null {
  const wanted = areaSlug(name);
  if (!wanted) return null;
  const exact = areas.find((area) => areaSlug(area.name) === wanted);
  if (exact) return exact;
  const byShortName = areas.filter((area) => areaSlug(area.name).startsWith(`${wanted}-`));
  return byShortName.length === 1 ? byShortName[0]! : null;
}

/** A readable label for a URL segment that names no area: words, not dashes, and not too long. */
export function humaniseSlug(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.length > 60 ? `${words.slice(0, 60)}…` : words;
}
