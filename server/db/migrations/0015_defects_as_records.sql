-- Defects noted as free text on an activity become defect records (docs/modules/defects.md), so the
-- release rule sees them. On a job not yet released the defect is open: it must be rectified or
-- deferred before the release, as any defect. On a released job it was released with it: it is kept as
-- rectified at the signature, the action saying where its handling is recorded.
INSERT INTO "defects" ("region_id", "station_id", "activity_id", "registration", "aircraft_type_id", "description",
	"found_at", "found_on", "state", "action_taken", "rectified_by", "rectified_at", "rectified_activity_id")
SELECT a."region_id", a."station_id", a."id", upper(a."registration"), a."aircraft_type_id", left(trim(a."defects"), 2000),
	coalesce(a."ata_at", a."sta_at", a."updated_at"), a."local_date",
	CASE WHEN r."id" IS NULL THEN 'open' ELSE 'rectified' END,
	CASE WHEN r."id" IS NULL THEN NULL ELSE 'Noted before defects were kept as records; released with the signed certificate of ' || a."work_order" END,
	r."signed_by", r."signed_at", CASE WHEN r."id" IS NULL THEN NULL ELSE a."id" END
FROM "activities" a LEFT JOIN "activity_rts" r ON r."activity_id" = a."id"
WHERE nullif(trim(a."defects"), '') IS NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "defects";
