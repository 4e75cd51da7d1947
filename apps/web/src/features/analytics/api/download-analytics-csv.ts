import { useMutation } from '@tanstack/react-query';
import type { TAnalyticsRange, TAnalyticsSort } from '@gatling/shared/api/analytics';
import type { TPlatform } from '@gatling/shared/api/platforms';
import { apiFetch } from '@/lib/api-client';

export const csvFileName = (range: TAnalyticsRange, platform?: TPlatform) =>
  `gatling-replies-${range}${platform ? `-${platform}` : ''}.csv`;

/** GET /analytics/replies?format=csv: the same rows as the table (one platform's, when chosen), as a CSV file. */
export async function getAnalyticsCsv(
  range: TAnalyticsRange,
  sort: TAnalyticsSort,
  platform?: TPlatform,
): Promise<Blob> {
  const params = new URLSearchParams({ range, sort, format: 'csv' });
  if (platform) params.set('platform', platform);
  const res = await apiFetch(`/analytics/replies?${params.toString()}`, {
    headers: { accept: 'text/csv' },
  });
  const text = await res.text();
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/**
 * Saves a Blob as a file. The API needs the bearer token, so a plain link cannot fetch it: the
 * file is fetched here and handed to the browser through an object URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadAnalyticsCsv() {
  return useMutation({
    mutationFn: async ({
      range,
      sort,
      platform,
    }: {
      range: TAnalyticsRange;
      sort: TAnalyticsSort;
      platform?: TPlatform;
    }) => {
      saveBlob(await getAnalyticsCsv(range, sort, platform), csvFileName(range, platform));
    },
  });
}
