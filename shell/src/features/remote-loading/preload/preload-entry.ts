/**
 * The early entry: index.html runs it before the shell's main bundle, so the first screen's
 * remote files download in parallel with the shell's own code (see preload-remotes.ts). It has
 * no dependencies beyond this folder and the release choice it shares with the boot
 * (../releases: choose-release, device-id; ../pins: stored-pins): it must stay a few KB.
 */
import { planFor } from './match-route';
import { preloadRemotes } from './preload-remotes';

void preloadRemotes(planFor(window.location.pathname, __PRELOAD_ROUTES__)).catch(() => undefined);
