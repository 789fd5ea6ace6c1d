CREATE TABLE "missing_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missing_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lng" text NOT NULL,
	"ns" text NOT NULL,
	"key" text NOT NULL,
	"fallback" text DEFAULT '' NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_translations_lng_ns_key" UNIQUE("lng","ns","key")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_code_unique" UNIQUE("code")
);
