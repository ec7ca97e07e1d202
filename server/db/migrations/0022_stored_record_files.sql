-- The files records kept in their own bytea columns move into stored_files (docs/ARCHITECTURE.md, "Files"), so
-- every kind of file is stored, checked and backed up one way. Each gets a random `folder/<32 hex>.<ext>` name and
-- the record keeps that path. A signed release keeps the SHA-256 taken at signing as its checksum, so bytes damaged
-- before this migration are still refused; the others get the checksum of their bytes as they are now.
ALTER TABLE "activity_rts" ADD COLUMN "pdf_path" text;--> statement-breakpoint
UPDATE "activity_rts" SET "pdf_path" = 'releases/' || replace(gen_random_uuid()::text, '-', '') || '.pdf';--> statement-breakpoint
INSERT INTO "stored_files" ("path", "folder", "bytes", "sha256", "size", "content_type", "created_by", "created_at")
  SELECT "pdf_path", 'releases', "pdf", "pdf_sha256", length("pdf"), 'application/pdf', "signed_by", "signed_at" FROM "activity_rts";--> statement-breakpoint
ALTER TABLE "activity_rts" ALTER COLUMN "pdf_path" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_rts" DROP COLUMN "pdf";--> statement-breakpoint
ALTER TABLE "on_call_rts" ADD COLUMN "pdf_path" text;--> statement-breakpoint
UPDATE "on_call_rts" SET "pdf_path" = 'releases/' || replace(gen_random_uuid()::text, '-', '') || '.pdf';--> statement-breakpoint
INSERT INTO "stored_files" ("path", "folder", "bytes", "sha256", "size", "content_type", "created_by", "created_at")
  SELECT "pdf_path", 'releases', "pdf", "pdf_sha256", length("pdf"), 'application/pdf', "signed_by", "signed_at" FROM "on_call_rts";--> statement-breakpoint
ALTER TABLE "on_call_rts" ALTER COLUMN "pdf_path" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "on_call_rts" DROP COLUMN "pdf";--> statement-breakpoint
ALTER TABLE "on_call_expenses" ADD COLUMN "receipt_path" text;--> statement-breakpoint
UPDATE "on_call_expenses" SET "receipt_path" = 'receipts/' || replace(gen_random_uuid()::text, '-', '') || '.'
  || CASE "receipt_type" WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' ELSE 'pdf' END WHERE "receipt_file" IS NOT NULL;--> statement-breakpoint
INSERT INTO "stored_files" ("path", "folder", "bytes", "sha256", "size", "content_type", "created_by", "created_at")
  SELECT "receipt_path", 'receipts', "receipt_file", encode(sha256("receipt_file"), 'hex'), length("receipt_file"), coalesce("receipt_type", 'application/pdf'), "recorded_by", "created_at"
  FROM "on_call_expenses" WHERE "receipt_path" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "on_call_expenses" DROP COLUMN "receipt_type";--> statement-breakpoint
ALTER TABLE "on_call_expenses" DROP COLUMN "receipt_file";--> statement-breakpoint
ALTER TABLE "training_attendees" ADD COLUMN "certificate_path" text;--> statement-breakpoint
UPDATE "training_attendees" SET "certificate_path" = 'training-certificates/' || replace(gen_random_uuid()::text, '-', '') || '.'
  || CASE "certificate_type" WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' ELSE 'pdf' END WHERE "certificate_file" IS NOT NULL;--> statement-breakpoint
INSERT INTO "stored_files" ("path", "folder", "bytes", "sha256", "size", "content_type", "created_at")
  SELECT "certificate_path", 'training-certificates', "certificate_file", encode(sha256("certificate_file"), 'hex'), length("certificate_file"), coalesce("certificate_type", 'application/pdf'), "updated_at"
  FROM "training_attendees" WHERE "certificate_path" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "training_attendees" DROP COLUMN "certificate_type";--> statement-breakpoint
ALTER TABLE "training_attendees" DROP COLUMN "certificate_file";--> statement-breakpoint
ALTER TABLE "stock_certificates" ADD COLUMN "file_path" text;--> statement-breakpoint
UPDATE "stock_certificates" SET "file_path" = 'part-certificates/' || replace(gen_random_uuid()::text, '-', '') || '.'
  || CASE "content_type" WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' ELSE 'pdf' END;--> statement-breakpoint
