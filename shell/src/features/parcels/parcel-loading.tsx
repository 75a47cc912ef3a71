/**
 * What holds a parcel's place until its remote draws. Both lie over their host rather than in
 * its flow, so the remote's first paint lands where it will stay, and both hide the moment the
 * remote draws anything (remote-parcel.module.css): the skeleton and the remote never take
 * turns at pushing each other. The page's skeleton is the shape of a screen (a title, then
 * content) in the kit's skeleton style; a widget's is a pill the size of its slot.
 */
import { ScreenLoading } from '@jara/ui/screen-loading';
import { Skeleton } from '@jara/ui/skeleton';
import styles from './remote-parcel.module.css';

export function PageParcelLoading() {
  return (
    <div className={styles.pageLoading}>
      <ScreenLoading />
    </div>
  );
}

export function WidgetParcelLoading() {
  return (
    <span className={styles.widgetLoading} data-testid="widget-placeholder">
      <Skeleton width="100%" height="100%" shape="pill" />
    </span>
  );
}
