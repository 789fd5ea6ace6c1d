ALTER TABLE "house_bets" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "house_tambola_games" ADD COLUMN "combined_client_seed" text;