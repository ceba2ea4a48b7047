/** Setup of the node-environment web tests (the sync engine against the real API): IndexedDB only. */
import 'fake-indexeddb/auto';
