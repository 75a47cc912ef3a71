/**
 * A remote declares its parcel in one line: `export const { bootstrap, mount, unmount, update } =
 * createParcel(App)`. Every parcel gets the same React binding, error reporting and props.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { ParcelErrorBoundary } from './parcel-error-boundary';
import { ParcelPropsProvider, type MountedParcelProps } from './parcel-props';

export function createParcel(Root: ComponentType) {
  function ParcelRoot(props: MountedParcelProps) {
    return (
      <ParcelErrorBoundary onError={props.onError}>
        <ParcelPropsProvider value={props}>
          <Root />
        </ParcelPropsProvider>
      </ParcelErrorBoundary>
    );
  }

  return singleSpaReact<MountedParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    renderType: 'createRoot',
    // ParcelErrorBoundary is the boundary; single-spa-react's own would only duplicate it.
    suppressComponentDidCatchWarning: true,
  });
}
