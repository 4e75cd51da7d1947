import { fieldsOf, renderUser, type TFakeXUser } from './data';
import { invalid, notFound, type TAnswer, type TV2Context } from './v2-answers';

/** The users resource of X's v2 API: the signed-in user, and users looked up by username. */

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;

export function me(ctx: TV2Context): TAnswer {
  return { status: 200, body: { data: renderUser(ctx.viewer, fieldsOf(ctx.url.searchParams).user) } };
}

export function usersBy(ctx: TV2Context): TAnswer {
  const raw = ctx.url.searchParams.get('usernames');
  if (!raw) return invalid('usernames', '', 'The `usernames` query parameter can not be empty');
  const names = raw.split(',');
  if (names.length > 100)
    return invalid('usernames', raw, 'The `usernames` query parameter can have at most 100 values');
  const bad = names.find((n) => !USERNAME.test(n));
  if (bad !== undefined) {
    return invalid(
      'usernames',
      bad,
      `The \`usernames\` query parameter value [${bad}] does not match ^[A-Za-z0-9_]{1,15}$`,
    );
  }
  const lookup = (n: string) => ctx.state.users.find((u) => u.username.toLowerCase() === n.toLowerCase());
  const found = names.map(lookup).filter((u): u is TFakeXUser => u !== undefined);
  const missing = names.filter((n) => !lookup(n));
  const fields = fieldsOf(ctx.url.searchParams).user;
  return {
    status: 200,
    body: {
      ...(found.length ? { data: found.map((u) => renderUser(u, fields)) } : {}),
      ...(missing.length
        ? {
            errors: missing.map((n) =>
              notFound('user', 'usernames', n, `Could not find user with usernames: [${n}].`),
            ),
          }
        : {}),
    },
  };
}
