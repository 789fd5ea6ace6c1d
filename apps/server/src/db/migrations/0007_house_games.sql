CREATE TABLE "house_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"player_id" uuid NOT NULL,
	"operator_id" integer NOT NULL,
	"launch_token" text NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"selection" text NOT NULL,
	"stake_paise" bigint NOT NULL,
	"auto_cashout" integer,
	"cashout_multiplier" integer,
	"payout_paise" bigint,
	"status" text DEFAULT 'placing' NOT NULL,
	"wallet_settled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"terminal_seed" text NOT NULL,
	"length" integer NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_index" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"round_no" text NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_index" integer NOT NULL,
	"commitment" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" text NOT NULL,
	"outcome" integer NOT NULL,
	"state" text DEFAULT 'betting' NOT NULL,
	"betting_closes_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_game_round_no" UNIQUE("game_code","round_no")
);
--> statement-breakpoint
ALTER TABLE "house_bets" ADD CONSTRAINT "house_bets_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_bets_round_idx" ON "house_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "house_bets_player_idx" ON "house_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "house_bets_unsettled_idx" ON "house_bets" USING btree ("wallet_settled","status");--> statement-breakpoint
CREATE UNIQUE INDEX "house_bets_round_player_slot" ON "house_bets" USING btree ("round_id","player_id","slot") WHERE slot > 0;--> statement-breakpoint
CREATE INDEX "house_rounds_game_state_idx" ON "house_rounds" USING btree ("game_code","state");--> statement-breakpoint
-- The house games open their own page (docs/house-games.md); a replaced provider URL stays as it is.
UPDATE "games" SET "url_path" = '/play/' || "code" WHERE "code" IN ('SPB02001', 'SPB02014') AND "url_path" = '/sandbox/provider/' || "code";
