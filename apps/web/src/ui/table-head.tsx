import { Table, type TableThProps, VisuallyHidden } from '@mantine/core';

/** A column of TableHead: its heading, or the heading with Th props (width, alignment). */
export type TableColumn = string | ({ label: string; hidden?: boolean } & TableThProps);

/**
 * A table's header row from a list of columns. A column marked `hidden` keeps its name for
 * screen readers only (an icon column); an empty label makes an empty heading.
 */
export function TableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => {
          const { label, hidden, ...props } =
            typeof column === 'string' ? { label: column, hidden: false } : column;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a header's columns never move
            <Table.Th key={index} {...props}>
              {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label || null}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
