CREATE TABLE "maintenance_fees" (
	"player_id" uuid NOT NULL,
	"month" text NOT NULL,
	"operator_id" integer NOT NULL,
	"fee_paise" bigint NOT NULL,
	"charged_paise" bigint NOT NULL,
	"shortfall_paise" bigint NOT NULL,
	"transaction_id" text,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "maintenance_fees_player_id_month_pk" PRIMARY KEY("player_id","month")
);
--> statement-breakpoint
CREATE TABLE "practice_chip_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reversed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_chip_moves_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "practice_chips" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_chips_not_negative" CHECK ("practice_chips"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rg_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_deposit_limits" (
	"player_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount_paise" bigint,
	"pending_paise" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_deposit_limits_player_id_period_pk" PRIMARY KEY("player_id","period")
);
--> statement-breakpoint
ALTER TABLE "game_launches" ADD COLUMN "mode" text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_fees" ADD CONSTRAINT "maintenance_fees_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_chip_moves" ADD CONSTRAINT "practice_chip_moves_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_chips" ADD CONSTRAINT "practice_chips_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_breaks" ADD CONSTRAINT "rg_breaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_deposit_limits" ADD CONSTRAINT "rg_deposit_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_fees_shortfall_idx" ON "maintenance_fees" USING btree ("charged_at");--> statement-breakpoint
CREATE INDEX "practice_chip_moves_player_idx" ON "practice_chip_moves" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "rg_breaks_player_idx" ON "rg_breaks" USING btree ("player_id","starts_at");