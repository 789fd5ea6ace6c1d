CREATE TABLE "house_mines_rounds" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"bet_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"mines" integer NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	"hit_tile" integer,
	"open" boolean DEFAULT true NOT NULL,
	"last_action_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_mines_rounds" ADD CONSTRAINT "house_mines_rounds_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_mines_rounds" ADD CONSTRAINT "house_mines_rounds_bet_id_house_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."house_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_mines_rounds_one_open" ON "house_mines_rounds" USING btree ("player_id") WHERE open;--> statement-breakpoint
CREATE INDEX "house_mines_rounds_idle_idx" ON "house_mines_rounds" USING btree ("open","last_action_at");--> statement-breakpoint
-- Mines becomes a house game (docs/house-games.md); a replaced provider URL stays as it is. The new
-- European Roulette entry (SPB02020) is added by the catalog seed that every start applies.
UPDATE "games" SET "url_path" = '/play/' || "code" WHERE "code" = 'SPB02010' AND "url_path" = '/sandbox/provider/' || "code";
