/**
 * The database as Kysely sees it: one interface per table, snake_case columns. Our own
 * timestamps are epoch milliseconds (bigint, read as numbers on both dialects); the
 * better-auth tables keep that library's Date columns.
 */
import type { ColumnType } from 'kysely';

/** better-auth writes Dates; SQLite hands them back as ISO strings, PostgreSQL as Dates. */
type AuthTimestamp = ColumnType<Date | string, Date | string, Date | string>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: AuthTimestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthTimestamp | null;
  refresh_token_expires_at: AuthTimestamp | null;
  scope: string | null;
  password: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthTimestamp;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface UserSettingsTable {
  user_id: string;
  language: string;
  /** Days as chosen; null means the plan default. */
  upload_retention: number | null;
  role: string;
  updated_at: number;
}

/** The balance, kept beside the ledger (credit_movements) in the same transaction. */
export interface CreditsTable {
  user_id: string;
  /** What is left of the period's allowance. */
  count: number;
  /** Purchased credits; they do not lapse. */
  extra: number;
  updated_at: number;
  /** The allowance period: `count` is renewed at the first read or debit on or after its end. */
  period_start: number;
  period_end: number;
}

export interface CreditMovementsTable {
  id: string;
  user_id: string;
  /** A core MovementType. */
  type: string;
  /** Signed. */
  credits: number;
  pool: 'count' | 'extra';
  created_at: number;
  /** The user's e-mail when the movement was written. */
  email: string;
  /** `YYYY-MM` of created_at (UTC). */
  month: string;
  /** Makes the movement apply once per (user, type, pool) when set. */
  reference: string | null;
  /** What a parse or its refund paid for, as it was named then; null for other movements. */
  upload_id: string | null;
  upload_name: string | null;
  doctype_title: string | null;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** sha256 of the whole key, hex: the key itself is shown once and never stored. */
  key_hash: string;
  /** First characters of the key, to recognise it in a list. */
  key_prefix: string;
  created_at: number;
  last_used_at: number | null;
}

/** The embedded queue's jobs (pg-boss keeps its own tables on PostgreSQL). */
export interface JobsTable {
  id: string;
  name: string;
  version: number;
  /** JSON text of the validated payload. */
  payload: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  singleton_key: string | null;
  /** Attempts started so far. */
  attempts: number;
  retry_limit: number;
  retry_delay_ms: number;
  retry_backoff: number;
  timeout_ms: number;
  run_after: number;
  /** The worker holding the lease while active; its heartbeat moves locked_until on. */
  locked_by: string | null;
  locked_until: number | null;
  /** JSON {code, message} of the last failed attempt. */
  last_error: string | null;
  /** Whose turn the job takes (the upload's owner); null for jobs that are nobody's. */
  group_key: string | null;
  /** Claimed highest first: minus the group's unfinished jobs of this name when it was sent. */
  priority: number;
  created_at: number;
  updated_at: number;
}

/**
 * Written as 0/1 (better-sqlite3 cannot bind booleans; PostgreSQL reads '0'/'1' parameters as
 * booleans). Read back as 0/1 on SQLite and true/false on PostgreSQL: wrap reads in Boolean().
 */
type DbBoolean = ColumnType<boolean | number, number | undefined, number>;

export interface DoctypesTable {
  id: string;
  author: string;
  state: string;
  title: string;
  mode: string;
  prompt: string;
  /** JSON array of fields. */
  fields: string;
  hash: string;
  /** Values with a lower confidence need review (core's review.ts). */
  review_threshold: ColumnType<number, number | undefined, number>;
  /** JSON array of checks between fields, `{expression}` (core's field-rules.ts). */
  checks: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
}

export interface DoctypeTeamTable {
  doctype_id: string;
  user_id: string;
  /** Who added them; null for the author (and once the inviter's account is deleted). */
  invited_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch ms; 0 (the default) for rows written before teams. */
  joined_at: ColumnType<number, number | undefined, number>;
}

