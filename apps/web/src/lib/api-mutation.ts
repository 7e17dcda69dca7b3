import {
  type MutationKey,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * A mutation of the API: `cache` puts what the answer says into the cache first (a detail,
 * a chat, the signed-in user; or clears it), then every query under the `invalidates` prefixes (or those the variables name)
 * is refreshed; the mutation settles once they are.
 */
export function useApiMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    invalidates = [],
    cache,
    mutationKey,
  }: {
    invalidates?: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
    cache?: (client: QueryClient, data: TData, variables: TVariables) => void;
    mutationKey?: MutationKey;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: async (data: TData, variables: TVariables) => {
      cache?.(queryClient, data, variables);
      const keys = typeof invalidates === 'function' ? invalidates(variables) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
