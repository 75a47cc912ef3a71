/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { VendorFeedback } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aPage } from '../../testing/fixtures';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { StoreReviews } from './store-reviews';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const FEEDBACK = 'GET /marketplace/vendors/{id}/feedback';

const review = (id: number, overrides: Partial<VendorFeedback> = {}): VendorFeedback => ({
  id,
  rating: 4,
  comment: `Comment ${id}`,
  customer_name: `Customer ${id}`,
  created_at: '2025-01-05T10:00:00Z',
  ...overrides,
});

describe('StoreReviews', () => {
  it('shows each review with its rating, name, date and comment, then more on request', async () => {
    api.answer(FEEDBACK, aPage([review(1, { rating: 5 })], { last_page: 2 }));
    renderWithQuery(<StoreReviews vendorId="vendor-1" />);

    expect(screen.getByRole('status').textContent).toBe('Loading reviews');
    const first = await screen.findByRole('article', { name: 'Review by Customer 1' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(first.textContent).toContain('5 Jan 2025');
    expect(first.textContent).toContain('Comment 1');

    api.answer(FEEDBACK, aPage([review(2)], { page: 2, last_page: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByRole('article', { name: 'Review by Customer 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
    const last = new URL(api.sent(FEEDBACK).at(-1)!.url);
    expect(last.pathname).toMatch(/\/marketplace\/vendors\/vendor-1\/feedback$/);
    expect(last.searchParams.get('page')).toBe('2');
  });

  it('says so when nobody has reviewed the store', async () => {
    api.answer(FEEDBACK, aPage([]));
    renderWithQuery(<StoreReviews vendorId="vendor-1" />);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });

  it('offers a retry when the reviews fail to load', async () => {
    api.drop(FEEDBACK);
    renderWithQuery(<StoreReviews vendorId="vendor-1" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the reviews.');
    api.answer(FEEDBACK, aPage([review(1)]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Review by Customer 1' })).toBeTruthy();
  });

  it('keeps the reviews shown when the next page fails, and retries that page', async () => {
    api.answer(FEEDBACK, aPage([review(1)], { last_page: 2 }));
    renderWithQuery(<StoreReviews vendorId="vendor-1" />);

    const more = await screen.findByRole('button', { name: 'More reviews' });
    api.drop(FEEDBACK);
    fireEvent.click(more);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load more reviews.');
    expect(screen.getByRole('article', { name: 'Review by Customer 1' })).toBeTruthy();
    api.answer(FEEDBACK, aPage([review(2)], { page: 2, last_page: 2 }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Review by Customer 2' })).toBeTruthy();
  });

  it('shows hostile review text as text, and a nameless or undated review plainly', async () => {
    const hostile = '"><img src=x onerror="alert(1)"><script>alert(2)</script>';
    api.answer(
      FEEDBACK,
      aPage([review(1, { comment: hostile, customer_name: '  ', created_at: 'not a date' })]),
    );
    const { container } = renderWithQuery(<StoreReviews vendorId="vendor-1" />);

    const item = await screen.findByRole('article', { name: 'Review by A customer' });
    expect(item.textContent).toContain(hostile);
    expect(container.querySelector('script, img[src="x"], time')).toBeNull();
  });
});
