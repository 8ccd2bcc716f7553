-- Notifications exactly once (docs/leads.md#notification). Before a lead is notified, one statement
-- claims it: a random token and the time the claim lapses. A lead is inserted already claimed by the
-- request that stored it, so no other request retries it while its first send is in flight; a retry
-- claims only pending leads whose claim has lapsed, and only the claim's holder records the outcome.
-- Both columns are null when nobody holds the lead; leads stored before this migration have none.
ALTER TABLE leads ADD COLUMN notify_claim TEXT;
ALTER TABLE leads ADD COLUMN notify_claimed_until TEXT;   -- ISO 8601, UTC
CREATE INDEX leads_notify_claims ON leads (notify_status, notify_claimed_until, notify_tried_at);

-- The rate limit counts leads, not requests: the idempotency key of each request, so that the retries
-- of a lead (a double click, a flaky network, two tabs) never make its visitor wait. Null on rows from
-- before this migration, each then counted on its own as before.
ALTER TABLE lead_sources ADD COLUMN lead_key TEXT;
CREATE INDEX lead_sources_hash_key ON lead_sources (source_hash, lead_key, seen_at);
