CREATE TABLE "ledger_effects" (
	"transaction_id" bigint NOT NULL,
	"effect" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_effects_transaction_id_effect_pk" PRIMARY KEY("transaction_id","effect")
);
--> statement-breakpoint
CREATE INDEX "ledger_effects_run_after_idx" ON "ledger_effects" USING btree ("run_after");--> statement-breakpoint
CREATE INDEX "ledger_transactions_effect_of_idx" ON "ledger_transactions" USING btree (("details"->>'effect_of')) WHERE "ledger_transactions"."details" ? 'effect_of';