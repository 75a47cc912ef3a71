import { E2E_PORTS, LOCAL_PORTS } from '../port-layout';
import { contentSecurityPolicy, documentHeaders, siteHeaders } from './site-headers';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('content security policy', () => {
  const csp = directives(contentSecurityPolicy(LOCAL_PORTS));

  it('runs scripts only from the shell, the remotes and the analytics host', () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'http://localhost:8081',
      'http://localhost:8082',
      'http://localhost:8083',
      'http://localhost:8084',
      'http://localhost:8085',
      'http://localhost:8093',
    ]);
  });

  it('connects to the API, plans, realtime, analytics and remote origins', () => {
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'http://localhost:8090',
        'http://localhost:8091',
        'ws://localhost:8092',
        'http://localhost:8093',
        'http://localhost:8085',
      ]),
    );
  });

  it('allows images from self, data:, the API and the remotes (blog covers), and inline styles', () => {
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'http://localhost:8090', 'http://localhost:8084']),
    );
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('takes the e2e stack’s images over https from the assets port, none from the http API', () => {
    const e2e = directives(contentSecurityPolicy(E2E_PORTS))['img-src'];
    expect(e2e).toContain('https://localhost:9094');
    expect(e2e?.filter((source) => source.startsWith('http:'))).toEqual([]);
  });

  it('lets the e2e shell load the faulty fixture remote', () => {
    expect(directives(contentSecurityPolicy(E2E_PORTS))['script-src']).toContain(
      'https://localhost:9086',
    );
  });
});

describe('site headers', () => {
  it('gives remotes CORS and no CSP', () => {
    expect(siteHeaders('remote')['Access-Control-Allow-Origin']).toBe('*');
    expect(documentHeaders('remote', LOCAL_PORTS)).toEqual({});
  });

  it('gives every shell response sniffing and referrer protection', () => {
    expect(siteHeaders('shell')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it("gives the shell's documents its CSP, framing and permissions policies", () => {
    expect(documentHeaders('shell', LOCAL_PORTS)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(LOCAL_PORTS),
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    });
  });
});
