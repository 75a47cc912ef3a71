/** The one customer builder every test shares: Ada, a Nigerian customer. */
import type { Customer } from '@jara/contracts/entities';

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    name: 'Ada',
    email: 'ada@jara.test',
    phone: '',
    domicile_location: 'NG',
    ...overrides,
  };
}
