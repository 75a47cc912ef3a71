/**
 * What a remote's screen said about the current path (`page:not-found`): nothing, or that there
 * is no page there, with its own words if it gave any. Kept with the path it was said for: it
 * ends once the URL moves on, and it outlives the screen, which the shell unmounts to show its
 * own not-found page.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBusEvent } from '@jara/bus/react';
import type { BusEvents } from '@jara/contracts/bus-events';

export type NotFoundReport = BusEvents['page:not-found'];

export function useReportedNotFound(): NotFoundReport | null {
  const { pathname } = useLocation();
  const [report, setReport] = useState<NotFoundReport | null>(null);
  useBusEvent('page:not-found', setReport);
  return report?.path === pathname ? report : null;
}
