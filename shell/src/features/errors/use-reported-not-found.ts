/**
 * Whether a remote's screen said there is no page at the current path (`page:not-found`). Kept
 * as the path it was said for: it ends once the URL moves on, and it outlives the screen, which
 * the shell unmounts to show its own not-found page.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBusEvent } from '@jara/bus/react';

export function useReportedNotFound(): boolean {
  const { pathname } = useLocation();
  const [reportedAt, setReportedAt] = useState<string | null>(null);
  useBusEvent('page:not-found', ({ path }) => setReportedAt(path));
  return reportedAt === pathname;
}
