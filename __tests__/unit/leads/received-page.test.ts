/** @jest-environment node */
import { inboxCopy } from '@/content/contact/inbox';
import { inboxWords } from '@/content/contact/inbox-words';
import { failurePage, htmlResponse, receivedPage } from '@/lib/leads/page';

// Without JavaScript, the inbox's answer reads as the form's thank-you: the first name, the
// reference, the visit asked for, who answers when, and a way to send another message.

const words = inboxWords.page;

it('reads as the thank-you, in the same order, with the way back to the empty form', async () => {
  const page = receivedPage(words, 'Maria', 'K7M2-9QXD', 'quinta-feira, 3/12, de manhã (8h às 12h)');
  const html = await (await htmlResponse(words, page, 200, {})).text();
  const text = html.slice(html.indexOf('<body>')).replace(/<[^>]+>/g, '\n');
  const order = [
    'Obrigado, Maria!',
    inboxCopy.receivedTitle,
    inboxCopy.reference('K7M2-9QXD'),
    inboxCopy.visit('quinta-feira, 3/12, de manhã (8h às 12h)'),
    inboxCopy.reply,
    inboxCopy.another,
  ].map((part) => text.indexOf(part));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(html).toContain(`<a href="/#contact">${inboxCopy.another}</a>`);
});

it('escapes the name it thanks, as it was typed', async () => {
  const html = await (await htmlResponse(words, receivedPage(words, '<b>Ana</b>', 'K7M2-9QXD', null), 200, {})).text();
  expect(html).toContain('Obrigado, &lt;b&gt;Ana&lt;/b&gt;!');
  expect(html).not.toContain('<b>Ana</b>');
});

it('a refusal still leads back to the form to fix it, and thanks no one', async () => {
  const html = await (await htmlResponse(words, failurePage(words, words.tooMany), 429, {})).text();
  expect(html).toContain(`<a href="/#contact">${words.backToForm}</a>`);
  expect(html).not.toContain('Obrigado');
});
