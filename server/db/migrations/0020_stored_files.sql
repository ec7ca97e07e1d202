-- Files uploaded before this migration are still in DATA_DIR/media: SQL cannot read a node's folder, so
-- the server copies them in at start-up, once (server/media/importMediaFolder.ts).
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size" CHECK ("stored_files"."size" between 0 and 10485760),
	CONSTRAINT "stored_files_path_in_folder" CHECK ("stored_files"."path" like "stored_files"."folder" || '/%')
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;