/** Account calls of spec 7: sign in and up, passwords, profile, countries, notifications. */
import type { MainApiCalls } from '@jara/contracts/api-calls';
import { customerSchema } from '@jara/contracts/account-schema';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import type { Country, Customer } from '@jara/contracts/entities';
import { z } from 'zod/mini';
import { BACKGROUND, LOGIN } from './call-behaviours';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

type BodyOf<Key extends keyof MainApiCalls> = MainApiCalls[Key]['body'];

/** Spec 7: login "reads data.id, name and access_token". */
const loginSchema = z.object({
  id: z.number(),
  name: z.string(),
  access_token: z.string().check(z.minLength(1)),
});

export function login(credentials: { email: string; password: string }, options?: RequestOptions) {
  return callMain('POST /login', { body: credentials }, options, {
    ...LOGIN,
    dataSchema: loginSchema,
  });
}

/** Spec 7: registration "reads data.access_token and data.customer.id". */
const registerSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  customer: z.object({ id: z.number() }),
});

export function register(body: BodyOf<'POST /register'>, options?: RequestOptions) {
  return callMain('POST /register', { body }, options, { dataSchema: registerSchema });
}

/** Sends the passcode that `resetPassword` then needs. */
export function createPasscode(email: string, options?: RequestOptions) {
  return callMain('POST /password/createpasscode', { body: { email } }, options);
}

export function resetPassword(body: BodyOf<'POST /password/reset'>, options?: RequestOptions) {
  return callMain('POST /password/reset', { body }, options);
}

/** The profile screen and the session read the customer whole: it is checked as the contract writes it. */
export function getProfile(options?: RequestOptions) {
  return callMain('GET /account/profile', {}, options, { dataSchema: customerSchema });
}

export function updateProfile(
  changes: Partial<Pick<Customer, 'name' | 'phone' | 'email'>>,
  options?: RequestOptions,
) {
  return callMain('POST /account/profile', { body: changes }, options, {
    dataSchema: customerSchema,
  });
}

export function changePassword(
  body: BodyOf<'PUT /account/change_password'>,
  options?: RequestOptions,
) {
  return callMain('PUT /account/change_password', { body }, options);
}

export function deleteAccount(password: string, options?: RequestOptions) {
  return callMain('DELETE /account/delete', { body: { password } }, options);
}

export function joinWaitingList(body: BodyOf<'POST /waiting_list'>, options?: RequestOptions) {
  return callMain('POST /waiting_list', { body }, options);
}

const supportedCodes: readonly string[] = COUNTRY_CODES;

/** Spec 5: the countries shown are filtered to codes NG and KE only. */
export function supportedCountries(countries: readonly Country[]): Country[] {
  return countries.filter((country) => supportedCodes.includes(country.code));
}

export async function getCountries(options?: RequestOptions): Promise<Country[]> {
  const countries = await callMain('GET /countries/all', {}, options, {
    dataSchema: z.array(z.object({ code: z.string() })),
  });
  return supportedCountries(countries);
}

export function getStates(countryCode: string, options?: RequestOptions) {
  return callMain('GET /countries/{code}/states', { path: { code: countryCode } }, options);
}

/** Spec 7: notifications "reads notifications and total". */
const notificationsSchema = z.object({ notifications: z.array(z.unknown()), total: z.number() });

export function getNotifications(options?: RequestOptions) {
  return callMain('GET account/notifications', {}, options, {
    ...BACKGROUND,
    dataSchema: notificationsSchema,
  });
}

/** Marks the given notifications read, or all of them when none are given. */
export function markNotificationsRead(notificationUuids?: string[], options?: RequestOptions) {
  return callMain(
    'POST account/notifications/read',
    { body: notificationUuids ? { notification_uuids: notificationUuids } : {} },
    options,
    { ...BACKGROUND, dataSchema: notificationsSchema },
  );
}

export function recordStoreView(vendorUuid: string, options?: RequestOptions) {
  return callMain(
    'POST /marketplace/store_views',
    { body: { vendor_uuid: vendorUuid } },
    options,
    BACKGROUND,
  );
}
