/**
 * A link out of the drawer to another screen of the site: a plain click closes the drawer and
 * moves in the app; a click that asks for a new tab or window is left to the browser.
 */
import type { ReactNode } from 'react';
import { useParcelProps } from '@jara/parcel/parcel';

export function InAppLink({
  href,
  onLeave,
  className,
  children,
}: {
  href: string;
  onLeave: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { navigate } = useParcelProps();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.button !== 0 || modified) return;
        event.preventDefault();
        onLeave();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
