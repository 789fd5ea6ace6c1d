CREATE TABLE "house_tambola_claims" (
	"round_id" bigint NOT NULL,
	"prize" text NOT NULL,
	"ticket_id" bigint NOT NULL,
	"call" integer NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"amount_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_tambola_claims_round_id_prize_ticket_id_pk" PRIMARY KEY("round_id","prize","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "house_tambola_games" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"ticket_price_paise" bigint NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"calls_made" integer DEFAULT 0 NOT NULL,
	"next_call_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_tambola_prizes" (
	"round_id" bigint NOT NULL,
	"prize" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"won_at_call" integer,
	CONSTRAINT "house_tambola_prizes_round_id_prize_pk" PRIMARY KEY("round_id","prize")
);
--> statement-breakpoint
CREATE TABLE "house_tambola_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_tambola_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" bigint NOT NULL,
	"bet_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"ticket_index" integer NOT NULL,
	"numbers" jsonb NOT NULL,
	"auto_claim" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_tambola_claims" ADD CONSTRAINT "house_tambola_claims_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tambola_claims" ADD CONSTRAINT "house_tambola_claims_ticket_id_house_tambola_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."house_tambola_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tambola_games" ADD CONSTRAINT "house_tambola_games_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tambola_prizes" ADD CONSTRAINT "house_tambola_prizes_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tambola_tickets" ADD CONSTRAINT "house_tambola_tickets_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_tambola_tickets" ADD CONSTRAINT "house_tambola_tickets_bet_id_house_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."house_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_tambola_games_mode_idx" ON "house_tambola_games" USING btree ("mode");--> statement-breakpoint
CREATE UNIQUE INDEX "house_tambola_tickets_round_index" ON "house_tambola_tickets" USING btree ("round_id","ticket_index");--> statement-breakpoint
CREATE INDEX "house_tambola_tickets_player_idx" ON "house_tambola_tickets" USING btree ("round_id","player_id");--> statement-breakpoint
-- The Tambola tile opens the house provider's room (docs/ludo-and-tambola.md); a replaced URL stays.
UPDATE "games" SET "url_path" = '/play/' || "code" WHERE "code" = 'MZ010021' AND "url_path" = '/sandbox/provider/' || "code";
