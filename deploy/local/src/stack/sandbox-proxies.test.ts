import { E2E_PORTS, LOCAL_PORTS } from '../port-layout';
import { sandboxProxies } from './sandbox-proxies';

describe('sandboxProxies', () => {
  it('puts nothing in front of the sandbox of a plain-http stack', () => {
    expect(sandboxProxies(LOCAL_PORTS, 40123)).toEqual([]);
  });

  it('puts wss in front of realtime and https in front of the API’s images over TLS', () => {
    expect(sandboxProxies(E2E_PORTS, 40123)).toEqual([
      { kind: 'websocket', name: 'realtime', port: 9092, upstream: '127.0.0.1:40123' },
      {
        kind: 'http',
        name: 'images',
        port: 9094,
        upstream: '127.0.0.1:9090',
        prefix: '/assets/',
      },
    ]);
  });

  it('refuses a TLS stack without the realtime server’s real port', () => {
    expect(() => sandboxProxies(E2E_PORTS)).toThrow(
      'A stack served over TLS needs the realtime server behind its wss port',
    );
  });
});
