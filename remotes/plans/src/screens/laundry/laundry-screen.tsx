import { ServicePage } from '../../widgets/service-page/service-page';

export function LaundryScreen() {
  return <ServicePage service="laundry" />;
}
