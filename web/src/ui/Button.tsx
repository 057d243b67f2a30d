import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../lib/cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'signal' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-inverse text-inverse-ink hover:bg-accent hover:text-accent-ink',
  accent: 'bg-accent text-accent-ink hover:shadow-glow',
  signal: 'bg-signal text-signal-ink hover:brightness-95',
  outline: 'border border-line bg-transparent text-ink hover:border-ink',
  ghost: 'bg-transparent text-ink hover:bg-surface-2',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-[0.95rem]',
  lg: 'h-14 px-8 text-base',
  icon: 'size-10 justify-center',
};

/** The class list of a button; exported for the rare element that must look like one (e.g. a file input label). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cx(
    'inline-flex shrink-0 items-center gap-2 rounded-pill font-semibold whitespace-nowrap',
    'transition-[background-color,color,box-shadow,border-color,transform] duration-200 ease-out-expo',
    'active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

type CommonProps = { variant?: ButtonVariant; size?: ButtonSize; iconAfter?: ReactNode };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & CommonProps & { loading?: boolean };

/** A button. `loading` disables it and shows a spinner; pass the busy label as children (e.g. 'Sending...'). */
export function Button({ variant, size, iconAfter, loading, className, children, type = 'button', disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
      {iconAfter}
    </button>
  );
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & CommonProps & { to: string };

/** A link styled as a button: internal paths use the router, `http(s):`/`mailto:` open as plain anchors. */
export function ButtonLink({ to, variant, size, iconAfter, className, children, ...rest }: ButtonLinkProps) {
  const classes = buttonClasses(variant, size, className);
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    return (
      <a href={to} className={classes} {...rest}>
        {children}
        {iconAfter}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} {...rest}>
      {children}
      {iconAfter}
    </Link>
  );
}
