import type { RefObject } from 'react';

/** Checks a required field before any request: on a blank value shows the message and focuses the field. */
export function requireFilled(
  value: string,
  message: string,
  reject: (text: string) => void,
  field: RefObject<HTMLInputElement | null>,
): boolean {
  if (value.trim()) return true;
  reject(message);
  field.current?.focus();
  return false;
}
