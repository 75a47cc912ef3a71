/**
 * The login modal of spec section 2, in its customer variant (sign in, create an account, reset
 * a password) and its cleaning-plan variant. It never navigates: the customer stays where they
 * were, and whoever asked for it learns the outcome.
 */
import { useState } from 'react';
import type { LoginVariant } from '@jara/contracts/bus-events';
import { BRAND } from '@jara/contracts/brand';
import { Modal } from '@jara/ui/modal';
import { CustomerLoginForm } from './customer-login-form';
import { PasswordResetForm } from './password-reset-form';
import { PlanLoginForm } from './plan-login-form';
import { RegisterForm } from './register-form';
import styles from './auth-form.module.css';

type View =
  | { name: 'login'; email?: string; notice?: string }
  | { name: 'register' }
  | { name: 'reset'; email: string };

const TITLES: Record<View['name'], string> = {
  login: `Sign in to ${BRAND.name}`,
  register: `Create your ${BRAND.name} account`,
  reset: 'Reset your password',
};

interface Props {
  variant: LoginVariant;
  reason?: string;
  onSignedIn: () => void;
  onClose: () => void;
}

export function LoginModal({ variant, reason, onSignedIn, onClose }: Props) {
  const [view, setView] = useState<View>({ name: 'login' });

  const body =
    variant === 'plan' ? (
      <PlanLoginForm onSignedIn={onSignedIn} />
    ) : view.name === 'register' ? (
      <RegisterForm onSignedIn={onSignedIn} onHaveAccount={() => setView({ name: 'login' })} />
    ) : view.name === 'reset' ? (
      <PasswordResetForm
        initialEmail={view.email}
        onBack={() => setView({ name: 'login', email: view.email })}
        onReset={(email) =>
          setView({
            name: 'login',
            email,
            notice: 'Your password is changed. Sign in with the new one.',
          })
        }
      />
    ) : (
      <CustomerLoginForm
        {...(view.email ? { initialEmail: view.email } : {})}
        notice={view.notice ?? null}
        onSignedIn={onSignedIn}
        onForgotPassword={(email) => setView({ name: 'reset', email })}
        onCreateAccount={() => setView({ name: 'register' })}
      />
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={variant === 'plan' ? 'Cleaning plan sign in' : TITLES[view.name]}
      size="sm"
    >
      {reason && view.name === 'login' && <p className={styles.reason}>{reason}</p>}
      {body}
    </Modal>
  );
}
