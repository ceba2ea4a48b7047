/**
 * How the sync engine talks to the server: one HTTP request at a time, answered with its status
 * and text (fetch in the app, the API in-process in tests), and what a step of sync comes to.
 */
export interface TransportRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface TransportResponse {
  status: number;
  text: string;
}

/** Sends one HTTP request; throws only when no answer came back (offline, connection lost). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export type StepResult = 'done' | 'offline' | 'unauthorized' | 'paymentRequired';
