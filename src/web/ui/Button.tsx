import type { ButtonHTMLAttributes } from 'react'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link'
export type ButtonSize = 'medium' | 'small'

/** The class of a button, for a link that should look like one (`<a className={buttonClass('secondary')}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium'): string {
  return `${styles.button} ${styles[variant]} ${styles[size]}`
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A button; `type` defaults to "submit" as in HTML, most of ours send a form. */
export function Button({
  variant = 'primary',
  size = 'medium',
  className,
  type = 'submit',
  ...button
}: ButtonProps) {
  const classes = className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size)
  return <button type={type} className={classes} {...button} />
}
