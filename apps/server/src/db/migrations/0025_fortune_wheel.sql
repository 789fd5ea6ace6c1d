CREATE TABLE "fortune_wheel_prizes" (
	"show_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_wheel_prizes_show_id_ref_pk" PRIMARY KEY("show_id","ref")
);
--> statement-breakpoint
CREATE TABLE "fortune_wheel_puzzles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"answer" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortune_wheel_registrations" (
	"show_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "fortune_wheel_registrations_show_id_player_id_pk" PRIMARY KEY("show_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "fortune_wheel_shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" integer NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"budget_paise" bigint NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"paise_per_point" integer NOT NULL,
	"audience_prize_paise" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"picks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fortune_wheel_shows_within_budget" CHECK ("fortune_wheel_shows"."paid_paise" >= 0 AND "fortune_wheel_shows"."paid_paise" <= "fortune_wheel_shows"."budget_paise")
);
--> statement-breakpoint
ALTER TABLE "fortune_wheel_prizes" ADD CONSTRAINT "fortune_wheel_prizes_show_id_fortune_wheel_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."fortune_wheel_shows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_wheel_registrations" ADD CONSTRAINT "fortune_wheel_registrations_show_id_fortune_wheel_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."fortune_wheel_shows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fortune_wheel_puzzles_set_idx" ON "fortune_wheel_puzzles" USING btree ("operator_id","language","active");--> statement-breakpoint
CREATE INDEX "fortune_wheel_shows_due_idx" ON "fortune_wheel_shows" USING btree ("status","starts_at");