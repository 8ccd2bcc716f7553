-- What brought each lead (docs/leads.md#what-brought-the-lead): the page the visit landed on (its
-- path and campaign parameters only), the campaign parameters, an ad click's identifier and the
-- referring site's host. Each is null when unknown: leads stored before this migration, leads
-- sent without JavaScript, visits typed or bookmarked. Adding nullable columns keeps every row.
ALTER TABLE leads ADD COLUMN landing_page TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN click_id_type TEXT CHECK (click_id_type IN ('gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'));
ALTER TABLE leads ADD COLUMN click_id TEXT;
ALTER TABLE leads ADD COLUMN referrer_host TEXT;
ALTER TABLE leads ADD COLUMN landed_at TEXT;          -- when the visit landed (ISO 8601, UTC)
-- `npm run leads -- channels` counts by month, source, campaign and landing page.
CREATE INDEX leads_channels ON leads (received_at, utm_source, utm_campaign);
