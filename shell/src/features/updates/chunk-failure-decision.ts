/**
 * A chunk that fails to load is not always a new build: offline, the server never answered. So
 * the build on the server is asked first. No answer: the customer is offline, and the page waits
 * in place for the connection. Same build: the failure was passing, so the chunk is loaded again
 * in place. A newer build: the chunk is gone for good, and only a reload brings the new one.
 */
import { BUILD_PATHS, CURRENT_BUILD, fetchBuildInfo, type BuildInfo } from './build-info';
import { isNewerBuild } from './update-poller';

export type ChunkFailureDecision = 'offline' | 'retry' | 'reload';

export interface DecisionEnvironment {
  online: () => boolean;
  current: BuildInfo;
  fetchLatest: () => Promise<BuildInfo | null>;
}

export async function decideChunkFailure(env: DecisionEnvironment): Promise<ChunkFailureDecision> {
  if (!env.online()) return 'offline';
  const latest = await env.fetchLatest();
  if (latest === null) return 'offline';
  return isNewerBuild(latest, env.current) ? 'reload' : 'retry';
}

export const browserDecisionEnvironment = (): DecisionEnvironment => ({
  online: () => navigator.onLine,
  current: CURRENT_BUILD,
  fetchLatest: () => fetchBuildInfo(BUILD_PATHS.latest),
});
