/**
 * Help with an order, at the foot of its details: the problem reported and its outcome, or, while
 * the window is open after delivery, "Report a problem"; and always the contact form, told which
 * order it is about.
 */
import { useState } from 'react';
import { pathTo } from '@jara/contracts/site-paths';
import type { Order } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { CONTACT_ORDER_PARAM } from '@jara/contracts/order-reference';
import { InAppLink } from './in-app-link';
import { OrderProblemCase } from './order-problem-case';
import { canReportProblem } from './problem-window';
import { ReportProblemForm } from './report-problem-form';
import styles from './order-details.module.css';

export function OrderHelp({ order, onLeave }: { order: Order; onLeave: () => void }) {
  const { country } = useParcelProps();
  // When the details opened: the window is judged then (the server judges again on sending).
  const [openedAt] = useState(Date.now);
  const contact = `${pathTo('contact-us', { country })}?${new URLSearchParams({
    [CONTACT_ORDER_PARAM]: order.reference,
  })}`;
  return (
    <>
      {order.support_case ? (
        <OrderProblemCase order={order} reported={order.support_case} />
      ) : canReportProblem(order, openedAt) ? (
        <ReportProblemForm order={order} />
      ) : null}
      <p className={styles.help}>
        <InAppLink href={contact} onLeave={onLeave}>
          Contact us about this order
        </InAppLink>
      </p>
    </>
  );
}
