/** The blog and quizzes. */
import { RemoteRoutes } from '@jara/parcel/remote-routes';
import { CONTENT_SCREENS } from './screens';

export function ContentApp() {
  return <RemoteRoutes remote="content" screens={CONTENT_SCREENS} />;
}
