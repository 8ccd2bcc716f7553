import { deliver as sendLead } from '@/components/contact/delivery';
import type { LeadPayload } from '@/lib/lead/lead';
import { contactCopy } from '@/content/contact/messages';

// The delivery chunk (deliver-lead.ts) failing to load is the page's own problem.
// It is reported like every lazy part (ChunkLoadError with its part, type and URL) and the
// visitor is told so, not that the message server could not be reached.

jest.mock('@/components/contact/deliver-lead', () => {
  throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js'), { name: 'ChunkLoadError' });
});

const payload = { idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f' } as LeadPayload;

it('reports a delivery chunk that does not load like any lazy part, and says the page failed', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(async () => new Response(null, { status: 200 })) as typeof fetch;
  const result = await sendLead('/api/leads', payload);
  expect(result).toEqual({ ok: false, reason: 'pagePart' });
  expect(contactCopy.status.failed.pagePart).toMatch(/problema é desta página/);
  const [message, error] = errors.mock.calls[0] ?? [];
  expect(message).toMatch(/^ChunkLoadError \[error\] /);
  expect(error).toMatchObject({ name: 'ChunkLoadError', part: 'envio-do-contato' });
});
