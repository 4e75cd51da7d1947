import type { TFakeXUser } from './data';
import type { TFakeXState } from './state';

/** What a v2 endpoint of the fake X is given, and what it answers; X's problem bodies and errors. */

export type TV2Context = {
  state: TFakeXState;
  viewer: TFakeXUser;
  url: URL;
  body: string;
  pathParam: string;
};
export type TAnswer = { status: number; body: unknown };

export const PROBLEMS = {
  unauthorized: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
  tooManyRequests: {
    title: 'Too Many Requests',
    detail: 'Too Many Requests',
    type: 'about:blank',
    status: 429,
  },
  unavailable: {
    title: 'Service Unavailable',
    detail: 'Service Unavailable',
    type: 'about:blank',
    status: 503,
  },
  replyNotAllowed: {
    detail:
      'Reply to this conversation is not allowed because you have not been mentioned or otherwise engaged by the author of the post you are replying to.',
    type: 'about:blank',
    title: 'Forbidden',
    status: 403,
  },
  notOwnAccount: {
    detail: 'You are not permitted to perform this action on behalf of another user.',
    type: 'about:blank',
    title: 'Forbidden',
    status: 403,
  },
  duplicate: {
    detail: 'You are not allowed to create a Tweet with duplicate content.',
    type: 'about:blank',
    title: 'Forbidden',
    status: 403,
  },
} as const;

export function invalid(parameter: string, value: string, message: string): TAnswer {
  return {
    status: 400,
    body: {
      errors: [{ parameters: { [parameter]: [value] }, message }],
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: 'https://api.twitter.com/2/problems/invalid-request',
    },
  };
}

export function notFound(resourceType: string, parameter: string, value: string, detail: string) {
  return {
    value,
    detail,
    title: 'Not Found Error',
    resource_type: resourceType,
    parameter,
    resource_id: value,
    type: 'https://api.twitter.com/2/problems/resource-not-found',
  };
}

export function rangeParam(
  q: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number | TAnswer {
  const raw = q.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    return invalid(
      name,
      raw,
      `The \`${name}\` query parameter value [${raw}] is not between ${min} and ${max}`,
    );
  }
  return value;
}
