import { afterEach, describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { AUTH_COPY } from '../texts';
import { clearLinkErrorHash, readLinkError } from './link-error';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('readLinkError', () => {
  it('maps access_denied + otp_expired to the product text', () => {
    expect(
      readLinkError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid'),
    ).toBe(TEXT.auth.otpExpired);
  });

  it('shows other descriptions with plus signs as spaces', () => {
    expect(readLinkError('#error=server_error&error_description=Database+error+saving+new+user')).toBe(
      'Database error saving new user',
    );
    expect(readLinkError('#error_description=A%2Bplus%2Bencoded')).toBe('A plus encoded');
  });

  it('falls back to a generic text for an error without description, and ignores other hashes', () => {
    expect(readLinkError('#error=unknown')).toBe(AUTH_COPY.errors.linkFailed);
    expect(readLinkError('#section-2')).toBeNull();
    expect(readLinkError('')).toBeNull();
  });
});

describe('clearLinkErrorHash', () => {
  it('removes only the error keys and keeps path, query and history state', () => {
    const state = { idx: 3, key: 'k' };
    window.history.replaceState(state, '', '/auth?x=1#error=a&error_code=b&error_description=c&keep=1');
    clearLinkErrorHash();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/auth?x=1#keep=1',
    );
    expect(window.history.state).toEqual(state);
  });
});
