import { screen } from '@testing-library/react';
import { CLEAR_PINS_LABEL, PIN_BADGE_LABEL, showPinBadge } from './pin-badge';
import { storedPins, storePins } from './stored-pins';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

function fakeWindow() {
  const reload = jest.fn();
  const win = { document, location: { reload } } as unknown as Window;
  return { win, reload };
}

describe('showPinBadge', () => {
  it('says what the page loads instead, as a labelled region', () => {
    showPinBadge(['QA: storefront pinned to 1.4.0-abc123']);
    const badge = screen.getByRole('complementary', { name: PIN_BADGE_LABEL });
    expect(badge).toHaveProperty('dataset.testid', 'qa-pin-badge');
    expect(badge.textContent).toContain('QA: storefront pinned to 1.4.0-abc123');
  });

  it('clears every pin and reloads from a button reached by keyboard', () => {
    storePins({ storefront: '1.4.0' });
    const { win, reload } = fakeWindow();
    showPinBadge(['QA: storefront pinned to 1.4.0'], win);
    const clear = screen.getByRole('button', { name: CLEAR_PINS_LABEL });
    expect(clear.getAttribute('type')).toBe('button');
    expect(clear.tabIndex).toBe(0);
    expect(clear).toHaveProperty('dataset.testid', 'qa-pin-clear');
    clear.click();
    expect(storedPins()).toEqual({});
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a hostile string as text, never as markup', () => {
    const hostile = 'QA: pin "\\"><img src=x onerror=alert(1)><script>x()</script>" refused';
    showPinBadge([hostile]);
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByText(hostile)).toBeTruthy();
  });
});
