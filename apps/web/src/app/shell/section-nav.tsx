import { NavLink, ScrollArea } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { Area, MenuItem } from '../areas.ts';
import classes from './shell.module.css';

/** The section menu of the current area (000 §2.7), with its dashboard first (unless the home is a menu screen). */
export function SectionNav({ area, menu, onNavigate }: { area: Area; menu: MenuItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  // The area's home matches only itself, or every screen of the area would light it.
  const isActive = (to: string) => pathname === to || (to !== area.home && pathname.startsWith(`${to}/`));
  // An area whose home is a screen of its menu (radiology's cases) has no separate dashboard.
  const homeInMenu = area.screens.some((screen) => screen.index && screen.menu);
  return (
    <ScrollArea className={classes.section} component="nav" aria-label={`${area.label} menu`}>
      <div className={classes.sectionTitle}>{area.label}</div>
      {!homeInMenu && (
        <NavLink
          component={Link}
          to={area.home}
          label="Dashboard"
          active={pathname === area.home}
          aria-current={pathname === area.home ? 'page' : undefined}
          leftSection={<IconLayoutDashboard size={18} stroke={1.6} />}
          onClick={onNavigate}
        />
      )}
      {menu.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          active={isActive(item.to)}
          aria-current={isActive(item.to) ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </ScrollArea>
  );
}
