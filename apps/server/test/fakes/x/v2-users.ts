import { fieldsOf, renderUser, type TFakeXUser } from './data';
import { invalid, notFound, PROBLEMS, rangeParam, type TAnswer, type TV2Context } from './v2-answers';

/**
 * The users resource of X's v2 API: the signed-in user, users looked up by username, and the
 * accounts the signed-in user mutes or blocks.
 */

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

/** GET /2/users/:id/muting: the accounts the signed-in user mutes, newest first, paged. */
export function muting(ctx: TV2Context): TAnswer {
  return relationList(ctx, ctx.state.mutes);
}

/** GET /2/users/:id/blocking: the accounts the signed-in user blocks, newest first, paged. */
export function blocking(ctx: TV2Context): TAnswer {
  return relationList(ctx, ctx.state.blocks);
}

function relationList(ctx: TV2Context, relations: Array<{ user_id: string; target_id: string }>): TAnswer {
  if (ctx.pathParam !== ctx.viewer.id) return { status: 403, body: PROBLEMS.notOwnAccount };
  const q = ctx.url.searchParams;
  const max = rangeParam(q, 'max_results', 1, 1000, 100);
  if (typeof max !== 'number') return max;
  const users = relations
    .filter((r) => r.user_id === ctx.viewer.id)
    .map((r) => ctx.state.users.find((u) => u.id === r.target_id))
    .filter((u): u is TFakeXUser => u !== undefined)
    .reverse();
  const token = q.get('pagination_token');
  const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(start) || start < 0)
    return invalid('pagination_token', token ?? '', 'The `pagination_token` is not valid');
  const slice = users.slice(start, start + max);
  const next = start + max < users.length ? Buffer.from(String(start + max)).toString('base64url') : null;
  const fields = fieldsOf(q).user;
  return {
    status: 200,
    body: {
      ...(slice.length ? { data: slice.map((u) => renderUser(u, fields)) } : {}),
      meta: { result_count: slice.length, ...(next ? { next_token: next } : {}) },
    },
  };
}
