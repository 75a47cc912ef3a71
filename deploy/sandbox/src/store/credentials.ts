import type { Db } from '../db/open-database';
import { hashPasswordSync, verifyPassword } from '../domain/passwords';
import { ApiError, fieldError } from '../http/api-error';
import type { CustomerRow } from '../http/auth';
import { findCustomerByEmail } from './customers';

let dummyHash: string | undefined;

/**
 * The customer with these credentials, or a 422 (not a 401: a failed login is not an expired
 * session). An unknown email still costs one hash, so timing does not reveal accounts.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<CustomerRow> {
  const customer = findCustomerByEmail(db, email);
  dummyHash ??= hashPasswordSync('not-a-password', 'timing-guard');
  const valid = await verifyPassword(password, customer?.password_hash ?? dummyHash);
  if (!customer || !valid) {
    throw new ApiError(422, 'These credentials do not match our records.', {
      email: ['These credentials do not match our records.'],
    });
  }
  return customer;
}

export async function assertPassword(
  customer: CustomerRow,
  password: string,
  field: string,
): Promise<void> {
  if (!(await verifyPassword(password, customer.password_hash))) {
    throw fieldError(field, 'The password is incorrect.');
  }
}

export function assertEmailFree(db: Db, email: string, exceptCustomerId?: number): void {
  const owner = findCustomerByEmail(db, email);
  if (owner && owner.id !== exceptCustomerId) {
    throw fieldError('email', 'The email has already been taken.');
  }
}
