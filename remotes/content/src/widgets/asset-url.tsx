/**
 * Where the content bundle's files (covers) are served from. In the browser that is the remote's
 * runtime public path, wherever the registry placed this release; a prerender, which runs in
 * Node with no such path, provides the bundle's served folder through `AssetBaseProvider`.
 */
import { createContext, useContext } from 'react';

declare const __webpack_public_path__: string;

const AssetBaseContext = createContext<string | null>(null);

export const AssetBaseProvider = AssetBaseContext.Provider;

function runtimePublicPath(): string {
  // Outside a bundle (unit tests) there is no public path: files sit at the site's root.
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
}

/** The URL of a content file given relative to the bundle's base (`covers/best-suya.svg`). */
export function useAssetUrl(src: string): string {
  const base = useContext(AssetBaseContext) ?? runtimePublicPath();
  return `${base}${src}`;
}
