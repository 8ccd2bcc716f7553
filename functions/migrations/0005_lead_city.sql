-- The visitor's city (lib/lead/fields.ts, `city`): one of the served municipalities the form offers,
-- by name, or null when not given. Null on leads stored before this migration.
ALTER TABLE leads ADD COLUMN city TEXT;
