/** Address book (issue 10, item 5): the customer's saved addresses, for signed-in customers. */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SignedInOnly } from '../../widgets/signed-in-only';
import { AddressBook } from './address-book';

export function AddressBookScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={frame.note}>Where we deliver: your default is chosen first at checkout.</p>
      </header>
      <SignedInOnly reason="Sign in to see your saved addresses">
        <AddressBook />
      </SignedInOnly>
    </div>
  );
}
