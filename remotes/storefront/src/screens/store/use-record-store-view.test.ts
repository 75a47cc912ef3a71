import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { recordStoreView } from '@jara/api/account';
import { useRecordStoreView } from './use-record-store-view';

jest.mock('@jara/api/account');

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(recordStoreView).mockResolvedValue(null);
});

describe('useRecordStoreView', () => {
  it("posts once per visit, through StrictMode's second effect run and re-renders", () => {
    const { rerender } = renderHook(({ uuid }) => useRecordStoreView(uuid), {
      wrapper: StrictMode,
      initialProps: { uuid: 'vendor-1' as string | null },
    });
    rerender({ uuid: 'vendor-1' });
    expect(recordStoreView).toHaveBeenCalledTimes(1);
    expect(recordStoreView).toHaveBeenCalledWith('vendor-1');
  });

  it('waits for the vendor, and records another vendor shown in the same place', () => {
    const { rerender } = renderHook(({ uuid }) => useRecordStoreView(uuid), {
      initialProps: { uuid: null as string | null },
    });
    expect(recordStoreView).not.toHaveBeenCalled();
    rerender({ uuid: 'vendor-1' });
    rerender({ uuid: 'vendor-2' });
    expect(jest.mocked(recordStoreView).mock.calls).toEqual([['vendor-1'], ['vendor-2']]);
  });

  it('swallows a failed post: a lost view changes nothing the customer sees', async () => {
    jest.mocked(recordStoreView).mockRejectedValue(new Error('down'));
    renderHook(() => useRecordStoreView('vendor-1'));
    await Promise.resolve();
    expect(recordStoreView).toHaveBeenCalledTimes(1);
  });
});
