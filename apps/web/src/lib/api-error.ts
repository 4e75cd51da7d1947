/** An error answer of our API ({ detail, code }) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export async function toApiError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { detail?: unknown; code?: unknown; message?: unknown };
    const detail =
      typeof body.detail === 'string'
        ? body.detail
        : typeof body.message === 'string'
          ? body.message
          : res.statusText;
    return new ApiError(
      res.status,
      detail || `Request failed (${res.status})`,
      typeof body.code === 'string' ? body.code : 'UNKNOWN',
    );
  } catch {
    return new ApiError(res.status, res.statusText || `Request failed (${res.status})`, 'UNKNOWN');
  }
}

/**
 * The server's own explanation of a failed call (its `detail`), or null when there is none: no
 * answer at all, or an answer that is not one of our API's error bodies.
 */
export function serverDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'UNKNOWN') return null;
  return error.detail;
}
