import { requestHeaders, type RequestContextHeaders } from '@vitrina/contracts';
import { backendUrls } from '../env.server.ts';
import { createApiClient, type ApiClient } from './apiClient.ts';

/**
 * A client for both back ends (STORE_API_URL, CONTENT_API_URL, or a back end of the admin
 * panel's list by name) sending the headers of spec §7.
 */
export function backendClient(
  context: RequestContextHeaders & { backend?: string },
  signal?: AbortSignal,
): ApiClient {
  return createApiClient({
    baseUrls: backendUrls(context.backend),
    headers: requestHeaders(context),
    signal,
  });
}
