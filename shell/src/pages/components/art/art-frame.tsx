/**
 * The canvas every page illustration is drawn on: a 320x280 SVG over a soft blob. The art is
 * decoration, so it is hidden from assistive technology.
 */
import type { ReactNode } from 'react';

export function ArtFrame({ blob = '#fde3c4', children }: { blob?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 280" aria-hidden="true" focusable="false">
      <path
        d="M160 18c70 0 138 38 142 112 4 76-56 132-140 132S14 214 18 134C22 62 90 18 160 18Z"
        fill={blob}
      />
      {children}
    </svg>
  );
}
