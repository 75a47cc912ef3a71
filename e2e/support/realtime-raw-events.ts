/**
 * Sends a realtime event to the demo customer exactly as given (text that is not JSON included),
 * as a broken or hostile server might: what the sandbox itself would never broadcast.
 */
import type { Customer } from '@jara/contracts/entities';
import { customerCall } from './customer-api';
import { E2E_URLS } from './e2e-stack';
import { sandboxCall } from './sandbox-control';

export async function publishRawRealtimeEvent(
  token: string,
  event: string,
  data: unknown,
): Promise<void> {
  const { id } = await customerCall<Customer>(token, 'GET', '/account/profile');
  await sandboxCall('POST', `${E2E_URLS.sandboxControl}/realtime/publish`, {
    customer_id: id,
    event,
    data,
  });
}
