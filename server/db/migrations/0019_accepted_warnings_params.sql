ALTER TABLE "de_icing_treatments" ADD COLUMN "accepted_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Warnings accepted before this migration were kept as keys alone: they keep their key, with no params.
UPDATE "de_icing_treatments" SET "accepted_warnings" = (SELECT coalesce(jsonb_agg(jsonb_build_object('key', w, 'params', '{}'::jsonb) ORDER BY o), '[]'::jsonb) FROM unnest("warnings") WITH ORDINALITY AS kept(w, o)) WHERE cardinality("warnings") > 0;--> statement-breakpoint
ALTER TABLE "de_icing_treatments" DROP COLUMN "warnings";
