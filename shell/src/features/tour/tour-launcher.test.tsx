import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@jara/bus';
import { TOUR } from '@jara/contracts/constants';
import { TourLauncher } from './tour-launcher';
import { tourStore } from './tour-store';

// Idle at once: when the tour is asked for is the load phases' business (their own tests).
jest.mock('../boot/load-phases', () => ({
  phases: {
    after: (_phase: string, work: () => void) => {
      const timer = setTimeout(work, 0);
      return () => clearTimeout(timer);
    },
  },
}));

jest.mock('./guided-tour', () => ({
  __esModule: true,
  default: ({ steps, startAt }: { steps: string[]; startAt: number }) => (
    <p data-testid="tour">
      {steps.join(',')} from {startAt}
    </p>
  ),
}));

const HEADER = `
  <div data-tour="delivery-location"></div><a data-tour="search"></a>
  <div data-tour="cart"></div><button data-tour="orders"></button>`;

function renderAt(path: string, page = `${HEADER}<a data-tour="wallet"></a>`) {
  mount(path, page);
}

/** A first visit: the tour is offered, and the customer takes it. */
async function takeOffer(path: string, page?: string) {
  mount(path, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Take the tour' }));
}

function mount(path: string, page = `${HEADER}<a data-tour="wallet"></a>`) {
  const router = createMemoryRouter([{ path: '*', element: <TourLauncher /> }], {
    initialEntries: [path],
  });
  const targets = document.createElement('div');
  targets.innerHTML = page;
  document.body.append(targets);
  render(<RouterProvider router={router} />);
}

function openModal(): HTMLElement {
  const modal = document.createElement('div');
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  document.body.append(modal);
  return modal;
}

describe('TourLauncher', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
    tourStore.getState().end();
  });

  it('offers the tour on a first visit to /stores, covering nothing until it is taken', async () => {
    renderAt('/stores');
    const offer = await screen.findByRole('complementary', { name: 'New here?' });
    expect(screen.queryByTestId('tour')).toBeNull();
    expect(offer.textContent).toContain('A short tour shows where things are.');
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    expect((await screen.findByTestId('tour')).textContent).toBe(
      'delivery-location,search,cart,orders,wallet from 0',
    );
  });

  it('remembers "No thanks" as it remembers a finished tour', async () => {
    renderAt('/stores');
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.localStorage.getItem(TOUR.seenStorageKey)).toBe('1');
    expect(tourStore.getState().phase).toBe('idle');
  });

  it('does not start on a device that has seen it', async () => {
    window.localStorage.setItem(TOUR.seenStorageKey, '1');
    renderAt('/stores');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByTestId('tour')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the tour' })).toBeNull();
    expect(tourStore.getState().index).toBe(-1);
  });

  it('waits while a modal the customer opened is on screen, and starts when it closes', async () => {
    const modal = openModal();
    await takeOffer('/stores');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByTestId('tour')).toBeNull();
    act(() => modal.remove());
    expect(await screen.findByTestId('tour')).toBeTruthy();
  });

  it('leaves out the steps whose element the screen hides', async () => {
    await takeOffer(
      '/stores',
      `${HEADER}<nav style="display: none"><a data-tour="wallet"></a></nav>`,
    );
    expect((await screen.findByTestId('tour')).textContent).toBe(
      'delivery-location,search,cart,orders from 0',
    );
  });

  it('reports a step whose element is missing and shows the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tracked = jest.fn();
    const off = bus.on('analytics:track', tracked);
    await takeOffer('/stores', HEADER);
    expect((await screen.findByTestId('tour')).textContent).not.toContain('wallet');
    off();
    warn.mockRestore();
    expect(tracked).toHaveBeenCalledWith(
      expect.objectContaining({ properties: { step: 'wallet' } }),
    );
  });

  it('never starts when the screen displays none of its elements', async () => {
    const phases: string[] = [];
    const stop = tourStore.subscribe(({ phase }) => phases.push(phase));
    await takeOffer(
      '/stores',
      `<div style="display: none">${HEADER}<a data-tour="wallet"></a></div>`,
    );
    // Offered, asked for, then ended by the runner (it loads lazily: the machine's time).
    await waitFor(() => expect(phases).toEqual(['offered', 'requested', 'idle']));
    stop();
    expect(screen.queryByTestId('tour')).toBeNull();
  });

  it('starts when asked for (the account menu) on a device that has seen it', async () => {
    window.localStorage.setItem(TOUR.seenStorageKey, '1');
    renderAt('/jara-for-web/wallet');
    act(() => tourStore.getState().request());
    expect(await screen.findByTestId('tour')).toBeTruthy();
  });
});
