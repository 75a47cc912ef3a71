/**
 * Renders the current shell page, keeping pages marked keep-alive mounted but hidden (React
 * `<Activity>`) after the customer leaves them, so coming back finds them as they were.
 */
import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import type { RouteEntry } from './route-table';

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const entry = useMatches().at(-1)?.handle as RouteEntry | undefined;
  const [kept] = useState(() => new Map<string, ReactNode>());

  if (entry?.keepAlive) kept.set(pathname, outlet);
  const current = entry?.keepAlive ? null : outlet;

  return (
    <>
      {[...kept].map(([path, element]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {current}
    </>
  );
}