INSERT INTO "stored_files" ("path", "folder", "bytes", "sha256", "size", "content_type", "created_by", "created_at")
  SELECT "file_path", 'part-certificates', "file", "sha256", length("file"), "content_type", "uploaded_by", "created_at" FROM "stock_certificates";--> statement-breakpoint
ALTER TABLE "stock_certificates" ALTER COLUMN "file_path" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_certificates" DROP COLUMN "content_type";--> statement-breakpoint
ALTER TABLE "stock_certificates" DROP COLUMN "file";--> statement-breakpoint
ALTER TABLE "stock_certificates" DROP COLUMN "sha256";--> statement-breakpoint
ALTER TABLE "defects" ADD COLUMN "photo_path" text;--> statement-breakpoint
UPDATE "defects" SET "photo_path" = 'defect-photos/' || replace(gen_random_uuid()::text, '-', '') || '.'
  || CASE "photo_type" WHEN 'image/png' THEN 'png' WHEN 'image/webp' THEN 'webp' ELSE 'jpg' END WHERE "photo" IS NOT NULL;--> statement-breakpoint
INSERT INTO "stored_files" ("path", "folder", "bytes", "sha256", "size", "content_type", "created_by", "created_at")
  SELECT "photo_path", 'defect-photos', "photo", encode(sha256("photo"), 'hex'), length("photo"), coalesce("photo_type", 'image/jpeg'), "found_by", "updated_at"
  FROM "defects" WHERE "photo_path" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "defects" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "defects" DROP COLUMN "photo_type";--> statement-breakpoint
ALTER TABLE "activity_rts" ADD CONSTRAINT "activity_rts_pdf_path_stored_files_path_fk" FOREIGN KEY ("pdf_path") REFERENCES "public"."stored_files"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attendees" ADD CONSTRAINT "training_attendees_certificate_path_stored_files_path_fk" FOREIGN KEY ("certificate_path") REFERENCES "public"."stored_files"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_expenses" ADD CONSTRAINT "on_call_expenses_receipt_path_stored_files_path_fk" FOREIGN KEY ("receipt_path") REFERENCES "public"."stored_files"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_rts" ADD CONSTRAINT "on_call_rts_pdf_path_stored_files_path_fk" FOREIGN KEY ("pdf_path") REFERENCES "public"."stored_files"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_certificates" ADD CONSTRAINT "stock_certificates_file_path_stored_files_path_fk" FOREIGN KEY ("file_path") REFERENCES "public"."stored_files"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "defects" ADD CONSTRAINT "defects_photo_path_stored_files_path_fk" FOREIGN KEY ("photo_path") REFERENCES "public"."stored_files"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A record's file goes with the record: when the row is deleted (an expense line removed, a session's attendees with
-- their session) or points to another file (a photo or certificate replaced), the file it held is deleted in the same
-- transaction. Argument: the column holding the path.
CREATE FUNCTION tarmac_release_stored_file() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
  IF held IS NOT NULL AND (TG_OP = 'DELETE' OR held IS DISTINCT FROM to_jsonb(NEW) ->> TG_ARGV[0]) THEN
    DELETE FROM stored_files WHERE path = held;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activity_rts_release_file AFTER UPDATE OF pdf_path OR DELETE ON activity_rts FOR EACH ROW EXECUTE FUNCTION tarmac_release_stored_file('pdf_path');--> statement-breakpoint
CREATE TRIGGER on_call_rts_release_file AFTER UPDATE OF pdf_path OR DELETE ON on_call_rts FOR EACH ROW EXECUTE FUNCTION tarmac_release_stored_file('pdf_path');--> statement-breakpoint
CREATE TRIGGER on_call_expenses_release_file AFTER UPDATE OF receipt_path OR DELETE ON on_call_expenses FOR EACH ROW EXECUTE FUNCTION tarmac_release_stored_file('receipt_path');--> statement-breakpoint
CREATE TRIGGER training_attendees_release_file AFTER UPDATE OF certificate_path OR DELETE ON training_attendees FOR EACH ROW EXECUTE FUNCTION tarmac_release_stored_file('certificate_path');--> statement-breakpoint
CREATE TRIGGER stock_certificates_release_file AFTER UPDATE OF file_path OR DELETE ON stock_certificates FOR EACH ROW EXECUTE FUNCTION tarmac_release_stored_file('file_path');--> statement-breakpoint
CREATE TRIGGER defects_release_file AFTER UPDATE OF photo_path OR DELETE ON defects FOR EACH ROW EXECUTE FUNCTION tarmac_release_stored_file('photo_path');
