/** Stand-ins for a panel's facts while they load: one line per fact, the height of its row. */
import { Skeleton } from '@jara/ui/skeleton';

export function FactLines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} height="1.5rem" width={index % 2 ? '60%' : '80%'} />
  ));
}
