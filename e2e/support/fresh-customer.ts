/**
 * A new customer, registered through the API as the sign-up form does: nobody else's orders,
 * carts, addresses or wallet, so a test sees what a first-time customer sees and shares nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Customer } from '@jara/contracts/entities';
import type { CountryCode } from '@jara/contracts/constants';
import { customerCall } from './customer-api';

export interface FreshCustomer {
  login: { email: string; password: string };
  token: string;
  customer: Customer;
}

export const FRESH_CUSTOMER_PASSWORD = 'Fresh-Passw0rd!';

const PHONES: Record<CountryCode, string> = { NG: '+2348031234567', KE: '+254712000111' };
const NAMES: Record<CountryCode, string> = { NG: 'Chidi Eze', KE: 'Achieng Otieno' };

export async function registerFreshCustomer(country: CountryCode = 'NG'): Promise<FreshCustomer> {
  const login = {
    email: `customer-${randomUUID().slice(0, 12)}@jara.test`,
    password: FRESH_CUSTOMER_PASSWORD,
  };
  const { access_token: token, customer } = await customerCall<{
    access_token: string;
    customer: Customer;
  }>(null, 'POST', '/register', {
    ...login,
    name: NAMES[country],
    phone: PHONES[country],
    domicile_location: country,
  });
  return { login, token, customer };
}
