ALTER TABLE "roster_shifts" ADD COLUMN "standby_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_shifts" ADD COLUMN "standby_ends_at" timestamp with time zone;