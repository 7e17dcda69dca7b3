import { Avatar, Box, CloseButton, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand.tsx';
import classes from './side-menu.module.css';

export interface SideMenuChild {
  label: string;
  to: string;
  active: boolean;
}

export interface SideMenuItem {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  active: boolean;
  children?: SideMenuChild[];
}

export interface SideMenuProps {
  items: SideMenuItem[];
  collapsed: boolean;
  user: { name: string; company: string; email: string };
  /** The company logo, shown beside the user's name (PRODUCT.md 11); initials without one. */
  logo?: ReactNode;
  onLogout: () => void;
  logoutPending?: boolean;
  onNavigate?: () => void;
  /** Phone size: the drawer's own close button. */
  onClose?: () => void;
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** The side menu of the signed-in shell; collapsed it shows icons with tooltips. */
export function SideMenu({
  items,
  collapsed,
  user,
  logo,
  onLogout,
  logoutPending,
  onNavigate,
  onClose,
}: SideMenuProps) {
  // Every entry that leads to a page: a router link, marked as the current page when it is.
  const linkTo = (to: string, active: boolean) => ({
    component: Link,
    to,
    active,
    onClick: onNavigate,
    'aria-current': active ? ('page' as const) : undefined,
  });
  return (
    <Stack gap={0} h="100%" className={classes.menu} data-collapsed={collapsed || undefined}>
      <Box className={classes.brand}>
        <BrandMark compact={collapsed} inverted />
        {onClose ? (
          <CloseButton
            ml="auto"
            size="lg"
            variant="transparent"
            c="white"
            aria-label="Close menu"
            onClick={onClose}
          />
        ) : null}
      </Box>
      {/* A plain scrolling element with its scrollbar hidden (what ScrollArea type="never" drew):
          ScrollArea brings floating-ui to every page's first load (the first-load budget). */}
      <nav aria-label="Main menu" className={classes.scroll}>
        <Stack gap={4} p="sm">
          {items.map((item) =>
            collapsed ? (
              <Tooltip key={item.key} label={item.label} position="right" withArrow>
                <NavLink
                  {...linkTo(item.to, item.active)}
                  aria-label={item.label}
                  leftSection={item.icon}
                  className={classes.link}
                />
              </Tooltip>
            ) : item.children ? (
              <NavLink
                key={item.key}
                label={item.label}
                leftSection={item.icon}
                active={item.active}
                defaultOpened={item.active}
                className={classes.link}
                childrenOffset={34}
              >
                {item.children.map((child) => (
                  <NavLink
                    key={child.to}
                    {...linkTo(child.to, child.active)}
                    label={child.label}
                    variant="subtle"
                    className={classes.child}
                  />
                ))}
              </NavLink>
            ) : (
              <NavLink
                key={item.key}
                {...linkTo(item.to, item.active)}
                label={item.label}
                leftSection={item.icon}
                className={classes.link}
              />
            ),
          )}
        </Stack>
      </nav>
      <Box className={classes.footer}>
        {collapsed ? null : (
          <Group gap="sm" wrap="nowrap" px="xs" pb="sm">
            {logo ?? (
              <Avatar radius="xl" color="brand" variant="filled">
                {initials(user.name)}
              </Avatar>
            )}
            <Box miw={0}>
              <Text size="sm" fw={600} truncate c="white">
                {user.name}
              </Text>
              <Text size="xs" truncate className={classes.muted}>
                {user.company}
              </Text>
            </Box>
          </Group>
        )}
        <Tooltip label="Logout" position="right" disabled={!collapsed} withArrow>
          <NavLink
            component="button"
            type="button"
            label={collapsed ? undefined : 'Logout'}
            aria-label="Logout"
            leftSection={<IconLogout size={20} />}
            className={classes.link}
            onClick={onLogout}
            disabled={logoutPending}
          />
        </Tooltip>
      </Box>
    </Stack>
  );
}
