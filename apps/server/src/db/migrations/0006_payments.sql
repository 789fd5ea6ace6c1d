CREATE TABLE "payment_settings" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"upi_ids" jsonb NOT NULL,
	"payee_name" text NOT NULL,
	"min_deposit" bigint NOT NULL,
	"max_deposit" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_credits" (
	"utr" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"upi_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"payer" text NOT NULL,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"operator_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"merchant_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_merchant_transaction_id_unique" UNIQUE("merchant_transaction_id")
);
--> statement-breakpoint
CREATE INDEX "sandbox_bank_credits_operator_idx" ON "sandbox_bank_credits" USING btree ("operator_id","created_at");