import type { SessionUser } from '@clinic/shared/auth';
import { Tooltip } from '@mantine/core';
import { IconShieldLock, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { visibleAreas, type Area } from '../areas.ts';
import { AREA_ICONS } from './area-icons.tsx';
import classes from './shell.module.css';

function RailLink({ to, label, icon: Icon, active }: { to: string; label: string; icon: Icon; active?: boolean }) {
  return (
    <Tooltip label={label} position="right" withArrow openDelay={200}>
      <NavLink
        to={to}
        className={classes.railLink}
        aria-label={label}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        <Icon size={24} stroke={1.7} />
      </NavLink>
    </Tooltip>
  );
}

/** The narrow icon sidebar: the areas this user may enter, then My account and (for those who may) Settings. */
export function IconRail({ user, current }: { user: SessionUser; current: Area | undefined }) {
  const areas = visibleAreas(user.permissions);
  const visible = areas.filter((area) => area.key !== 'settings');
  const settings = areas.some((area) => area.key === 'settings');
  return (
    <nav className={classes.rail} aria-label="Areas">
      {visible.map((area) => (
        <RailLink
          key={area.key}
          to={area.home}
          label={area.label}
          icon={AREA_ICONS[area.key]}
          active={current?.key === area.key}
        />
      ))}
      <div style={{ flex: 1 }} />
      <RailLink to="/account" label="My account" icon={IconShieldLock} />
      {settings && (
        <RailLink to="/settings" label="Settings" icon={AREA_ICONS.settings} active={current?.key === 'settings'} />
      )}
    </nav>
  );
}
