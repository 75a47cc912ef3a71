import type { SandboxOptions } from '../start-sandbox';
import { isOrigin } from './is-origin';

function port(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}".`);
  }
  return value;
}

/** Exact origins only: a wildcard would hand credentialed answers to any site. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const values = raw.split(',').map((value) => value.trim());
  if (!values.every(isOrigin)) {
    throw new Error(
      `${name} must be origins separated by commas (like http://localhost:8080), got "${raw}".`,
    );
  }
  return values;
}

/** SandboxOptions from the SANDBOX_* environment variables the CLI honours. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SandboxOptions {
  const speedText = env.SANDBOX_CLOCK_SPEED;
  const clockSpeed = speedText ? Number(speedText) : undefined;
  if (clockSpeed !== undefined && !(clockSpeed > 0)) {
    throw new Error(`SANDBOX_CLOCK_SPEED must be a positive number, got "${speedText}".`);
  }
  const ports = {
    api: port(env, 'SANDBOX_API_PORT'),
    plans: port(env, 'SANDBOX_PLANS_PORT'),
    realtime: port(env, 'SANDBOX_REALTIME_PORT'),
    analytics: port(env, 'SANDBOX_ANALYTICS_PORT'),
  };
  const definedPorts = Object.fromEntries(
    Object.entries(ports).filter(([, value]) => value !== undefined),
  );
  const allowedOrigins = origins(env, 'SANDBOX_ALLOWED_ORIGINS');
  return {
    ...(env.SANDBOX_DATA_DIR ? { dataDir: env.SANDBOX_DATA_DIR } : {}),
    ...(env.SANDBOX_HOST ? { host: env.SANDBOX_HOST } : {}),
    ...(clockSpeed !== undefined ? { clockSpeed } : {}),
    ...(allowedOrigins ? { allowedOrigins } : {}),
    ports: definedPorts,
    logger: env.SANDBOX_LOG === '1',
  };
}
