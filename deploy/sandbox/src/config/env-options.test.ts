import { optionsFromEnv } from './env-options';

describe('SANDBOX_* environment', () => {
  it('reads ports, data folder and clock speed', () => {
    expect(
      optionsFromEnv({
        SANDBOX_API_PORT: '9090',
        SANDBOX_ANALYTICS_PORT: '0',
        SANDBOX_DATA_DIR: '/tmp/x',
        SANDBOX_CLOCK_SPEED: '10',
      }),
    ).toEqual({
      dataDir: '/tmp/x',
      clockSpeed: 10,
      ports: { api: 9090, analytics: 0 },
      logger: false,
    });
    expect(optionsFromEnv({})).toEqual({ ports: {}, logger: false });
  });

  it('refuses values that cannot work, naming the variable', () => {
    expect(() => optionsFromEnv({ SANDBOX_PLANS_PORT: 'eighty' })).toThrow(
      'SANDBOX_PLANS_PORT must be a port number (0-65535), got "eighty".',
    );
    expect(() => optionsFromEnv({ SANDBOX_CLOCK_SPEED: '-1' })).toThrow(
      'SANDBOX_CLOCK_SPEED must be a positive number, got "-1".',
    );
  });

  it('reads the allowed origins as a comma list, and refuses anything but origins', () => {
    expect(
      optionsFromEnv({
        SANDBOX_ALLOWED_ORIGINS: 'http://localhost:3000, https://shop.example',
      }).allowedOrigins,
    ).toEqual(['http://localhost:3000', 'https://shop.example']);
    expect(optionsFromEnv({}).allowedOrigins).toBeUndefined();
    for (const bad of [
      'localhost:3000',
      'http://localhost:3000/',
      '*',
      'ftp://files.example',
      ' , ',
    ]) {
      expect(() => optionsFromEnv({ SANDBOX_ALLOWED_ORIGINS: bad })).toThrow(
        `SANDBOX_ALLOWED_ORIGINS must be origins separated by commas (like http://localhost:8080), got "${bad}".`,
      );
    }
  });
});
