CREATE TABLE "game_table_hands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"hand_no" integer NOT NULL,
	"status" text DEFAULT 'collecting' NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_index" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" text NOT NULL,
	"seats" jsonb NOT NULL,
	"payers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collected_paise" bigint DEFAULT 0 NOT NULL,
	"state_before" jsonb,
	"outcome" jsonb,
	"void_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_table_hands_table_hand_no" UNIQUE("table_id","hand_no")
);
--> statement-breakpoint
CREATE TABLE "game_table_money" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hand_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"seat" integer,
	"player_id" uuid,
	"kind" text NOT NULL,
	"paise" bigint NOT NULL,
	"ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mode" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "game_table_money_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "game_table_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" uuid NOT NULL,
	"hand_id" uuid,
	"seq" integer NOT NULL,
	"seat" integer,
	"kind" text NOT NULL,
	"body" jsonb,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_table_moves_table_seq" UNIQUE("table_id","seq")
);
--> statement-breakpoint
CREATE TABLE "game_table_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"player_id" uuid,
	"is_bot" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"extra_ms" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"ip" text,
	"device_id" text
);
--> statement-breakpoint
CREATE TABLE "game_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game" text NOT NULL,
	"offer_id" text NOT NULL,
	"mode" text NOT NULL,
	"options" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"stake_paise" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"state" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"hand_no" integer DEFAULT 0 NOT NULL,
	"hand_id" uuid,
	"deadline_at" timestamp with time zone,
	"deadline_key" text,
	"deadline_kind" text,
	"deadline_extra_ms" integer,
	"next_deal_at" timestamp with time zone,
	"bot_at" timestamp with time zone,
	"notice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_table_hands" ADD CONSTRAINT "game_table_hands_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_table_moves" ADD CONSTRAINT "game_table_moves_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_table_seats" ADD CONSTRAINT "game_table_seats_table_id_game_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."game_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_table_hands_status_idx" ON "game_table_hands" USING btree ("status");--> statement-breakpoint
CREATE INDEX "game_table_money_hand_idx" ON "game_table_money" USING btree ("hand_id");--> statement-breakpoint
CREATE INDEX "game_table_money_pending_idx" ON "game_table_money" USING btree ("status") WHERE "game_table_money"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "game_table_moves_hand_idx" ON "game_table_moves" USING btree ("hand_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "game_table_seats_seat_key" ON "game_table_seats" USING btree ("table_id","seat") WHERE "game_table_seats"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_table_seats_player_key" ON "game_table_seats" USING btree ("table_id","player_id") WHERE "game_table_seats"."left_at" is null and "game_table_seats"."player_id" is not null;--> statement-breakpoint
CREATE INDEX "game_table_seats_player_idx" ON "game_table_seats" USING btree ("player_id") WHERE "game_table_seats"."left_at" is null;--> statement-breakpoint
CREATE INDEX "game_tables_offer_idx" ON "game_tables" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "game_tables_deadline_idx" ON "game_tables" USING btree ("deadline_at") WHERE "game_tables"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "game_tables_next_deal_idx" ON "game_tables" USING btree ("next_deal_at") WHERE "game_tables"."next_deal_at" is not null;--> statement-breakpoint
CREATE INDEX "game_tables_bot_idx" ON "game_tables" USING btree ("bot_at") WHERE "game_tables"."bot_at" is not null;