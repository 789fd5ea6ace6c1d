CREATE TABLE "house_card_rounds" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"shoe_id" integer NOT NULL,
	"hand_no" integer NOT NULL,
	"first_card" integer NOT NULL,
	"cards" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_shoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_shoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_index" integer NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" text NOT NULL,
	"decks" integer NOT NULL,
	"cut_index" integer NOT NULL,
	"next_card" integer DEFAULT 0 NOT NULL,
	"hands" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "house_card_rounds" ADD CONSTRAINT "house_card_rounds_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_card_rounds" ADD CONSTRAINT "house_card_rounds_shoe_id_house_shoes_id_fk" FOREIGN KEY ("shoe_id") REFERENCES "public"."house_shoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_card_rounds_shoe_idx" ON "house_card_rounds" USING btree ("shoe_id");--> statement-breakpoint
CREATE INDEX "house_shoes_game_idx" ON "house_shoes" USING btree ("game_code","finished_at");