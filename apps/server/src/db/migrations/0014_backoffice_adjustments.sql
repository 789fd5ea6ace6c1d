CREATE TABLE "staff_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_adjustments_player_idx" ON "staff_adjustments" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "staff_adjustments_status_idx" ON "staff_adjustments" USING btree ("operator_id","status");