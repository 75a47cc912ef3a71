/** Stub of issue 10's foundation: the screen's squad replaces it. */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';

export function ContactUsScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
    </div>
  );
}
