import type { UseQueryResult } from '@tanstack/react-query';
import type { SortChoice } from '../../../ui/list-controls.tsx';
import {
  ListAddButton,
  ListBody,
  ListEmpty,
  ListPage,
  type ListState,
  useListState,
} from '../../../ui/list-page.tsx';
import { type ListColumn, ListTable } from '../../../ui/list-table.tsx';

/** The query of a fleet list endpoint, from the kit's list state. */
export type FleetListQuery<S extends string> = {
  search: string;
  ordering: S;
  page: number;
  page_size: number;
};

/** The kit's list state with the fleet list's own sorts, starting alphabetical. */
export function useFleetListState<S extends string>(
  sorts: readonly SortChoice<S | 'alphabetical'>[],
): [ListState<S | 'alphabetical'>, FleetListQuery<S | 'alphabetical'>] {
  const state = useListState({ options: sorts, initial: 'alphabetical' });
  const { search, ordering, page, pageSize } = state.query;
  return [state, { search, ordering, page, page_size: pageSize }];
}

/**
 * /drivers and /equipments on the kit's ListPage: the header search, sort and page size, New,
 * the table (each row opens its record) and the pager.
 */
export function FleetListPage<S extends string, T extends { id: number }>({
  title,
  state,
  result,
  newPath,
  newLabel,
  noun,
  emptyText,
  name,
  columns,
  href,
}: {
  title: string;
  state: ListState<S>;
  result: UseQueryResult<{ results: T[]; count: number }>;
  newPath: string;
  newLabel: string;
  /** Plural: 'drivers', 'units'. */
  noun: string;
  emptyText: string;
  name: Parameters<typeof ListTable<T>>[0]['name'];
  columns: ListColumn<T>[];
  href: (item: T) => string;
}) {
  return (
    <ListPage
      title={title}
      state={state}
      count={result.data?.count}
      toolbar={<ListAddButton to={newPath} label={newLabel} />}
    >
      <ListBody
        list={result}
        loadingLabel={`Loading your ${noun}…`}
        empty={
          <ListEmpty
            noun={noun}
            searching={Boolean(state.settled)}
            hint={emptyText}
            add={{ to: newPath, label: newLabel }}
          />
        }
      >
        {(items) => (
          <ListTable items={items} name={name} columns={columns} href={href} stackOnPhone />
        )}
      </ListBody>
    </ListPage>
  );
}
