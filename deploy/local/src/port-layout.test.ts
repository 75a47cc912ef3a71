import {
  allPorts,
  createPortLayout,
  E2E_PORTS,
  LOCAL_PORTS,
  remoteOrigins,
  slotLayout,
  slotLayouts,
  stackOrigins,
} from './port-layout';

describe('port layout', () => {
  it('puts the local stack on 8080-8085 and the sandbox on 8090-8093', () => {
    expect(LOCAL_PORTS).toEqual({
      shell: 8080,
      remotes: { storefront: 8081, checkout: 8082, orders: 8083, content: 8084, plans: 8085 },
      sandbox: { api: 8090, plans: 8091, realtime: 8092, analytics: 8093 },
      tls: false,
    });
  });

  it('puts the e2e stack 1000 above, plus the fixture (9086), one-bundle (9087), images (9094)', () => {
    const shifted = allPorts(LOCAL_PORTS).map((port) => port + 1000);
    expect(allPorts(E2E_PORTS).slice(0, shifted.length + 3)).toEqual([
      ...shifted,
      9086,
      9087,
      9094,
    ]);
    expect(E2E_PORTS.faultyRemote).toBe(9086);
    expect(E2E_PORTS.oneBundle).toBe(9087);
    expect(E2E_PORTS.assets).toBe(9094);
    expect(LOCAL_PORTS.assets).toBeUndefined();
  });

  it('never gives two services one port', () => {
    for (const layout of [
      LOCAL_PORTS,
      E2E_PORTS,
      createPortLayout(1000, { faultyRemote: true, oneBundle: true, tls: true }),
    ]) {
      const ports = allPorts(layout);
      expect(new Set(ports).size).toBe(ports.length);
    }
  });

  it('serves the e2e sites and images over https, realtime over wss, the sandbox API on http', () => {
    const origins = stackOrigins(E2E_PORTS);
    expect(origins.shell).toBe('https://localhost:9080');
    expect(origins.remotes.plans).toBe('https://localhost:9085');
    expect(origins.faultyRemote).toBe('https://localhost:9086');
    expect(origins.oneBundle).toBe('https://localhost:9087');
    expect(origins.api).toBe('http://localhost:9090');
    expect(origins.realtime).toBe('wss://localhost:9092');
    expect(origins.assets).toBe('https://localhost:9094');
  });

  it('derives origins, with ws for realtime and images from the API itself', () => {
    const origins = stackOrigins(LOCAL_PORTS);
    expect(origins.shell).toBe('http://localhost:8080');
    expect(origins.remotes.checkout).toBe('http://localhost:8082');
    expect(origins.realtime).toBe('ws://localhost:8092');
    expect(origins.assets).toBe(origins.api);
    expect(origins.faultyRemote).toBeUndefined();
    expect(origins.oneBundle).toBeUndefined();
    expect(remoteOrigins(E2E_PORTS)).toContain('https://localhost:9086');
    expect(remoteOrigins(LOCAL_PORTS)).toHaveLength(5);
  });

  it('gives the e2e stack four sandbox slots from 9100, ten ports apart', () => {
    expect(slotLayouts(E2E_PORTS).map((slot) => slot.shell)).toEqual([9100, 9110, 9120, 9130]);
    expect(slotLayout(E2E_PORTS, 1)).toEqual({
      ...E2E_PORTS,
      shell: 9110,
      sandbox: { api: 9111, plans: 9112, realtime: 9113, analytics: 9114 },
      oneBundle: undefined,
      slots: undefined,
    });
    expect(allPorts(E2E_PORTS)).toEqual(expect.arrayContaining([9100, 9104, 9130, 9134]));
    expect(slotLayouts(LOCAL_PORTS)).toEqual([]);
  });

  it('serves a slot over https with the stack’s remotes, and its own backend', () => {
    const origins = stackOrigins(slotLayout(E2E_PORTS, 0));
    expect(origins.shell).toBe('https://localhost:9100');
    expect(origins.remotes).toEqual(stackOrigins(E2E_PORTS).remotes);
    expect(origins.api).toBe('http://localhost:9101');
    expect(origins.realtime).toBe('wss://localhost:9103');
    expect(origins.assets).toBe('https://localhost:9094');
    expect(origins.oneBundle).toBeUndefined();
  });

  it('names the slots a layout has when asked for another', () => {
    expect(() => slotLayout(E2E_PORTS, 4)).toThrow(
      'The layout has 4 sandbox slots: there is no slot 4',
    );
    expect(() => slotLayout(LOCAL_PORTS, 0)).toThrow('The layout has 0 sandbox slots');
  });
});
