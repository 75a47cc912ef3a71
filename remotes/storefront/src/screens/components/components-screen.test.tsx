import { fireEvent, render, screen, within } from '@testing-library/react';
import uiPackage from '../../../../../shared/ui/package.json';
import { ComponentsScreen } from './components-screen';
import { readTokens } from './read-tokens';

const exportedModules = Object.keys(uiPackage.exports).map((path) =>
  path.replace(/^\./, '@jara/ui'),
);

function renderPage() {
  return render(<ComponentsScreen title="Components" params={{}} />);
}

function sectionOf(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('ComponentsScreen', () => {
  it('has a section for every module @jara/ui exports, so a new primitive without one fails', () => {
    const { container } = renderPage();
    const shown = Array.from(container.querySelectorAll('section[data-module]'), (section) =>
      section.getAttribute('data-module'),
    );
    expect(exportedModules.length).toBeGreaterThan(10);
    expect([...shown].sort()).toEqual([...exportedModules].sort());
  });

  it('gives each section its heading and the import line that names its module', () => {
    const { container } = renderPage();
    for (const section of Array.from(container.querySelectorAll('section[data-module]'))) {
      const module = section.getAttribute('data-module')!;
      expect(within(section as HTMLElement).getAllByRole('heading')[0]).toBeTruthy();
      expect(section.querySelector('pre code')?.textContent).toContain(`'${module}'`);
    }
  });

  it('shows the button states, including loading and disabled', () => {
    renderPage();
    const buttons = sectionOf('Button');
    expect(within(buttons).getByRole('button', { name: /Placing order/ })).toHaveProperty(
      'ariaBusy',
      'true',
    );
    expect(within(buttons).getByRole('button', { name: 'Checkout' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows prices in naira and in shillings', () => {
    renderPage();
    const prices = sectionOf('Price');
    expect(within(prices).getAllByText('₦2,500').length).toBeGreaterThan(0);
    expect(within(prices).getByText('KSh 450')).toBeTruthy();
  });

  it('shows a field with its hint and one with its error, wired to the control', () => {
    renderPage();
    expect(screen.getByLabelText(/Phone number/).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('retries the load error', () => {
    renderPage();
    const loadError = sectionOf('LoadError');
    fireEvent.click(within(loadError).getByRole('button', { name: 'Try again' }));
    expect(within(loadError).getByText(/tried again 1 time\)/)).toBeTruthy();
  });

  it.each([
    ['Open the modal', 'Remove this address?'],
    ['Open the drawer', 'Your cart'],
  ])('opens a dialog from "%s"', (opener, title) => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: opener }));
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });
});

describe('readTokens', () => {
  it('reads the custom properties of :root with the prefix from the page style sheets', () => {
    const style = document.createElement('style');
    style.textContent =
      ':root { --jara-color-brand: #0b5d3b; --jara-space-1: 4px; } p { color: red; }';
    document.head.append(style);
    expect(readTokens('--jara-color-')).toEqual([{ name: '--jara-color-brand', value: '#0b5d3b' }]);
    style.remove();
  });
});
