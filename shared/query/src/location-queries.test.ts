import { getCountries, getStates } from '@jara/api/account';
import { getLocationAreas } from '@jara/api/delivery';
import { countriesQuery, locationAreasQuery, locationKeys, statesQuery } from './location-queries';
import { createQueryClient } from './query-client';

jest.mock('@jara/api/account');
jest.mock('@jara/api/delivery');

describe('location queries', () => {
  it('keeps areas and states per country', () => {
    expect(locationKeys.areas('KE')).not.toEqual(locationKeys.areas('NG'));
    expect(statesQuery('KE').queryKey).toEqual(['location', 'states', 'KE']);
  });

  it('loads the API client only when a fetch runs, and passes the abort signal', async () => {
    jest.mocked(getCountries).mockResolvedValue([]);
    jest.mocked(getStates).mockResolvedValue([]);
    jest.mocked(getLocationAreas).mockResolvedValue([]);
    const client = createQueryClient();

    await client.fetchQuery(countriesQuery());
    await client.fetchQuery(statesQuery('KE'));
    await client.fetchQuery(locationAreasQuery('KE'));

    const signal = { signal: expect.any(AbortSignal) };
    expect(getCountries).toHaveBeenCalledWith({ ...signal, silent: true });
    expect(getStates).toHaveBeenCalledWith('KE', signal);
    expect(getLocationAreas).toHaveBeenCalledWith(signal);
  });
});
