CREATE TABLE "service_courses" (
	"service_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_courses_service_id_course_id_pk" PRIMARY KEY("service_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "licences" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_courses" ADD CONSTRAINT "service_courses_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_courses" ADD CONSTRAINT "service_courses_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_courses_course_idx" ON "service_courses" USING btree ("course_id");--> statement-breakpoint
-- One licence type becomes the list of licences held: 'none' is the empty list.
UPDATE "technicians" SET "licences" = CASE WHEN "licence_type" = 'none' THEN '{}'::text[] ELSE ARRAY["licence_type"] END;--> statement-breakpoint
ALTER TABLE "technicians" DROP COLUMN "licence_type";