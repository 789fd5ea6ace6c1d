CREATE TABLE "banners" (
	"operator_id" integer NOT NULL,
	"code" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"eyebrow" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"cta" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_operator_id_code_pk" PRIMARY KEY("operator_id","code")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"operator_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"img" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_operator_id_code_pk" PRIMARY KEY("operator_id","code"),
	CONSTRAINT "game_categories_operator_name_key" UNIQUE("operator_id","name")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" uuid NOT NULL,
	"operator_id" integer NOT NULL,
	"session_id" uuid,
	"game_code" text NOT NULL,
	"provider_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"operator_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subcategory" text NOT NULL,
	"provider_code" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"url_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_operator_id_code_pk" PRIMARY KEY("operator_id","code")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"operator_id" integer NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_operator_id_code_pk" PRIMARY KEY("operator_id","code")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"operator_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_operator_id_code_pk" PRIMARY KEY("operator_id","code")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_fk" FOREIGN KEY ("operator_id","provider_code") REFERENCES "public"."providers"("operator_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launches_player_idx" ON "game_launches" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "games_operator_position_idx" ON "games" USING btree ("operator_id","position");