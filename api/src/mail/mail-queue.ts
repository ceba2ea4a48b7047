/**
 * The account-mail queue (docs/architecture.md, Abuse). A request only records that an email is owed
 * (kind, address, payload): the same single insert whether or not the address has an account,
 * so neither the answer nor its timing tells. After the reply, a worker composes each email
 * (the composer of its kind looks the account up, makes its link, or decides there is nothing
 * to send) and sends it. A failed send is logged and retried with a doubling wait; a job is never
 * lost to a crash, because it is in the database until it is sent.
 *
 * Every API process runs this worker on the same table. A job is claimed in the database before
 * it is composed (a lease, renewed for as long as its mail server takes), so one process sends it;
 * a process that dies holding a claim frees the job when the lease runs out.
 */
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/database.js';
import { isoIn, isoNow, minutes } from '../lib/tokens.js';
import {
  mailQueueRepository,
  type ClaimedJob,
  type MailJobRow,
} from '../repositories/mail-queue.repository.js';
import type { Email, Mailer } from './mailer.js';

/** Turns a job into the email to send now, or null when there is nothing to send. */
export type Composer = (address: string, payload: Record<string, string>) => Promise<Email | null>;

/** What a kind does once its email went, or once it was given up on (a send the driver sees). */
export interface Outcomes {
  sent?(payload: Record<string, string>): Promise<void>;
  dropped?(payload: Record<string, string>, reason: string): Promise<void>;
}

const batchSize = 20;
const lease = minutes(2);
/** After this many failed sends the job is dropped (and logged): with the default 30 s, ~2 days. */
const maxAttempts = 12;

export interface MailQueueOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retryMs: number;
}

export function createMailQueue({ db, mailer, log, retryMs }: MailQueueOptions) {
  const jobs = mailQueueRepository(db);
  const composers = new Map<string, Composer>();
  const outcomes = new Map<string, Outcomes>();
  const payloadOf = (job: MailJobRow) => JSON.parse(job.payload) as Record<string, string>;
  let running: Promise<void> | null = null;
  let followUp: Promise<void> | null = null;
  let queuedSinceRun = false;

  async function deliver(job: MailJobRow): Promise<void> {
    const compose = composers.get(job.kind);
    if (!compose) throw new Error(`No composer for ${job.kind} emails`);
    const email = await compose(job.address, payloadOf(job));
    if (email) await mailer.send(email);
  }

  /** Tells the kind how its email ended; a failure here is logged, never a reason to send again. */
  async function tell(job: MailJobRow, reason?: string): Promise<void> {
    const after = outcomes.get(job.kind);
    try {
      if (reason === undefined) await after?.sent?.(payloadOf(job));
      else await after?.dropped?.(payloadOf(job), reason);
    } catch (error) {
      log.error({ err: error, mailId: job.id, kind: job.kind }, 'email outcome not recorded');
    }
  }

  async function failed(job: ClaimedJob, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    if (attempts >= maxAttempts) {
      await jobs.remove(job.id, job.claim);
      await tell(job, reason);
      log.error(
        { mailId: job.id, kind: job.kind, attempts, reason },
        'email dropped after retries',
      );
      return;
    }
    const wait = retryMs * 2 ** (attempts - 1);
    await jobs.retryLater(job.id, job.claim, attempts, isoIn(wait), reason);
    log.warn({ mailId: job.id, kind: job.kind, attempts, reason }, 'email not sent, will retry');
  }

  /**
   * Keeps the claim on a job while it is sent (`job.claim` follows each renewal); returns what
   * lets it go. A claim lost meanwhile (renewals failed until it ran out) is not taken back.
   */
  function holdWhileSending(job: ClaimedJob): () => void {
    const renew = async () => {
      const until = isoIn(lease);
      if (await jobs.extend(job.id, job.claim, until)) job.claim = until;
      else log.warn({ mailId: job.id }, 'email claim lost to another process');
    };
    const timer = setInterval(() => {
      renew().catch((error: unknown) =>
        log.warn({ err: error, mailId: job.id }, 'email claim not renewed'),
      );
    }, lease / 4);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function attempt(job: ClaimedJob): Promise<void> {
    const release = holdWhileSending(job);
    try {
      await deliver(job);
    } catch (error) {
      release();
      return failed(job, error);
    }
    release();
    await jobs.remove(job.id, job.claim);
    await tell(job);
  }

  async function runBatch(): Promise<number> {
    const due = await jobs.due(isoNow(), batchSize);
    for (const id of due) {
      const job = await jobs.claim(id, isoNow(), isoIn(lease));
      if (job) await attempt(job);
    }
    return due.length;
  }

  /**
   * Sends what is due. A call while a run is going gets a run that starts after it (one for all
   * such calls), so whatever was queued before the call is sent by the time its promise settles.
   */
  function runDue(): Promise<void> {
    queuedSinceRun = false;
    if (running) {
      followUp ??= running.then(() => {
        followUp = null;
        return runDue();
      });
      return followUp;
    }
    running = (async () => {
      while ((await runBatch()) === batchSize);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail queue failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Registers how emails of one kind are composed (once per kind, at start). */
    register(kind: string, compose: Composer, after: Outcomes = {}): void {
      composers.set(kind, compose);
      outcomes.set(kind, after);
    },
    /** Queues an email; `within` a transaction, it is owed only if that transaction commits. */
    async enqueue(
      kind: string,
      address: string,
      payload: Record<string, string> = {},
      within: Db = db,
    ) {
      const now = isoNow();
      await mailQueueRepository(within).add({
        id: uuidv7(),
        kind,
        address,
        payload: JSON.stringify(payload),
        nextAttemptAt: now,
        createdAt: now,
      });
      queuedSinceRun = true;
    },
    /** True when mail was queued since the last run began. */
    hasNew: () => queuedSinceRun,
    runDue,
    /** Resolves when no run is going or waiting to follow one (used on close). */
    idle: () => followUp ?? running ?? Promise.resolve(),
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
