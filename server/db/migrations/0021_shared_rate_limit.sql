-- UNLOGGED: a count lasts one minute, so it needs no WAL (no write per flush to the log, nothing for
-- replicas to replay); a crash empties the table, which hands every caller one fresh minute at worst.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window" integer NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_pk" PRIMARY KEY("key","window")
);
