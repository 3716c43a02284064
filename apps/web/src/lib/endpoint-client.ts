import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  fillPath,
  successStatuses,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointOutput,
} from '@openwell/contracts';
import { request, type ApiError, type TResponseSchema } from './api-client.ts';

/**
 * Typed fetchers, query keys and hooks derived from the endpoint declarations in @openwell/contracts: a feature's
 * api/ file names the declaration and gets path, method, input and output types and response validation from it.
 *
 *   const me = useEndpointQuery(getMe, {});
 *   const save = useEndpointMutation(updateProfile);  save.mutate({ body: { age: 30 } });
 *   callEndpoint(changeUserRole, { params: { userId }, body: { role: 'admin' } });
 *
 * The input names exactly the parts the endpoint declares (`{}` when it takes none).
 */

type TParts = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

/** Path with its parameters filled in and the query string (undefined and empty values left out). */
export function endpointUrl(endpoint: Pick<TEndpoint, 'path'>, input: TParts = {}): string {
  const path = fillPath(endpoint.path, input.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function successSchema(endpoint: TEndpoint): TResponseSchema<unknown> | undefined {
  for (const status of successStatuses(endpoint)) {
    const schema = endpoint.responses[status];
    if (schema) return schema;
  }
  return undefined;
}

/**
 * Calls an endpoint: JSON in and out, cookies included, the answer validated with its declared schema. `headers`:
 * request headers an endpoint declares beside its input (the redemption's `Idempotency-Key`).
 */
export function callEndpoint<E extends TEndpoint>(
  endpoint: E,
  input: TEndpointInput<E>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<TEndpointOutput<E>> {
  const parts = (input ?? {}) as TParts;
  const schema = successSchema(endpoint);
  // State-changing calls always send a JSON body (Better Auth's endpoints expect one, `{}` when there is nothing).
  const body = endpoint.method === 'GET' ? undefined : (parts.body ?? {});
  return request(endpoint.method, endpointUrl(endpoint, parts), {
    ...(body !== undefined ? { body } : {}),
    ...(schema ? { schema } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  }) as Promise<TEndpointOutput<E>>;
}

/**
 * TanStack Query key of an endpoint: `[feature, operationId]`, plus the params and query when there are any.
 * `[feature]` or `[feature, operationId]` invalidate every cached answer of a feature or an endpoint; another feature's
 * answers are invalidated with `invalidateFeature` (lib/feature-cache.ts), never with keys built outside that feature.
 */
export function endpointQueryKey<E extends TEndpoint>(endpoint: E, input?: TEndpointInput<E>) {
  const { params, query } = (input ?? {}) as TParts;
  const variables = { ...(params ? { params } : {}), ...(query ? { query } : {}) };
  return Object.keys(variables).length > 0
    ? ([endpoint.tags[0], endpoint.operationId, variables] as const)
    : ([endpoint.tags[0], endpoint.operationId] as const);
}

export function endpointQueryOptions<E extends TEndpoint>(endpoint: E, input: TEndpointInput<E>) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoint, input) as readonly unknown[],
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
}

type TQueryExtras<E extends TEndpoint> = Omit<
  UseQueryOptions<TEndpointOutput<E>, ApiError, TEndpointOutput<E>, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/** A query on a GET endpoint. */
export function useEndpointQuery<E extends TEndpoint>(endpoint: E, input: TEndpointInput<E>, extras?: TQueryExtras<E>) {
  return useQuery({
    ...endpointQueryOptions(endpoint, input),
    ...extras,
  } as UseQueryOptions<TEndpointOutput<E>, ApiError, TEndpointOutput<E>, readonly unknown[]>);
}

/** A mutation on a state-changing endpoint; `mutate(input)` takes the declared params, query and body. */
export function useEndpointMutation<E extends TEndpoint, TContext = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<TEndpointOutput<E>, ApiError, TEndpointInput<E>, TContext>, 'mutationFn'> = {},
) {
  return useMutation<TEndpointOutput<E>, ApiError, TEndpointInput<E>, TContext>({
    ...options,
    mutationFn: (input) => callEndpoint(endpoint, input),
  });
}
