import { renderHook } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getQueryClient } from '@jara/query/query-client';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { createParcel, useParcelProps, type MountedParcelProps } from './parcel';

// Mounting awaits React commits outside act(); React must not expect act() here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const props = (onError = jest.fn()): MountedParcelProps => ({
  navigate: jest.fn(),
  requestLogin: jest.fn(() => Promise.resolve(true)),
  country: 'KE',
  config: {} as RuntimeConfig,
  onError,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function Country() {
  return <p>country {useParcelProps().country}</p>;
}

function Broken(): never {
  throw new Error('remote render failed');
}

describe('createParcel', () => {
  it('mounts the root with the shell props in context, updates and unmounts', async () => {
    const domElement = document.createElement('div');
    const parcel = mountRootParcel(createParcel(Country), { domElement, ...props() });
    await parcel.mountPromise;
    await settle();
    expect(domElement.textContent).toBe('country KE');

    await parcel.update!({ ...props(), country: 'NG' });
    await settle();
    expect(domElement.textContent).toBe('country NG');

    await parcel.unmount();
    expect(domElement.textContent).toBe('');
  });

  it("gives every parcel the page's one QueryClient", async () => {
    const seen: QueryClient[] = [];
    function ReadsClient() {
      seen.push(useQueryClient());
      return null;
    }
    const mounted = [1, 2].map(() =>
      mountRootParcel(createParcel(ReadsClient), {
        domElement: document.createElement('div'),
        ...props(),
      }),
    );
    await Promise.all(mounted.map((parcel) => parcel.mountPromise));
    await settle();

    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const client of seen) expect(client).toBe(getQueryClient());
    await Promise.all(mounted.map((parcel) => parcel.unmount()));
  });

  it('reports a render crash to the shell instead of rendering a broken tree', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onError = jest.fn();
    const domElement = document.createElement('div');
    const parcel = mountRootParcel(createParcel(Broken), { domElement, ...props(onError) });
    await parcel.mountPromise;
    await settle();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'remote render failed' }),
    );
    expect(domElement.textContent).toBe('');
    await parcel.unmount();
    error.mockRestore();
  });

  it('refuses to read props outside a parcel', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    expect(() => renderHook(() => useParcelProps())).toThrow(/inside a parcel/);
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    error.mockRestore();
  });
});
