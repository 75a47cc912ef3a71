/** A delivery slot read on the store's clock: the same instant in Lagos and in Nairobi. */
import { slotLabel } from '@jara/ui/slot-label';
import { Specimen } from './catalogue-section';

const HOUR_MS = 3_600_000;

function tomorrowAtNoonUtc(now: Date): { starts_at: string; ends_at: string } {
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 11);
  return {
    starts_at: new Date(noon).toISOString(),
    ends_at: new Date(noon + HOUR_MS / 2).toISOString(),
  };
}

export function SlotLabelSpecimens() {
  const now = new Date();
  const slot = tomorrowAtNoonUtc(now);
  return (
    <>
      <Specimen state="a Lagos store (NGN)">
        <span>{slotLabel(slot, 'NGN', now)}</span>
      </Specimen>
      <Specimen state="a Nairobi store (KES)">
        <span>{slotLabel(slot, 'KES', now)}</span>
      </Specimen>
    </>
  );
}
