/**
 * The one React root of `#root`, made on first use: the app renders into it, and so does the
 * boot error screen when the boot fails (a second createRoot on one element is an error).
 */
import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

export function appContainer(): Root {
  root ??= createRoot(document.getElementById('root')!);
  return root;
}
