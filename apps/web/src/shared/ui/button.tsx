import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useUserStore, selectIsLoggedIn } from '../stores/user-store';
import { useModalStore } from '../stores/modal-store';
import { askToSignIn } from '../lib/ask-sign-in';
import type { LoginIntent } from '../lib/login-intent';
import { Spinner } from './spinner';

export type ButtonType = 'default' | 'cancel' | 'gray' | 'delete' | 'ghost' | 'border' | 'borderBg';
export type ButtonJustify = 'start' | 'center' | 'end' | 'between' | 'around';

export interface ButtonProps {
  type?: ButtonType;
  /** The label; children are used when it is absent. */
  text?: ReactNode;
  /** Shown instead of the label while loading. */
  textLoading?: ReactNode;
  /** A CSS colour for the label, overriding the type's colour. */
  textColor?: string;
  loading?: boolean;
  disabled?: boolean;
  justify?: ButtonJustify;
  /** Anonymous users get the login modal instead of the action. */
  auth?: boolean;
  round?: boolean;
  isIcon?: boolean;
  isActive?: boolean;
  hideBorder?: boolean;
  /** The creator the login modal names ("Sign in to follow <domain>"); rendered as `attr-domain`. */
  attrDomain?: string;
  /**
   * What the anonymous user was doing, for the login modal's title and for reopening the same
   * dialog after the sign-in. Without it: following `attrDomain`, or a plain sign-in.
   */
  authIntent?: LoginIntent;
  htmlType?: 'button' | 'submit' | 'reset';
  className?: string;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  title?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

const TYPE_CLASSES: Record<ButtonType, string> = {
  default: 'bg-accent text-white border-accent hover:bg-accent-strong shadow-sm shadow-accent/30',
  cancel: 'bg-surface-2 text-fg border-line hover:bg-line',
  gray: 'bg-fg/8 text-muted border-transparent hover:bg-fg/12 hover:text-fg',
  delete: 'bg-red-500 text-white border-red-500 hover:bg-red-600',
  ghost: 'bg-transparent text-fg border-transparent hover:bg-fg/6',
  border: 'bg-transparent text-accent border-accent/60 hover:bg-accent/8',
  borderBg: 'bg-accent/12 text-accent border-accent/40 hover:bg-accent/20',
};

const ACTIVE_CLASSES: Record<ButtonType, string> = {
  default: 'ring-2 ring-accent/40 ring-offset-2 ring-offset-bg',
  cancel: 'bg-line',
  gray: 'bg-fg/12 text-fg',
  delete: 'ring-2 ring-red-500/40',
  ghost: 'bg-accent/12 text-accent',
  border: 'bg-accent/12',
  borderBg: 'bg-accent text-white',
};

const JUSTIFY_CLASSES: Record<ButtonJustify, string> = {
  start: 'justify-start',
  center: 'justify-center',
  end: 'justify-end',
  between: 'justify-between',
  around: 'justify-around',
};

export function Button({
  type = 'default',
  text,
  textLoading,
  textColor,
  loading = false,
  disabled = false,
  justify = 'center',
  auth = false,
  round = false,
  isIcon = false,
  isActive = false,
  hideBorder = false,
  attrDomain,
  authIntent,
  htmlType = 'button',
  className = '',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const isLoggedIn = useUserStore(selectIsLoggedIn);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled) return;
    if (auth && !isLoggedIn) {
      event.preventDefault();
      const domain = event.currentTarget.getAttribute('attr-domain') ?? attrDomain;
      useModalStore.getState().closeBuy();
      askToSignIn(authIntent ?? (domain ? { kind: 'follow', domain } : { kind: 'generic' }));
      return;
    }
    onClick?.(event);
  };

  const label = loading && textLoading ? textLoading : (text ?? children);
  const style: CSSProperties | undefined = textColor ? { color: textColor } : undefined;
  const shape = isIcon
    ? `size-10 shrink-0 p-0 ${round ? 'rounded-full' : 'rounded-xl'}`
    : `min-h-10 px-4 py-2 ${round ? 'rounded-full' : 'rounded-xl'}`;

  return (
    <button
      type={htmlType}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-pressed={isActive || undefined}
      attr-domain={attrDomain}
      data-type={type}
      onClick={handleClick}
      style={style}
      className={[
        'inline-flex select-none items-center gap-2 text-sm font-semibold transition-colors duration-150',
        'disabled:cursor-not-allowed disabled:opacity-50 cursor-pointer',
        hideBorder ? 'border-0' : 'border',
        TYPE_CLASSES[type],
        isActive ? ACTIVE_CLASSES[type] : '',
        JUSTIFY_CLASSES[justify],
        shape,
        className,
      ].join(' ')}
      {...rest}
    >
      {loading && <Spinner />}
      {!(loading && isIcon) && label}
    </button>
  );
}
