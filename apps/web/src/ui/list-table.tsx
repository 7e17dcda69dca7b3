import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

// Apart from list-page.tsx: Mantine's Table scrolls in a ScrollArea, which brings floating-ui,
// and the landing lists (cards) never draw a table (the first-load budget).

/** A column of a list table: its heading and what a row shows in it. */
export interface ListColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
}

/** The name column: what names an item, with an optional dimmed line below it. */
interface NameColumn<T> {
  label: string;
  text: (item: T) => string;
  note?: (item: T) => string | null;
}

/** An item's name as the link to its page, then its note; the table row or card around it. */
function ItemName<T>({
  item,
  name,
  to,
  inClickableRow = false,
}: {
  item: T;
  name: NameColumn<T>;
  to: string;
  /** In a row that opens the page itself: the link's click stops there, not twice. */
  inClickableRow?: boolean;
}) {
  const note = name.note?.(item);
  return (
    <>
      <Anchor
        component={Link}
        to={to}
        fw={600}
        onClick={inClickableRow ? (event) => event.stopPropagation() : undefined}
      >
        {name.text(item)}
      </Anchor>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The rows of a list as a table. The first column names the item and links to its page (a
 * click anywhere on the row opens it too), with an optional dimmed line below the name.
 * With `stackOnPhone`, a phone (below Mantine's `sm`) gets one card per item instead, each
 * column a labelled line, so no column hides off to the right of a narrow screen.
 */
export function ListTable<T extends { id: number }>({
  items,
  lead,
  name,
  columns,
  href,
  minWidth = 760,
  stackOnPhone = false,
}: {
  items: T[];
  /** A narrow column before the name (an icon button), named for assistive technology only. */
  lead?: ListColumn<T> & { width: number };
  name: NameColumn<T>;
  columns: ListColumn<T>[];
  href: (item: T) => string;
  minWidth?: number;
  stackOnPhone?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <>
      {stackOnPhone ? (
        <Stack gap="sm" hiddenFrom="sm" data-testid="list-cards">
          {items.map((item) => (
            <Paper key={item.id} withBorder radius="lg" p="md" component="article">
              <ItemName item={item} name={name} to={href(item)} />
              <Stack gap={4} mt="xs">
                {columns.map((column) => (
                  <Group key={column.label} gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" c="dimmed">
                      {column.label}
                    </Text>
                    <Text size="sm" component="div" ta="right">
                      {column.cell(item)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
      <Paper withBorder radius="lg" visibleFrom={stackOnPhone ? 'sm' : undefined}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                {lead ? <Table.Th w={lead.width} aria-label={lead.label} /> : null}
                {[name, ...columns].map((column) => (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr
                  key={item.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(href(item))}
                >
                  {lead ? <Table.Td>{lead.cell(item)}</Table.Td> : null}
                  <Table.Td>
                    <ItemName item={item} name={name} to={href(item)} inClickableRow />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>{column.cell(item)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
