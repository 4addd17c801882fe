import type { SurgeriesDeps } from './modules/theatre/surgeries.service.ts';
import { createSurgeriesService } from './modules/theatre/surgeries.service.ts';
import { createSurgeryListsService } from './modules/theatre/surgery-lists.service.ts';
import { createTheatreMastersService } from './modules/theatre/theatre-masters.service.ts';

/** The operating theatre's services (theatres and procedures, surgeries, the day's lists), wired from what they use. */
export function createTheatreServices(deps: SurgeriesDeps) {
  const { db, audit, patients, timeZone } = deps;
  return {
    theatreMasters: createTheatreMastersService({ db, audit }),
    surgeries: createSurgeriesService(deps),
    surgeryLists: createSurgeryListsService({ db, audit, patients, timeZone }),
  };
}
