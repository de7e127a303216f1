import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
type Size = 'small' | 'medium' | 'large';

type StyleProps = { variant?: Variant; size?: Size; icon?: ReactNode };

export function buttonClassName(variant: Variant = 'primary', size: Size = 'medium', extra?: string): string {
  return [styles.button, styles[variant], size === 'medium' ? '' : styles[size], extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'medium',
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClassName(variant, size, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  icon,
  className,
  children,
  ...rest
}: StyleProps & LinkProps) {
  return (
    <Link className={buttonClassName(variant, size, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
