/** The terms of using the marketplace: accounts, orders, payments, cancellations and refunds. */
import { BRAND } from '@jara/contracts/brand';
import { LegalDocument } from './components/legal-document';
import { TERMS_SECTIONS } from './terms-sections';

export default function TermsAndConditionsPage() {
  return (
    <LegalDocument
      title="Terms and conditions"
      updated="1 March 2025"
      intro={
        <p>
          These terms apply whenever you use {BRAND.name}’s website or apps in Nigeria or Kenya to
          order food and goods, book services or take a plan. By creating an account or placing an
          order you agree to them, so please read them carefully.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
