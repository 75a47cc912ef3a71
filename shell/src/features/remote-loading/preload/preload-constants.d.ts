/** Injected by DefinePlugin at build time (see preload-bundle.ts and preload-routes.ts). */
import type { PreloadRouteTable } from './preload-routes';

declare global {
  const __PRELOAD_ROUTES__: PreloadRouteTable;
}
