/**
 * Which of the given sections the customer is reading: the last one crossing a band near the
 * top of the viewport, just under the sticky index. Without IntersectionObserver it stays on
 * the first.
 */
import { useEffect, useState } from 'react';

const READING_BAND = '-20% 0px -70% 0px';

export function useCurrentSection(ids: readonly string[]) {
  const key = ids.join(' ');
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const order = key.split(' ');
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const reading = order.filter((id) => crossing.has(id)).at(-1);
        if (reading) setCurrent(reading);
      },
      { rootMargin: READING_BAND },
    );
    for (const id of order) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);

  return [current, setCurrent] as const;
}
