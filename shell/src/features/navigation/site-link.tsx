/**
 * The link every shell surface uses: it preloads its target on hover or focus (with the preloader
 * the app's routes provide, see route-preloading.ts), and animates the change when the target
 * route has a view transition (see transition-navigate.ts).
 */
import { useRef, type ComponentProps, type MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { usePreloadRoute } from './route-preloading';
import { animatesInto, transitionNavigate } from './transition-navigate';

type Props = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

// What the router's own link treats as a plain click: anything else opens a tab or a window.
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export function SiteLink({
  to,
  replace,
  onClick,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  ...rest
}: Props) {
  const cancel = useRef<() => void>(() => {});
  const preloadRoute = usePreloadRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = to.split(/[?#]/)[0] ?? to;

  return (
    <NavLink
      to={to}
      replace={replace}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || !animatesInto(to)) return;
        event.preventDefault();
        // As the router's own link: a link to the page already shown replaces its entry.
        const here = location.pathname + location.search + location.hash;
        transitionNavigate(navigate, to, { replace: replace ?? here === to });
      }}
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
