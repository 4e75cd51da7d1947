import { getBusinessInfoRoute } from '@gatling/shared/api/business-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const BUSINESS_INFO_KEY = ['business', 'info'] as const;

/** GET /business/info: every field present, empty when not set. */
export function getBusinessInfo() {
  return callApi(getBusinessInfoRoute);
}

export const businessInfoQuery = () =>
  queryOptions({ queryKey: BUSINESS_INFO_KEY, queryFn: getBusinessInfo });

export function useBusinessInfo() {
  return useQuery(businessInfoQuery());
}
