/** This page's own build, and the shape of the build documents the shell's build writes. */
import { z } from 'zod/mini';

export const buildInfoSchema = z.object({
  id: z.string().check(z.minLength(1)),
  timestamp: z.number(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export const CURRENT_BUILD: BuildInfo = { id: __BUILD_ID__, timestamp: __BUILD_TIMESTAMP__ };

export const BUILD_PATHS = {
  latest: '/builds/latest.json',
  meta: (id: string) => `/builds/meta/${encodeURIComponent(id)}.json`,
};

export async function fetchBuildInfo(url: string): Promise<BuildInfo | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return null;
    const parsed = buildInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    // Offline or mid-deploy: the next poll will tell.
    return null;
  }
}
