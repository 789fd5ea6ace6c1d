DROP INDEX "house_bets_round_idx";--> statement-breakpoint
DROP INDEX "house_bets_unsettled_idx";--> statement-breakpoint
CREATE INDEX "house_bets_round_idx" ON "house_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "house_bets_unsettled_idx" ON "house_bets" USING btree ("game_code") WHERE wallet_settled = false;--> statement-breakpoint
-- A bet row is written once and then changes status two or three times: half of each page left free keeps
-- those updates on the row's page (HOT), so they write no index entries (docs/performance.md).
ALTER TABLE "house_bets" SET (fillfactor = 50);
