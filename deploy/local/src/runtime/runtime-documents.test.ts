import { E2E_PORTS, LOCAL_PORTS } from '../port-layout';
import {
  createAppConfig,
  createRegistry,
  E2E_APP_CONFIG,
  remoteEntryUrl,
} from './runtime-documents';
import { parseOrExplain, runtimeConfigSchema } from './runtime-document-schemas';

const versions = {
  storefront: '1.0.0',
  checkout: '1.1.0',
  orders: '1.0.0',
  content: '2.0.0',
  plans: '1.0.0',
};

describe('app-config.json', () => {
  it('points the local stack at the sandbox on 8090-8093', () => {
    expect(createAppConfig(LOCAL_PORTS)).toEqual({
      api: { baseUrl: 'http://localhost:8090/api', plansBaseUrl: 'http://localhost:8091/api' },
      realtime: {
        key: 'jara-sandbox-key',
        wsHost: 'localhost',
        wsPort: 8092,
        forceTLS: false,
        authEndpoint: 'http://localhost:8090/broadcasting/auth',
      },
      analytics: { token: 'phc_jara_sandbox', host: 'http://localhost:8093' },
      defaultCountry: 'NG',
      updates: { pollIntervalMs: 60000 },
      remoteTimeoutMs: 8000,
      environment: 'local',
      allowVersionPins: false,
    });
  });

  it('gives the e2e stack its ports and faster timings', () => {
    const config = createAppConfig(E2E_PORTS, { ...E2E_APP_CONFIG, realtimeKey: 'k' });
    expect(config.api.baseUrl).toBe('http://localhost:9090/api');
    expect(config.realtime).toMatchObject({ key: 'k', wsPort: 9092, forceTLS: true });
    expect(config.updates.pollIntervalMs).toBe(2000);
    expect(config.remoteTimeoutMs).toBe(3000);
    // Served as deployed: a production config, so QA pins are refused unless a spec allows them.
    expect(config).toMatchObject({ environment: 'production', allowVersionPins: false });
  });

  it('refuses a config the shell would reject, naming the field', () => {
    expect(() => createAppConfig(LOCAL_PORTS, { pollIntervalMs: -5 })).toThrow(
      /Invalid app-config.json: updates.pollIntervalMs/,
    );
    expect(() => createAppConfig(LOCAL_PORTS, { realtimeKey: '' })).toThrow(/realtime.key/);
  });

  it('names every bad field of a hand-edited document', () => {
    const bad = { ...createAppConfig(LOCAL_PORTS), defaultCountry: 'GH', extra: true };
    expect(() => parseOrExplain(runtimeConfigSchema, bad, 'app-config.json')).toThrow(
      /defaultCountry: .*; \(root\): Unrecognized key: "extra"/,
    );
  });
});

describe('registry.json', () => {
  it('lists all five remotes at their own origins with their package versions', () => {
    expect(createRegistry(LOCAL_PORTS, versions)).toEqual({
      remotes: {
        storefront: { entry: 'http://localhost:8081/mf-manifest.json', version: '1.0.0' },
        checkout: { entry: 'http://localhost:8082/mf-manifest.json', version: '1.1.0' },
        orders: { entry: 'http://localhost:8083/mf-manifest.json', version: '1.0.0' },
        content: { entry: 'http://localhost:8084/mf-manifest.json', version: '2.0.0' },
        plans: { entry: 'http://localhost:8085/mf-manifest.json', version: '1.0.0' },
      },
    });
  });

  it('points a released remote at its immutable folder', () => {
    expect(remoteEntryUrl(E2E_PORTS, 'orders', '1.0.0-abc')).toBe(
      'https://localhost:9083/v/1.0.0-abc/mf-manifest.json',
    );
  });

  it('refuses an empty version', () => {
    expect(() => createRegistry(LOCAL_PORTS, { ...versions, plans: '' })).toThrow(
      /Invalid registry.json: remotes.plans.version/,
    );
  });
});
