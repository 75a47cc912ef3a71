/**
 * Renders a screen in a memory router, as the parcel's router would hold it, with the address it
 * ends on readable by the test (`currentAddress()`): screens that keep state in the URL.
 */
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithQuery } from '@jara/testing/render-with-query';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

/** `entries` is the history; the last one is where the screen opens. */
export function renderAtAddress(ui: ReactElement, entries: string[]) {
  return renderWithQuery(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {ui}
      <Address />
    </MemoryRouter>,
  );
}

export const currentAddress = () => screen.getByTestId('address').textContent;
