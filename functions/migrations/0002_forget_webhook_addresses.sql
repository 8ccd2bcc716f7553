-- Earlier versions stored the error a failed notification raised, and fetch's error can quote the
-- webhook's address, which for Telegram holds the bot's token ('Invalid URL: api.telegram.org/bot…').
-- Errors are now a fixed set of messages with no address (lib/leads/notify.ts); an old one that
-- holds anything like an address is replaced. Rotate a token that was stored: D1's Time Travel
-- keeps the old rows for its window (docs/leads.md#notification).
UPDATE leads
SET notify_error = 'erro registrado por uma versão anterior, apagado porque podia conter o endereço do webhook'
WHERE notify_error IS NOT NULL
  AND notify_error NOT LIKE 'LEAD_WEBHOOK_%'
  AND (notify_error LIKE '%://%' OR notify_error LIKE '%/%' OR notify_error LIKE '%bot%:%');
