/**
 * @jest-environment jest-fixed-jsdom
 */
import { StrictMode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { bodyOf } from '@jara/testing/sent-requests';
import { useRecordStoreView } from './use-record-store-view';

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const VIEW = 'POST /marketplace/store_views';

/** The vendors whose views reached the server, in order. */
const viewsSent = () =>
  Promise.all(
    api
      .sent(VIEW)
      .map(async (request) => (await bodyOf<{ vendor_uuid: string }>(request)).vendor_uuid),
  );
/** A request leaves a moment after the effect that sends it: long enough for a second to show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => api.answer(VIEW, null));

describe('useRecordStoreView', () => {
  it("posts once per visit, through StrictMode's second effect run and re-renders", async () => {
    const { rerender } = renderHook(({ uuid }) => useRecordStoreView(uuid), {
      wrapper: StrictMode,
      initialProps: { uuid: 'vendor-1' as string | null },
    });
    rerender({ uuid: 'vendor-1' });
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(1));
    await settle();
    expect(await viewsSent()).toEqual(['vendor-1']);
  });

  it('waits for the vendor, and records another vendor shown in the same place', async () => {
    const { rerender } = renderHook(({ uuid }) => useRecordStoreView(uuid), {
      initialProps: { uuid: null as string | null },
    });
    await settle();
    expect(api.sent(VIEW)).toHaveLength(0);
    rerender({ uuid: 'vendor-1' });
    rerender({ uuid: 'vendor-2' });
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(2));
    expect(await viewsSent()).toEqual(['vendor-1', 'vendor-2']);
  });

  it('swallows a failed post: a lost view changes nothing the customer sees', async () => {
    api.break(VIEW, '500');
    renderHook(() => useRecordStoreView('vendor-1'));
    await waitFor(() => expect(api.sent(VIEW)).toHaveLength(1));
    await settle();
    expect(api.sent(VIEW)).toHaveLength(1);
  });
});
