/** Sending paperwork to the office as one synced area: addresses, sends, their writes and email. */
import { syncedArea } from '../../sync/area.js';
import { bolService } from '../bol/bol.service.js';
import { paperworkMail } from './paperwork.mail.js';
import paperworkRoutes from './paperwork.routes.js';
import { paperworkService } from './paperwork.service.js';
import { officeAddressesTable, paperworkSendsTable, paperworkWrites } from './paperwork.sync.js';

export const paperworkArea = syncedArea({
  prefix: '/api',
  routes: paperworkRoutes,
  tables: { officeAddresses: officeAddressesTable, paperworkSends: paperworkSendsTable },
  writes: ({ mailQueue }) => paperworkWrites(paperworkService(mailQueue)),
  mail: ({ db, files, mailQueue }) => paperworkMail(db, bolService(db, files)).register(mailQueue),
});
