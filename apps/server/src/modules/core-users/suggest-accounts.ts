import { SUGGESTIONS_MAX, type TCoreUserSuggestionsAnswer } from '@gatling/shared/api/core-users';
import type { TCoreUsersContext } from './context';

/**
 * GET /core-users/suggestions: the accounts a person may add, found by part of their handle or
 * name. Only the simulated network lists its accounts; on the live X the answer says so
 * (`available: false`) and X is never asked, since a user search there is billed.
 */
export async function suggestAccounts(
  ctx: Pick<TCoreUsersContext, 'platforms'>,
  text: string,
): Promise<TCoreUserSuggestionsAnswer> {
  const provider = ctx.platforms.get('twitter');
  if (provider.kind !== 'sandbox' || !provider.suggestAccounts) return { available: false, accounts: [] };
  const profiles = await provider.suggestAccounts(text, SUGGESTIONS_MAX);
  return {
    available: true,
    accounts: profiles.slice(0, SUGGESTIONS_MAX).map((p) => ({
      username: p.username,
      display_name: p.name,
      avatar_url: p.avatar_url,
    })),
  };
}
