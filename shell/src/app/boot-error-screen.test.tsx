import { render, screen } from '@testing-library/react';
import { BootError } from '../features/boot/boot-error';
import { BootErrorScreen } from './boot-error-screen';

describe('BootErrorScreen', () => {
  it('names the document and each problem, and offers a retry', () => {
    render(
      <BootErrorScreen
        error={new BootError('/registry.json', ['remotes.shop: is not a remote this shell knows'])}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The site could not start');
    expect(screen.getByText('/registry.json')).toBeTruthy();
    expect(screen.getByText('remotes.shop: is not a remote this shell knows')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows any other start-up failure too, never a blank page', () => {
    render(<BootErrorScreen error={new Error('configureApi: "baseUrl" must be an http(s) URL')} />);
    expect(screen.getByText('configureApi: "baseUrl" must be an http(s) URL')).toBeTruthy();
  });
});
