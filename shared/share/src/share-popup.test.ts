import { openShareLink, sharePopupFeatures, type OpenedShare } from './share-popup';

interface FakePopup {
  closed: boolean;
  opener: unknown;
  focus: jest.Mock;
}

function fakePopup(): FakePopup {
  return { closed: false, opener: window, focus: jest.fn() };
}

function placeBrowserWindow(geometry: Record<string, number>) {
  for (const [name, value] of Object.entries(geometry)) {
    Object.defineProperty(window, name, { configurable: true, value });
  }
}

let open: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  open = jest.spyOn(window, 'open');
  placeBrowserWindow({ screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 });
});

afterEach(() => {
  jest.useRealTimers();
  open.mockRestore();
});

/** Whether the popup's `closed` promise has settled, after letting microtasks run. */
async function watchClosing(opened: OpenedShare) {
  if (opened.kind !== 'popup') throw new Error(`expected a popup, got ${opened.kind}`);
  let done = false;
  void opened.closed.then(() => {
    done = true;
  });
  await Promise.resolve();
  return () => done;
}

describe('sharePopupFeatures', () => {
  it('asks for 626 by 436 pixels centred on the browser window', () => {
    // (1280 - 626) / 2 + 100 = 427; (800 - 436) / 2 + 50 = 232
    expect(sharePopupFeatures()).toBe('popup=yes,width=626,height=436,left=427,top=232');
  });

  it('centres on a window on a second screen left of the first', () => {
    placeBrowserWindow({ screenX: -1920, screenY: 0, outerWidth: 1000, outerHeight: 700 });
    expect(sharePopupFeatures()).toBe('popup=yes,width=626,height=436,left=-1733,top=132');
  });
});

describe('openShareLink', () => {
  it('opens http links in the popup, cut from this page, and resolves once it is closed', async () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const link = 'https://www.facebook.com/sharer/sharer.php?u=a';
    const opened = openShareLink(link);

    expect(open).toHaveBeenCalledWith(link, '_blank', sharePopupFeatures());
    expect(popup.opener).toBeNull();
    expect(popup.focus).toHaveBeenCalled();
    const isDone = await watchClosing(opened);

    await jest.advanceTimersByTimeAsync(1500);
    expect(isDone()).toBe(false);
    popup.closed = true;
    // Spec 9: the closing is checked every 500 ms.
    await jest.advanceTimersByTimeAsync(499);
    expect(isDone()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each(['mailto:?subject=a', 'sms:?body=a', 'fb-messenger://share/?link=a'])(
    'opens %s in a new tab, with nothing to watch',
    (link) => {
      open.mockReturnValue(null);
      expect(openShareLink(link)).toEqual({ kind: 'tab' });
      expect(open).toHaveBeenCalledWith(link, '_blank', 'noopener');
      expect(jest.getTimerCount()).toBe(0);
    },
  );

  it('says so when the browser blocks the popup', () => {
    open.mockReturnValue(null);
    expect(openShareLink('https://x.com/intent/tweet?text=a')).toEqual({ kind: 'blocked' });
    expect(jest.getTimerCount()).toBe(0);
  });
});
