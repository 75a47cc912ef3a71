/**
 * Whether the tree is being prerendered around a remote's page. Then a page parcel's host holds
 * the outlet marker instead of its loading bar, in a child element like the one the live parcel
 * mounts into, so the remote's prerendered markup sits exactly where its parcel will draw.
 */
import { createContext, useContext } from 'react';
import { OUTLET_MARKER } from '@jara/contracts/prerender';

const PrerenderOutletContext = createContext(false);

export const PrerenderOutletProvider = PrerenderOutletContext.Provider;

export function PrerenderOutlet() {
  // A fixed comment from the contract, never data: the publish step replaces it.
  return <div dangerouslySetInnerHTML={{ __html: OUTLET_MARKER }} />;
}

export function usePrerenderOutlet(): boolean {
  return useContext(PrerenderOutletContext);
}
