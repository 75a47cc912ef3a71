import { currentPosition, PositionUnavailableError } from './current-position';

function geolocation(outcome: { coords?: { latitude: number; longitude: number }; code?: number }) {
  return {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      outcome.coords
        ? ok({ coords: outcome.coords } as GeolocationPosition)
        : fail({ code: outcome.code } as GeolocationPositionError),
  } as unknown as Geolocation;
}

describe('currentPosition', () => {
  it('resolves the device position', async () => {
    await expect(
      currentPosition(geolocation({ coords: { latitude: -1.28, longitude: 36.82 } })),
    ).resolves.toEqual({
      latitude: -1.28,
      longitude: 36.82,
    });
  });

  it('explains a refusal in plain words', async () => {
    await expect(currentPosition(geolocation({ code: 1 }))).rejects.toThrow(/blocked/);
    await expect(currentPosition(geolocation({ code: 3 }))).rejects.toThrow(/too long/);
  });

  it('explains a browser without geolocation', async () => {
    await expect(currentPosition(undefined)).rejects.toBeInstanceOf(PositionUnavailableError);
  });
});
