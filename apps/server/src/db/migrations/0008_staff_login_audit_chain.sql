CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "api_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "password_hash" text;--> statement-breakpoint
-- Accounts from before this migration get an empty secret (no login) until staff:create or the sandbox
-- seeding gives them one.
ALTER TABLE "staff_accounts" ADD COLUMN "totp_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "totp_secret" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_last_step" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "row_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_chain_idx" ON "staff_audit_log" USING btree ("chain_seq");--> statement-breakpoint
-- The audit log is hash-chained (docs/staff.md): each row stores the SHA-256 of the previous row's hash
-- followed by its own canonical content (a JSON array of its fields, the time in UTC with microseconds).
-- The server's verify recomputes the same function over every row.
CREATE OR REPLACE FUNCTION staff_audit_row_hash(prev text, seq bigint, operator_id integer, staff_id uuid,
  action text, subject_type text, subject_id text, reason text, details jsonb, created_at timestamptz)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || json_build_array(seq, operator_id, staff_id, action, subject_type,
    subject_id, reason, details, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text,
    'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Links a new row to the last one. The advisory lock (held to the end of the inserting transaction)
-- serialises writers, so two concurrent actions cannot both link to the same predecessor.
CREATE OR REPLACE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7270012);
  SELECT chain_seq, row_hash INTO last_seq, last_hash FROM staff_audit_log ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.row_hash := staff_audit_row_hash(NEW.prev_hash, NEW.chain_seq, NEW.operator_id, NEW.staff_id,
    NEW.action, NEW.subject_type, NEW.subject_id, NEW.reason, NEW.details, NEW.created_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Rows written before this migration join the chain in id order.
DO $$
DECLARE
  r record;
  seq bigint := 0;
  prev text := '';
BEGIN
  FOR r IN SELECT * FROM staff_audit_log ORDER BY id LOOP
    seq := seq + 1;
    UPDATE staff_audit_log SET chain_seq = seq, prev_hash = prev,
      row_hash = staff_audit_row_hash(prev, seq, r.operator_id, r.staff_id, r.action, r.subject_type,
        r.subject_id, r.reason, r.details, r.created_at)
    WHERE id = r.id RETURNING row_hash INTO prev;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_log_chain BEFORE INSERT ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_chain();--> statement-breakpoint
-- Append-only: an UPDATE, DELETE or TRUNCATE is refused (only a superuser disabling the trigger can
-- change a row, and the chain then shows it).
CREATE OR REPLACE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