/** An invitation to a doctype's team mailed to an address (teams/): open until accepted or expired. */
export interface DoctypeInvitationsTable {
  id: string;
  doctype_id: string;
  email: string;
  invited_by: string | null;
  /** sha256 of the link's token, hex: the token itself is only in the mail. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  accepted_by: string | null;
  accepted_at: number | null;
}

export interface UploadsTable {
  id: string;
  author: string;
  doctype_id: string;
  state: string;
  filename: string;
  file_source: string;
  file_ocr: string | null;
  content_type: string;
  size: number;
  /** Epoch seconds. */
  expires_at: number;
  error_code: string | null;
  error_message: string | null;
  doctype_hash: string | null;
  /** JSON array: pages the last parse could not read; null when it read all. */
  unread_pages: ColumnType<string | null, string | null | undefined, string | null>;
  record_count: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** JSON object text that defaults to `{}` on insert. */
type JsonObjectColumn = ColumnType<string, string | undefined, string>;

/** One value a person changed (records.service.ts `update`); values as JSON. */
export interface RecordChangesTable {
  id: string;
  record_id: string;
  field_key: string;
  from_value: string;
  to_value: string;
  user_id: string;
  created_at: number;
  /** 1, 2, … within the record: the order of its changes. */
  seq: number;
}

/** A corrected record's document and values, the LLM's worked example (lessons.repository.ts); JSON. */
export interface LessonExamplesTable {
  record_id: string;
  doctype_id: string;
  upload_id: string;
  example: string;
  created_at: number;
}

/** What correcting one cell taught (lessons.repository.ts); the lesson as JSON. */
export interface LessonsTable {
  id: string;
  doctype_id: string;
  upload_id: string;
  record_id: string;
  field_key: string;
  lesson: string;
  /** Who corrected it; kept when their account goes, as record_changes' user. */
  user_id: string | null;
  created_at: number;
}

export interface RecordsTable {
  id: string;
  doctype_id: string;
  upload_id: string;
  /** The record's order within its upload. */
  position: number;
  created_at: number;
  deleted: DbBoolean;
  /** JSON object: field key to value. */
  data: string;
  /** JSON object: field key to {page, bbox} where the extractor read the value. */
  sources: JsonObjectColumn;
  /** JSON object: field key to the extractor's confidence 0..1. */
  confidence: JsonObjectColumn;
  /** JSON object: field key to {extracted, at} for values a person changed. */
  edits: JsonObjectColumn;
  /** needs_review, reviewed or auto (core's review.ts); indexed as record_values' REVIEW_KEY row. */
  review_state: ColumnType<string, string | undefined, string>;
  /** Who approved the record, and when (epoch ms): set while it is reviewed. */
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array: pages the extractor could not read for the record; null when it read all. */
  unread_pages: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The field-key index (docs/records-storage.md): one row per live record and field of its
 * doctype, with the key its value compares and sorts by (core's value-key.ts) and the
 * record's display-order columns, so filters, counts and field sorts are index ranges.
 */
export interface RecordValuesTable {
  record_id: string;
  doctype_id: string;
  field_key: string;
  key_number: number;
  key_text: string;
  created_at: number;
  upload_id: string;
  position: number;
}

/**
 * Fields of a doctype whose record_values rows are being brought to the field's current type
 * (or removed): records/repository/field-rekeys.ts. Queries compare them by keys computed from the
 * records meanwhile.
 */
export interface FieldRekeysTable {
  doctype_id: string;
  field_key: string;
  /** An id per change of the field; a pass clears the mark only if it is still the one it read. */
  generation: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  level: string;
  message: string;
  timeout: number | null;
  doctype_id: string | null;
  upload_id: string | null;
  read: DbBoolean;
  deletable: DbBoolean;
  created_at: number;
}

/** A user's webhook spec for one doctype (spec section 3). */
export interface WebhooksTable {
  id: string;
  user_id: string;
  doctype_id: string;
  title: string;
  enabled: DbBoolean;
  http_method: string;
  url: string;
  /** JSON array of {name, value}. */
  headers: string;
  /** The HMAC-SHA256 key of the Docsift-Signature header. */
  secret: string;
  /** The secret before the last rotation, still signing until `previous_secret_until` (epoch ms). */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of the review states whose records are sent; null: every record. */
  review_states: ColumnType<string | null, string | null | undefined, string | null>;
  /** Attempts so far, every delivery attempt and test counted. */
  invocations: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** One delivery attempt of a webhook; only the latest few per webhook are kept. */
export interface WebhookInvocationsTable {
  id: string;
  webhook_id: string;
  created_at: number;
  http_method: string;
  url: string;
  /** Null for a test delivery. */
  upload_id: string | null;
  attempt: number;
  /** The receiver's HTTP status; null when none came. */
  status: number | null;
  duration_ms: number;
  /** Null after a 2xx answer. */
  error: string | null;
  /** The delivery this attempt belongs to (its `webhook-id`); null for attempts made before. */
  delivery_id: string | null;
  /** The delivery's `created`, kept so a resend carries the same payload. */
  delivery_created: number | null;
  /** The approved record of a `record.approved` delivery; null for an upload's records. */
  record_id: string | null;
}

/** The Stripe customer of a user, made at their first checkout or portal visit. */
export interface BillingCustomersTable {
  user_id: string;
  customer_id: string;
  created_at: number;
}

/** A Stripe subscription as last read from Stripe; ids of our product catalogue. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  status: string;
  product_id: string;
  price_id: string;
  cancel_at: number | null;
  current_period_start: number;
  current_period_end: number;
  updated_at: number;
}

/** A bundle's payment intent or a plan's paid invoice. Amount in cents. */
export interface PaymentsTable {
  id: string;
  user_id: string;
  status: string;
  amount: number;
  currency: string;
  product_id: string | null;
  price_id: string | null;
  receipt_url: string | null;
  created_at: number;
}

/** Webhook events already applied: a replay finds its id here and changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: number;
}

/** A fixed-window request counter shared by a cluster's API nodes. */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** Epoch ms when the window ends and the count starts over. */
  reset_at: number;
}

/** The next time a periodic job is due (epoch ms); the node that moves it on runs the job. */
export interface PeriodicRunsTable {
  name: string;
  next_at: number;
}

/** A sign-in limiter counter (auth/attempt-counters.ts). */
export interface AuthAttemptCountersTable {
  key: string;
  count: number;
  reset_at: number;
  blocked_until: number;
}

/** A doctype's inbound e-mail settings; no row means every sender is let in. */
/** A received e-mail of a doctype; the latest MAX_INBOUND_MAILS_LOGGED are kept. */
export interface InboundMailLogTable {
  id: string;
  doctype_id: string;
  received_at: number;
  /** The envelope's sender (MAIL FROM); empty for a bounce. */
  sender: string;
  /** One of core's inboundMailOutcomes. */
  outcome: string;
  /** Uploads made from its attachments. */
  uploads: number;
}

export interface InboundMailSettingsTable {
  doctype_id: string;
  /** JSON array of lower-case addresses (`anna@example.com`) and domains (`@example.com`). */
  allowed_senders: string;
  updated_at: number;
}

export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  user_settings: UserSettingsTable;
  credits: CreditsTable;
  credit_movements: CreditMovementsTable;
  api_keys: ApiKeysTable;
  jobs: JobsTable;
  doctypes: DoctypesTable;
  doctype_team: DoctypeTeamTable;
  doctype_invitations: DoctypeInvitationsTable;
  uploads: UploadsTable;
  records: RecordsTable;
  record_changes: RecordChangesTable;
  lessons: LessonsTable;
  lesson_examples: LessonExamplesTable;
  record_values: RecordValuesTable;
  field_rekeys: FieldRekeysTable;
  notifications: NotificationsTable;
  webhooks: WebhooksTable;
  webhook_invocations: WebhookInvocationsTable;
  billing_customers: BillingCustomersTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  rate_limit_counters: RateLimitCountersTable;
  periodic_runs: PeriodicRunsTable;
  auth_attempt_counters: AuthAttemptCountersTable;
  inbound_mail_settings: InboundMailSettingsTable;
  inbound_mail_log: InboundMailLogTable;
}
