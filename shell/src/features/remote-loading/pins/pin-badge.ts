/**
 * The QA badge: a small fixed box, shown only while version pins are in play, that says what
 * this page loads instead of the released versions (or why the pins were refused) and clears
 * every pin. Plain DOM with text nodes only: a message may quote what a tester typed in the
 * address, which must never become markup. Loaded only when there is something to show.
 */
import styles from './pin-badge.module.css';
import { storePins } from './stored-pins';

export const PIN_BADGE_LABEL = 'QA version pins';
export const CLEAR_PINS_LABEL = 'Clear version pins';

export function showPinBadge(notices: string[], win: Window = window): HTMLElement {
  const doc = win.document;
  const badge = doc.createElement('aside');
  badge.className = styles.badge ?? '';
  badge.setAttribute('aria-label', PIN_BADGE_LABEL);
  badge.dataset['testid'] = 'qa-pin-badge';
  for (const notice of notices) {
    const line = doc.createElement('p');
    line.className = styles.line ?? '';
    line.textContent = notice;
    badge.append(line);
  }
  const clear = doc.createElement('button');
  clear.type = 'button';
  clear.className = styles.clear ?? '';
  clear.textContent = CLEAR_PINS_LABEL;
  clear.dataset['testid'] = 'qa-pin-clear';
  clear.addEventListener('click', () => {
    storePins({});
    win.location.reload();
  });
  badge.append(clear);
  doc.body.append(badge);
  return badge;
}
