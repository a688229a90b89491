import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** primary: the one main action of a screen or form (filled); secondary (default): the others (outlined). */
  variant?: ButtonVariant;
};

/** The classes of the portal's button, for a link that must look like one (a Link to the next screen). */
export function buttonClassName(variant: ButtonVariant = 'secondary', className?: string): string {
  const base = variant === 'primary' ? 'qis-button qis-button--primary' : 'qis-button';
  return className ? `${base} ${className}` : base;
}

/** The portal's one button: a plain `type="button"` unless told `type="submit"`. */
export function Button({ variant, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...rest} />;
}
