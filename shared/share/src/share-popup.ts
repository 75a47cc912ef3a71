/**
 * Opens a share link the way spec 8 and 9 ask: http(s) links in a popup of 626 by 436 pixels
 * centred on the browser window, whose closing is checked every 500 ms; anything else (sms:,
 * mailto:, app links) in a new tab, where the system hands it to the right app.
 */
import { opensInPopup } from './share-url';

export const SHARE_POPUP_SIZE = { width: 626, height: 436 } as const;
export const SHARE_POPUP_CLOSE_CHECK_MS = 500;

/** What became of a share: a popup (with a promise of its closing), a tab, or nothing. */
export type OpenedShare =
  { kind: 'popup'; closed: Promise<void> } | { kind: 'tab' } | { kind: 'blocked' };

/** The popup's window features: its size and the offsets that centre it on the opener. */
export function sharePopupFeatures(opener: Window = window): string {
  const { width, height } = SHARE_POPUP_SIZE;
  const outerWidth = opener.outerWidth || opener.screen.availWidth;
  const outerHeight = opener.outerHeight || opener.screen.availHeight;
  const left = Math.round(opener.screenX + (outerWidth - width) / 2);
  const top = Math.round(opener.screenY + (outerHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

function closing(popup: Window): Promise<void> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(check);
      resolve();
    }, SHARE_POPUP_CLOSE_CHECK_MS);
  });
}

export function openShareLink(link: string): OpenedShare {
  if (!opensInPopup(link)) {
    window.open(link, '_blank', 'noopener');
    return { kind: 'tab' };
  }
  // Not `noopener`: that would return no window to watch. The opener link is cut by hand
  // instead while the new window still holds its initial same-origin blank document (hence a
  // new window each time, never a named one that may already show the network's page).
  const popup = window.open(link, '_blank', sharePopupFeatures());
  if (!popup) return { kind: 'blocked' };
  popup.opener = null;
  popup.focus();
  return { kind: 'popup', closed: closing(popup) };
}
