-- The lead inbox (docs/leads.md). Applied with `npm run leads -- migrate` (wrangler d1 migrations apply).
-- Times are ISO 8601 in UTC ('2026-11-25T22:03:54.763Z'); booleans are 0/1.

CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,          -- what the visitor is told, e.g. 'K7M2-9QXD'
  idempotency_key TEXT NOT NULL UNIQUE,    -- the form's Idempotency-Key: one lead however often it is sent
  received_at TEXT NOT NULL,               -- the server's clock
  submitted_at TEXT,                       -- the browser's first attempt (null for posts without JavaScript)
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,                     -- E.164
  service TEXT,
  message TEXT NOT NULL,
  visit_date TEXT,                         -- YYYY-MM-DD, the technical visit asked for
  visit_period TEXT CHECK (visit_period IN ('manha', 'tarde')),
  page TEXT NOT NULL,
  consent_version TEXT NOT NULL,           -- the date of the privacy notice the visitor was shown
  fast_fill INTEGER NOT NULL DEFAULT 0,
  fill_ms INTEGER,
  honeypot INTEGER NOT NULL DEFAULT 0,     -- the hidden field was filled: kept apart, never notified
  channel TEXT NOT NULL CHECK (channel IN ('json', 'form')),
  notify_status TEXT NOT NULL CHECK (notify_status IN ('pending', 'sent', 'failed', 'skipped', 'off')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT,
  notify_tried_at TEXT,
  notified_at TEXT
);
CREATE INDEX leads_received_at ON leads (received_at);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_phone ON leads (phone);
CREATE INDEX leads_notify ON leads (notify_status, notify_tried_at);

-- One row per request, for the rate limit: a salted hash of the address, never the address.
CREATE TABLE lead_sources (
  source_hash TEXT NOT NULL,
  seen_at TEXT NOT NULL
);
CREATE INDEX lead_sources_hash_seen ON lead_sources (source_hash, seen_at);
