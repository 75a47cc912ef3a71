/**
 * While the bell's panel is open, every unread notification it shows is marked read (once per
 * opening, so a refused call is not retried in a loop; the next opening tries again). Returns the
 * notifications that were unread when shown, so the panel can still mark them as new.
 */
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { NotificationList } from '@jara/contracts/entities';
import { markNotificationsReadMutation } from '@jara/query/account-queries';

export function useMarkReadWhileOpen(
  open: boolean,
  list: NotificationList | undefined,
): ReadonlySet<string> {
  const { mutate, reset, variables } = useMutation(markNotificationsReadMutation());
  const asked = useRef(new Set<string>());

  useEffect(() => {
    if (!open) {
      asked.current.clear();
      reset();
      return;
    }
    const fresh = (list?.notifications ?? []).filter(
      (item) => item.read_at === null && !asked.current.has(item.uuid),
    );
    if (fresh.length === 0) return;
    for (const item of fresh) asked.current.add(item.uuid);
    // Every uuid of this opening, so the panel keeps showing all of them as new.
    mutate([...asked.current]);
  }, [open, list, mutate, reset]);

  return new Set(variables ?? []);
}
