import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { ShortcutHelp } from '../../components/shortcuts/shortcut-help.tsx';
import { ShortcutsProvider } from '../../components/shortcuts/shortcuts-provider.tsx';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { areaForPath, menuOf } from '../areas.ts';
import { DeskShortcuts } from '../shortcuts/desk-shortcuts.tsx';
import { AppHeader } from './app-header.tsx';
import { IconRail } from './icon-rail.tsx';
import { SectionNav } from './section-nav.tsx';

/** The signed-in frame: icon rail, the current area's menu, the header, the screen and its keyboard shortcuts. */
export function AppLayout() {
  const { data: user } = useQuery(meQuery);
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  if (!user) return null;
  const area = areaForPath(pathname);
  const menu = area ? menuOf(area, user.permissions) : [];
  const showSection = area !== undefined && menu.length > 0;
  return (
    <ShortcutsProvider>
      <DeskShortcuts area={area} user={user} />
      <ShortcutHelp />
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: showSection ? 268 : 68, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        <AppShell.Header>
          <AppHeader user={user} navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar style={{ flexDirection: 'row' }}>
          <IconRail user={user} current={area} />
          {showSection && <SectionNav area={area} menu={menu} onNavigate={nav.close} />}
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ShortcutsProvider>
  );
}
