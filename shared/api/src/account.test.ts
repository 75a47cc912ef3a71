import type { Country } from '@jara/contracts/entities';
import { getCountries, supportedCountries } from './account';
import { MAIN_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

function country(code: string): Country {
  return { id: code.length, code, name: code, currency: 'NGN', dial_code: '+0' };
}

describe('countries are filtered to NG and KE (spec 5)', () => {
  it('keeps only the codes NG and KE, in server order', () => {
    const all = ['GH', 'KE', 'ng', 'NG', 'US', ''].map(country);
    expect(supportedCountries(all).map((c) => c.code)).toEqual(['KE', 'NG']);
  });

  it('getCountries returns the filtered list', async () => {
    api.main
      .onGet(`${MAIN_BASE}/countries/all`)
      .reply(200, success(['NG', 'GH', 'KE', 'ZA'].map(country)));
    await expect(getCountries()).resolves.toEqual([country('NG'), country('KE')]);
  });
});
