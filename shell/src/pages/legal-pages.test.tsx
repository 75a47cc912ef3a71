import { screen } from '@testing-library/react';
import LegacyPlaceholderPage from './legacy-placeholder-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsAndConditionsPage from './terms-and-conditions-page';
import { renderPage } from './test-support/render-page';

describe('privacy policy', () => {
  it('has a contents list linking to every section', () => {
    renderPage(PrivacyPolicyPage, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of Array.from(contents.querySelectorAll('a'))) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: /Information we collect/ })).toBeTruthy();
  });

  it('tells the customer how to delete their account', () => {
    renderPage(PrivacyPolicyPage, '/privacy-policy');
    expect(screen.getByRole('link', { name: 'delete account' }).getAttribute('href')).toBe(
      '/delete-account',
    );
  });
});

describe('terms and conditions', () => {
  it('covers payments, cancellations and refunds', () => {
    renderPage(TermsAndConditionsPage, '/terms-and-conditions');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms and conditions');
    for (const topic of [/Payments/, /Cancellations/, /Refunds/]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });
});

describe('legacy placeholder', () => {
  it('renders nothing at all', () => {
    const { container } = renderPage(LegacyPlaceholderPage, '/about_us/');
    expect(container.innerHTML).toBe('');
  });
});
