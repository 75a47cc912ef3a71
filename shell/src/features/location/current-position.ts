/** The browser's geolocation as a promise, with a customer-facing reason when it is refused. */
export class PositionUnavailableError extends Error {}

const REASONS: Record<number, string> = {
  1: 'Location access is blocked for this site. Choose your area below instead.',
  2: 'Your device could not find where you are. Choose your area below instead.',
  3: 'Finding your location took too long. Choose your area below instead.',
};

export function currentPosition(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(
        new PositionUnavailableError(
          'This browser cannot share your location. Choose your area below instead.',
        ),
      );
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new PositionUnavailableError(REASONS[error.code] ?? REASONS[2])),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
