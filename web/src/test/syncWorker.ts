/**
 * For tests: the history worker (history.worker.ts) in this process, behind a real MessageChannel,
 * so every request and answer is cloned as a worker's are. Terminating it closes the channel: the
 * page's side hears nothing more, as from a worker that was ended.
 */
import { serveHistory, type HistoryWorker } from '../data/sync/history-channel';
import type { HistoryLimits, HistoryPages } from '../data/sync/history';

export function workerInProcess(open: (limits: HistoryLimits) => HistoryPages): HistoryWorker {
  const { port1: page, port2: inWorker } = new MessageChannel();
  const serve = serveHistory(open, (reply) => inWorker.postMessage(reply));
  inWorker.onmessage = ({ data }) => void serve(data);
  const worker: HistoryWorker = {
    postMessage: (request) => page.postMessage(request),
    onmessage: null,
    onerror: null,
    terminate() {
      page.close();
      inWorker.close();
    },
  };
  page.onmessage = (event) => worker.onmessage?.(event);
  return worker;
}
