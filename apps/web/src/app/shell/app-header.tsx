import { roleNamesOf, type SessionUser } from '@clinic/shared/auth';
import { Burger, Button, Group, Menu, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ShortcutHelpButton } from '../../components/shortcuts/shortcut-help.tsx';
import { useLogout } from '../../features/auth/api/auth.queries.ts';

/**
 * Header: the product name, the keyboard shortcuts button where the screen has some, 'Logged in as'
 * name and role (a menu: account, password), and Logout.
 */
export function AppHeader({
  user,
  navOpened,
  onToggleNav,
}: {
  user: SessionUser;
  navOpened: boolean;
  onToggleNav: () => void;
}) {
  const logout = useLogout();
  const navigate = useNavigate();
  const roles = roleNamesOf(user).join(', ');
  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="md" size="sm" aria-label="Toggle navigation" />
        <Title order={2} size="h4" c="teal.9">
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
            Clinic Management
          </Link>
        </Title>
      </Group>
      <Group gap="md" wrap="nowrap">
        <ShortcutHelpButton />
        <Menu position="bottom-end" withArrow>
          <Menu.Target>
            <UnstyledButton aria-label="Account menu">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" visibleFrom="xs" data-testid="logged-in-as">
                  Logged in as <b>{user.name}</b> ({roles})
                </Text>
                <IconChevronDown size={14} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} />}>
              My account
            </Menu.Item>
            <Menu.Item component={Link} to="/change-password" leftSection={<IconKey size={16} />}>
              Change password
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLogout size={16} />}
          onClick={signOut}
          loading={logout.isPending}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
