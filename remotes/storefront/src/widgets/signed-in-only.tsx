/**
 * A screen of the customer's own account. A visitor is asked to sign in as the screen opens,
 * and the screen loads in place once they have; if they close the sign-in, the screen says why
 * it is empty and offers the sign-in again.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useParcelProps } from '@jara/parcel/parcel';
import { useSignedIn } from '@jara/state/use-signed-in';
import { Button } from '@jara/ui/button';
import frame from './screen-frame.module.css';

interface Props {
  /** Why the screen needs an account, said in the sign-in modal and on the screen. */
  reason: string;
  children: ReactNode;
}

export function SignedInOnly({ reason, children }: Props) {
  const { requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const asked = useRef(false);

  useEffect(() => {
    if (signedIn || asked.current) return;
    asked.current = true;
    void requestLogin('customer', reason);
  }, [signedIn, reason, requestLogin]);

  if (signedIn) return <>{children}</>;
  return (
    <div className={frame.message}>
      <p>{reason}.</p>
      <Button onClick={() => void requestLogin('customer', reason)}>Sign in</Button>
    </div>
  );
}
