ALTER TABLE "staff_accounts" DROP CONSTRAINT "staff_accounts_api_token_hash_unique";--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP COLUMN "api_token_hash";