import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BrandMark } from './brand-mark';

function renderMark(suffix?: string) {
  const element = <BrandMark {...(suffix ? { suffix } : {})} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return screen.getByRole('link');
}

describe('BrandMark', () => {
  it('is named by the words it shows, then "home"', () => {
    const link = renderMark('Marketplace');
    expect(link.textContent).toBe('Jara Marketplace');
    expect(link.getAttribute('aria-label')).toBe('Jara Marketplace home');
  });

  it('without a suffix is the brand and "home"', () => {
    expect(renderMark().getAttribute('aria-label')).toBe('Jara home');
  });
});
