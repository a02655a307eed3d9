/**
 * The job queue every role shares: jobs are sent by name with a validated payload and run by
 * workers, possibly in another process. Two implementations behind this interface: the
 * embedded one (a jobs table in our own database, the SQLite default) and pg-boss (PostgreSQL).
 */
import type { ErrorCode } from '@docsift/core/errors';
import type { z } from 'zod';

/** A kind of job: its name, the version of its payload and how it is retried. */
export interface JobDefinition<P> {
  name: string;
  /** Raised when the payload changes shape; a worker never runs a job newer than it knows. */
  version: number;
  payload: z.ZodType<P>;
  /** Further attempts after a transient failure. */
  retryLimit: number;
  /** Wait before the first retry; doubled per attempt when retryBackoff is set. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** One attempt's deadline: the handler's signal aborts, the attempt fails with deadline-exceeded. */
  expireInSeconds: number;
  /**
   * The deadline is sized for the job's own work (its pages): running past it, or past a
   * deadline of the work itself (a 'deadline-exceeded' the handler throws), is not bad luck, so
   * the job fails for good instead of being retried to time out again.
   */
  isTimeoutFinal?: boolean;
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export interface SendOptions {
  /** At most one job of this name and key waits to start; a second send is dropped (null). */
  singletonKey?: string;
  /**
   * Whose turn the job takes (the upload's owner): it waits behind the group's own unfinished
   * jobs of this name, not behind other groups', so one user's backlog cannot hold up another's.
   */
  group?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted on the job's timeout, on shutdown, or when another worker took the job over. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/** How a job ended for good: a permanent error, or its last attempt failed. */
export interface JobFailure {
  code: ErrorCode;
  message: string;
}

export interface WorkOptions<P> {
  /** Jobs of this name run at the same time in this process. */
  concurrency: number;
  /** Called once when a job has failed for good (not between retries), also when its worker died on the last attempt. */
  onFailed?: (payload: P, failure: JobFailure, job: { jobId: string }) => Promise<void>;
}

/** How many jobs of one kind wait to start (due or not yet) or run, across every worker. */
export interface QueueCount {
  kind: string;
  state: 'waiting' | 'running';
  jobs: number;
}

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  /** Queues a job; resolves to its id, or null when a singleton with the same key is already waiting. */
  send<P>(job: JobDefinition<P>, payload: P, options?: SendOptions): Promise<string | null>;
  /** Starts running jobs of this kind in this process. */
  work<P>(job: JobDefinition<P>, options: WorkOptions<P>, handler: JobHandler<P>): Promise<void>;
  /** The queue's jobs by kind and state (kinds with none are left out). */
  counts(): Promise<QueueCount[]>;
  /**
   * Stops taking jobs and lets the running ones finish for up to `graceMs` (0 by default); then
   * aborts the rest, which are handed back to run again elsewhere, and closes connections.
   */
  stop(graceMs?: number): Promise<void>;
}
