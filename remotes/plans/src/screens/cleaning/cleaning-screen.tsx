import { ServicePage } from '../../widgets/service-page/service-page';

export function CleaningScreen() {
  return <ServicePage service="cleaning" />;
}
