/**
 * The worker that reads and stores a new device's history (history-channel.ts): the same
 * history pages the page would run (history.ts), over this worker's own connection to the device
 * database, telling the screens once per answer stored, and over its own fetch, which sends the
 * session cookie as the page's does.
 */
import { fetchTransport } from '../api';
import { HaulbookDb } from '../db';
import {
  quietHistoryPages,
  serveHistory,
  type HistoryReply,
  type HistoryRequest,
} from './history-channel';

const scope = self as unknown as {
  onmessage: (event: MessageEvent<HistoryRequest>) => void;
  postMessage: (message: HistoryReply) => void;
};
const serve = serveHistory(
  (limits) => quietHistoryPages(new HaulbookDb(), fetchTransport, limits),
  (message) => scope.postMessage(message),
);
scope.onmessage = ({ data }) => void serve(data);
