/**
 * The site's buttons. `Button` is a real <button>; `ButtonLink` is an anchor that looks like
 * one. Router links (react-router's <Link>) take `buttonClassName(...)` so they look the same
 * without this package depending on a router.
 */
import type { ComponentProps } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

/** `inverse` is an outline for dark or brand-coloured backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', block }: ButtonLook = {}) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '']
    .filter(Boolean)
    .join(' ');
}

function join(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  /** Shows a spinner, marks the button busy and ignores clicks while work is under way. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={join(buttonClassName({ variant, size, block }), className)}
      // aria-disabled rather than disabled while loading, so focus is not lost mid-submit.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<'a'> & ButtonLook;

export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <a {...rest} className={join(buttonClassName({ variant, size, block }), className)} />;
}
