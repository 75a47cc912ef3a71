import { setUpApiDouble } from '@jara/testing/api-double';
import { collectToasts } from '@jara/testing/load-faults';
import { countriesQuery, locationAreasQuery, locationKeys, statesQuery } from './location-queries';
import { createQueryClient } from './query-client';
import { cancelledRequest } from './testing/sent-requests';

const api = setUpApiDouble();
const toasts = collectToasts();

describe('location queries', () => {
  it('keeps areas and states per country', () => {
    expect(locationKeys.areas('KE')).not.toEqual(locationKeys.areas('NG'));
    expect(statesQuery('KE').queryKey).toEqual(['location', 'states', 'KE']);
  });

  it("asks each call at the network, the country's states by its code", async () => {
    api.answer('GET /countries/all', []);
    api.answer('GET /countries/{code}/states', []);
    api.answer('GET /location_areas', []);
    const client = createQueryClient();

    await client.fetchQuery(countriesQuery());
    await client.fetchQuery(statesQuery('KE'));
    await client.fetchQuery(locationAreasQuery('KE'));

    expect(api.sent('GET /countries/all')).toHaveLength(1);
    expect(api.sent('GET /countries/{code}/states').map((request) => request.url)).toEqual([
      expect.stringMatching(/\/countries\/KE\/states$/),
    ]);
    expect(api.sent('GET /location_areas')).toHaveLength(1);
  });

  it.each([
    ['countries', 'GET /countries/all', countriesQuery()],
    ['states', 'GET /countries/{code}/states', statesQuery('KE')],
    ['areas', 'GET /location_areas', locationAreasQuery('KE')],
  ] as const)('cancelling the %s aborts the request', async (_name, key, options) => {
    const request = await cancelledRequest(api, key, createQueryClient(), (client) =>
      client.fetchQuery(options as ReturnType<typeof countriesQuery>),
    );
    expect(request.signal.aborted).toBe(true);
  });

  it('reads the countries silently, the states with a toast when refused', async () => {
    api.refuse('GET /countries/all', 403, 'Not now.');
    api.refuse('GET /countries/{code}/states', 403, 'Not now.');
    const client = createQueryClient();
    await expect(client.fetchQuery(countriesQuery())).rejects.toThrow('Not now.');
    expect(toasts).toEqual([]);
    await expect(client.fetchQuery(statesQuery('KE'))).rejects.toThrow('Not now.');
    expect(toasts).toEqual([{ kind: 'error', message: 'Not now.' }]);
  });
});
