import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors';

function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** Reads and validates a JSON body: 415 for another content type, 400 for broken JSON, 422 for a wrong shape. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', describeIssues(parsed.error));
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', describeIssues(parsed.error));
  return parsed.data;
}
