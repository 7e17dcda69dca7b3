import {
  ActionIcon,
  Box,
  Button,
  CloseButton,
  Group,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '@spotlane/shared/domain/paths';
import {
  IconArrowLeft,
  IconCalendar,
  IconHeadset,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconList,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import classes from './page-header.module.css';
import {
  searchBoxWidth,
  searchLabel,
  searchPlaceholder,
  showsBackArrow,
} from './page-header-rules.ts';
import { useRouteHeader } from './route-header.ts';
import { useShell } from './shell-context.tsx';

/**
 * The shipper's + button, with SPEC 2.6's "Start Here" hint over it while that is due.
 */
function AddButton({ onAdd, startHere }: { onAdd: () => void; startHere: boolean }) {
  const add = (
    <ActionIcon size="lg" radius="xl" variant="filled" onClick={onAdd} aria-label="Add">
      <IconPlus size={20} />
    </ActionIcon>
  );
  if (!startHere) return add;
  return (
    <Tooltip
      label="Start Here"
      opened
      withArrow
      position="bottom"
      color={START_HERE_COLOR}
      zIndex={30}
      withinPortal={false}
    >
      {add}
    </Tooltip>
  );
}

export interface PageHeaderProps {
  title: string;
  /** Replaces the back arrow's default (the previous page). */
  onBack?: () => void;
  /** Page actions (star, edit, delete, View Bids, bid, chat...) shown before the tools. */
  actions?: ReactNode;
  /** The default search box, plus, and List/Calendar tools; on unless a page turns them off. */
  showTools?: boolean;
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  onSearchEnter?: (value: string) => void;
  onSearchKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Orange dark enough for white text (5.2:1; Mantine's orange.6 gave 2.6:1). */
const START_HERE_COLOR = '#c2410c';

/** The shipper's List/Calendar switch: the one of the page being shown is pressed. */
const VIEW_TOGGLES = [
  { label: 'List', to: paths.shipments, calendar: false, icon: <IconList size={16} /> },
  { label: 'Calendar', to: paths.calendar, calendar: true, icon: <IconCalendar size={16} /> },
];

/** The page header bar of SPEC 2.6. */
export function PageHeader({
  title,
  onBack,
  actions,
  showTools = true,
  searchValue,
  onSearchChange,
  onSearchEnter,
  onSearchKeyDown,
}: PageHeaderProps) {
  useDocumentTitle(`${title} · Spotlane`);
  const shell = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const header = useRouteHeader();
  const [localSearch, setLocalSearch] = useState('');
  // On a phone the search box opens from an icon in the title's place, so the header keeps
  // one row (title, tools and the bell) instead of wrapping.
  const [phoneSearchOpen, setPhoneSearchOpen] = useState(false);
  const search = searchValue ?? localSearch;
  const setSearch = (value: string) => {
    if (searchValue === undefined) setLocalSearch(value);
    onSearchChange?.(value);
  };

  const back = () => (onBack ? onBack() : navigate(-1));
  const isShipper = shell?.role === 'shipper';
  const onCalendar = pathname === paths.calendar;

  return (
    <Box
      component="header"
      className={classes.bar}
      data-phone-search={phoneSearchOpen || search ? 'open' : undefined}
    >
      <Group gap="xs" wrap="nowrap" className={classes.left}>
        {shell ? (
          <Tooltip label={shell.sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={shell.toggleSidebar}
              aria-label={shell.sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            >
              {shell.sidebarCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        ) : null}
        {showsBackArrow(header, title) ? (
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={back} aria-label="Back">
            <IconArrowLeft size={20} />
          </ActionIcon>
        ) : null}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
      </Group>

      <Group gap="sm" wrap="wrap" justify="flex-end" className={classes.tools}>
        {actions}
        {showTools && shell ? (
          <>
            {header.search === false ? null : (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                className={classes.phoneSearchButton}
                onClick={() => setPhoneSearchOpen(true)}
                aria-label="Open search"
              >
                <IconSearch size={20} />
              </ActionIcon>
            )}
            {header.search === false ? null : (
              <TextInput
                aria-label={searchLabel(header)}
                placeholder={searchPlaceholder(header)}
                value={search}
                className={classes.search}
                style={{ '--search-width': `${searchBoxWidth(header)}px` } as CSSProperties}
                radius="xl"
                leftSection={<IconSearch size={16} />}
                rightSection={
                  search ? (
                    <CloseButton
                      size="sm"
                      aria-label="Clear search"
                      onClick={() => {
                        setSearch('');
                        setPhoneSearchOpen(false);
                      }}
                    />
                  ) : null
                }
                onChange={(event) => setSearch(event.currentTarget.value)}
                onBlur={() => setPhoneSearchOpen(false)}
                autoFocus={phoneSearchOpen}
                onKeyDown={(event) => {
                  onSearchKeyDown?.(event);
                  if (event.key === 'Enter') onSearchEnter?.(search);
                }}
              />
            )}
            {isShipper && shell.openAdd ? (
              <AddButton onAdd={shell.openAdd} startHere={shell.instructionsOn} />
            ) : null}
            {isShipper && header.viewToggle !== false ? (
              <Button.Group>
                {VIEW_TOGGLES.map((toggle) => {
                  const pressed = toggle.calendar === onCalendar;
                  return (
                    <Button
                      key={toggle.label}
                      size="sm"
                      variant={pressed ? 'filled' : 'default'}
                      leftSection={toggle.icon}
                      onClick={() => navigate(toggle.to)}
                      aria-pressed={pressed}
                      aria-label={toggle.label}
                      className={classes.toggle}
                    >
                      <span className={classes.toggleLabel}>{toggle.label}</span>
                    </Button>
                  );
                })}
              </Button.Group>
            ) : null}
          </>
        ) : null}
        {shell?.openSupportChat && header.supportChat !== false ? (
          <Tooltip label="Support chat">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={shell.openSupportChat}
              aria-label="Support chat"
            >
              <IconHeadset size={20} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {shell?.headerExtras}
      </Group>
    </Box>
  );
}
