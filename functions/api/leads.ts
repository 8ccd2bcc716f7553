import { LEAD_RETENTION_DAYS_DEFAULT, notifyProblemCopy } from '../../content/contact/inbox';
import { inboxWords, notificationWords } from '../../content/contact/inbox-words';
import { leadRules } from '../../content/contact/lead-rules';
import { PRIVACY_VERSION } from '../../content/legal/privacy-version';
import { d1Store, type D1Database } from '../../lib/leads/d1-store';
import { configFromEnv, handleLeadRequest, type InboxEnv } from '../../lib/leads/handler';
import { notifierFromEnv, type NotifyEnv } from '../../lib/leads/notify';
import { settingProblems } from '../../lib/leads/settings';

// POST /api/leads on Cloudflare Pages: the lead inbox (docs/leads.md#the-lead-inbox) over the
// D1 database bound as LEADS_DB (wrangler.jsonc), notifying through LEAD_WEBHOOK_URL. Here the
// inbox's code (lib/leads/) meets the site's rules and words (content/).

type Env = InboxEnv & NotifyEnv & { LEADS_DB?: D1Database };
type Context = { request: Request; env: Env; waitUntil: (work: Promise<unknown>) => void };

// Pages Functions have no start-up hook: a setting that cannot work is logged on the first
// request each isolate serves (by the variable's name, never its value), and recorded on every lead.
let settingsLogged = false;

export async function onRequest({ request, env, waitUntil }: Context): Promise<Response> {
  if (!env.LEADS_DB) {
    console.error('Lead inbox: no D1 database is bound as LEADS_DB (docs/leads.md#deploying-the-inbox).');
    return Response.json({ error: 'The lead inbox has no database.' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const { notify, problem } = notifierFromEnv(env, notificationWords);
  if (!settingsLogged) {
    if (problem) console.error(`Caixa de contatos: ${problem}`);
    for (const bad of settingProblems(env, { LEAD_RETENTION_DAYS: LEAD_RETENTION_DAYS_DEFAULT }))
      console.error(`Caixa de contatos: ${notifyProblemCopy.outOfBounds(bad)}`);
  }
  settingsLogged = true;
  return handleLeadRequest(request, {
    store: d1Store(env.LEADS_DB),
    notify,
    notifyProblem: problem,
    config: configFromEnv(env, { retentionDays: LEAD_RETENTION_DAYS_DEFAULT, privacyVersion: PRIVACY_VERSION }),
    rules: leadRules,
    words: inboxWords,
    waitUntil,
  });
}
