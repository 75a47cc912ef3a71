/**
 * A link inside running text. While its screen is not built (`to` undefined, from `linkTo`), the
 * words stay as plain text, so the sentence reads the same and leads nowhere empty.
 */
import type { ReactNode } from 'react';
import { SiteLink } from '../../features/navigation/site-link';

export function TextLink({ to, children }: { to: string | undefined; children: ReactNode }) {
  return to === undefined ? <>{children}</> : <SiteLink to={to}>{children}</SiteLink>;
}
