/**
 * The link every shell surface uses: it preloads its target on hover or focus, and asks for a
 * view transition when the target route has one and the customer has not asked for less motion.
 */
import { useRef, type ComponentProps } from 'react';
import { NavLink } from 'react-router-dom';
import { findRouteEntry } from '../routing/find-route-entry';
import { preloadRoute } from './route-preloading';

type Props = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function prefersMotion(): boolean {
  return (
    typeof document !== 'undefined' &&
    'startViewTransition' in document &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

export function SiteLink({ to, onPointerEnter, onPointerLeave, onFocus, ...rest }: Props) {
  const cancel = useRef<() => void>(() => {});
  const pathname = to.split(/[?#]/)[0] ?? to;
  const transition = Boolean(findRouteEntry(pathname)?.transition) && prefersMotion();

  return (
    <NavLink
      to={to}
      viewTransition={transition}
      onPointerEnter={(event) => {
        cancel.current = preloadRoute(pathname);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        cancel.current();
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        cancel.current = preloadRoute(pathname);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
