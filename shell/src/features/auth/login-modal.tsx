/**
 * The login modal of spec section 2, in its customer variant (sign in, create an account, reset
 * a password) and its plan variant (sign in, create a plan account), titled by what it asks. It never navigates: the customer stays where they
 * were, and whoever asked for it learns the outcome.
 */
import { useState } from 'react';
import type { LoginVariant } from '@jara/contracts/bus-events';
import { BRAND } from '@jara/contracts/brand';
import { Modal } from '@jara/ui/modal';
import { CustomerLoginForm } from './customer-login-form';
import { PasswordResetForm } from './password-reset-form';
import { PlanLoginForm, type PlanLoginMode } from './plan-login-form';
import { RegisterForm } from './register-form';
import styles from './auth-form.module.css';

type View =
  | { name: 'login'; email?: string; notice?: string }
  | { name: 'register' }
  | { name: 'reset'; email: string };

const PLAN_TITLES: Record<PlanLoginMode, string> = {
  login: 'Sign in to your plan account',
  register: 'Create your plan account',
};

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
  const [planMode, setPlanMode] = useState<PlanLoginMode>('login');
  const plan = variant === 'plan';
  // Why the customer is asked to sign in is for signing in, not for creating an account.
  const signingIn = plan ? planMode === 'login' : view.name === 'login';

  const body = plan ? (
    <PlanLoginForm mode={planMode} onModeChange={setPlanMode} onSignedIn={onSignedIn} />
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
      title={plan ? PLAN_TITLES[planMode] : TITLES[view.name]}
      size="sm"
    >
      {reason && signingIn && <p className={styles.reason}>{reason}</p>}
      {body}
    </Modal>
  );
}
