/** The boot error screen, in place of the prerendered page if there is one. */
import { swapPrerenderedPage } from '../features/prerender/prerendered-page';
import { appContainer } from './app-container';
import { BootErrorScreen } from './boot-error-screen';

export function renderBootError(error: unknown) {
  appContainer().render(<BootErrorScreen error={error} />);
  swapPrerenderedPage();
}
