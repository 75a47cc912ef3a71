/** The privacy policy: what the marketplace collects, why, who sees it, and how to delete it. */
import { BRAND } from '@jara/contracts/brand';
import { LegalDocument } from './components/legal-document';
import { PRIVACY_SECTIONS } from './privacy-policy-sections';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="1 March 2025"
      intro={
        <>
          <p>
            This policy explains how {BRAND.name} collects, uses and protects your personal data
            when you use our website and apps in Nigeria and Kenya to order food, shop the
            marketplace, or book laundry, cleaning and other services.
          </p>
          <p>{BRAND.name} is the data controller for the data described here.</p>
        </>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
