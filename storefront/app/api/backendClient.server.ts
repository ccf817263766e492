import { requestHeaders, requestIdHeader, type RequestContextHeaders } from '@vitrina/contracts';
import { backendUrls } from '../env.server.ts';
import { currentRequestId } from '../request/requestId.server.ts';
import { createApiClient, type ApiClient } from './apiClient.ts';

/**
 * A client for both back ends (STORE_API_URL, CONTENT_API_URL, or a back end of the admin
 * panel's list by name) sending the headers of spec §7, and the shopper's request id, so the
 * back end's log lines of the call carry it too (decision 271).
 */
export function backendClient(
  context: RequestContextHeaders & { backend?: string },
  signal?: AbortSignal,
): ApiClient {
  const headers = requestHeaders(context);
  const requestId = currentRequestId();
  if (requestId) headers[requestIdHeader] = requestId;
  return createApiClient({ baseUrls: backendUrls(context.backend), headers, signal });
}
