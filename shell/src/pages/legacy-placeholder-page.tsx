/** The old underscore paths are registered but deliberately empty (spec section 2). */
export default function LegacyPlaceholderPage() {
  return null;
}
