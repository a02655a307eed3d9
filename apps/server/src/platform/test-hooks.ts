/**
 * Points where a test holds or shrinks the server's work. A test passes them where it composes
 * the server (apps/server/test/test-server.ts, or test/serve-with-test-hooks.js for a server in
 * its own process); `docsift serve` has no way to set them, so a production process has none.
 */
export interface TestHooks {
  /** The parse job waits at this gate (test-gate.ts) before it commits its records. */
  pauseBeforeCommit?: string;
  /** The parse job waits at this gate (test-gate.ts) once it named its payer, before it pays. */
  pauseBeforePayment?: string;
  /** The rekey job waits at this gate (test-gate.ts) before its first batch. */
  pauseRekey?: string;
  /**
   * A running job's lease in place of the queue's own (15 s embedded, 20 s pg-boss), so a test
   * that kills a worker sees its job taken up again without waiting out a production lease.
   */
  queueLeaseSeconds?: number;
  /**
   * How often a pg-boss node expires jobs whose lease ran out, in place of every 10 s: with a
   * short lease, so a dead worker's job is taken up again without waiting out the interval.
   */
  queueMaintenanceSeconds?: number;
  /**
   * Records a search's total checks before answering a lower bound, and a count's window
   * (records/repository/record-query.ts, 20,000 otherwise), so a few records show "N+".
   */
  scanCount?: number;
  /**
   * scrypt's cost for the passwords this server hashes, in place of better-auth's 16,384
   * (auth/low-cost-password-hashing.ts). A suite registers hundreds of accounts, and on a loaded
   * 2-core machine each hash at full cost took half a second to a second of a test's time.
   */
  passwordHashCost?: number;
}
