/**
 * A link to another page of the site, for any remote's screen. It stays a real anchor (open in a
 * new tab, copy the address, and it works in a prerendered page before any script), but a plain
 * click goes through the shell's navigate, so no page reloads.
 */
import type { ComponentProps } from 'react';
import { useParcelProps } from '@jara/parcel/parcel';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useParcelProps();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
