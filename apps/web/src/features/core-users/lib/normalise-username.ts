/**
 * docs/product/validation.md#core-users: the username is trimmed; a leading @ is tolerated. Empty means
 * nothing to add.
 */
export function normaliseUsername(value: string): string {
  return value.trim().replace(/^@+/, '').trim();
}
