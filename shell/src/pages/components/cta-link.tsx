/**
 * A call to action that navigates inside the site: the shell's SiteLink (client-side routing,
 * preload on intent) dressed as a design-system button.
 */
import { buttonClassName, type ButtonLook } from '@jara/ui/button';
import type { ReactNode } from 'react';
import { SiteLink } from '../../features/navigation/site-link';

export interface CtaLinkProps extends ButtonLook {
  to: string;
  children: ReactNode;
}

export function CtaLink({ to, children, variant, size = 'lg', block }: CtaLinkProps) {
  return (
    <SiteLink to={to} className={buttonClassName({ variant, size, block })}>
      {children}
    </SiteLink>
  );
}
