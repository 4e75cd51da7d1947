import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBusinessInfo } from '@gatling/shared/api/business';
import { apiRequest } from '@/lib/api-client';

export const BUSINESS_INFO_KEY = ['business', 'info'] as const;

/** GET /business/info: every field present, empty when not set. */
export function getBusinessInfo() {
  return apiRequest('/business/info', ZBusinessInfo);
}

export const businessInfoQuery = () =>
  queryOptions({ queryKey: BUSINESS_INFO_KEY, queryFn: getBusinessInfo });

export function useBusinessInfo() {
  return useQuery(businessInfoQuery());
}
