import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { backupsRoutes } from './backups.routes.ts';
import { createBackupsService } from './backups.service.ts';

/** Scheduled and on-demand backups of the whole database, with their record (npm run backup is ops/). */
export const backupsModule = defineModule({
  name: 'backups',
  settings: {
    backupDir: setting(
      'BACKUP_DIR',
      z.string().min(1).default('backups'),
      "Folder the server writes its scheduled backups to (relative to the server's folder); best on another disk",
    ),
  },
  routes: [
    routeSet(backupsRoutes, (c) => ({
      backups: createBackupsService({
        database: c.database,
        audit: c.services.audit,
        folder: c.settings.backupDir,
        timeZone: c.timeZone,
        onError: (err) => console.error('backup record failed', err),
      }),
      scheduled: c.scheduledWork,
    })),
  ],
});
