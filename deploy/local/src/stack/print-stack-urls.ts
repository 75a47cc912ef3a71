/** What a person needs once the stack is up: where the site is, and how to sign in. */
import { REMOTE_NAMES } from '@jara/contracts/remote-contract';
import { DEMO_LOGIN } from '../demo-login';
import { stackOrigins, type PortLayout } from '../port-layout';

export function stackUrlLines(layout: PortLayout, servedBy: 'node' | 'nginx'): string[] {
  const origins = stackOrigins(layout);
  const row = (label: string, value: string) => `  ${label.padEnd(14)}${value}`;
  return [
    `Jara is running (static files served by ${servedBy}):`,
    row('site', `${origins.shell}/`),
    ...REMOTE_NAMES.map((name) => row(name, `${origins.remotes[name]}/mf-manifest.json`)),
    ...(origins.faultyRemote ? [row('faulty', `${origins.faultyRemote}/mf-manifest.json`)] : []),
    ...(origins.oneBundle ? [row('one-bundle', `${origins.oneBundle}/ (when built)`)] : []),
    row('sandbox API', `${origins.api}/api`),
    row('plans API', `${origins.plans}/api`),
    row('realtime', origins.realtime),
    row('analytics', origins.analytics),
    ...(origins.assets !== origins.api ? [row('images', `${origins.assets}/assets/`)] : []),
    row('demo login', `${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`),
    'Ctrl-C stops everything.',
  ];
}
