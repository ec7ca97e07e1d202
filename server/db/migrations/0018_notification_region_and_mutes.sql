ALTER TABLE "notifications" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "muted_notification_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Notices written before this migration name their station by code in params: their region is that station's.
UPDATE "notifications" n SET "region_id" = s."region_id" FROM "stations" s WHERE s."code" = n."params"->>'station';
