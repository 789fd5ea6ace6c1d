CREATE TABLE "staff_claims" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"operator_id" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_claims_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id")
);
