import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * A mutation of the API: `cache` puts what the answer says into the cache first (a detail,
 * a chat), then every query under the `invalidates` prefixes (or those the variables name)
 * is refreshed; the mutation settles once they are.
 */
export function useApiMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    invalidates = [],
    cache,
  }: {
    invalidates?: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
    cache?: (client: QueryClient, data: TData, variables: TVariables) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data: TData, variables: TVariables) => {
      cache?.(queryClient, data, variables);
      const keys = typeof invalidates === 'function' ? invalidates(variables) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
