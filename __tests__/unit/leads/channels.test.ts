/** @jest-environment node */
import { channelsCopy } from '@/content/contact/inbox';
import { channelsTable, countChannels, monthOf, type ChannelRow } from '@/lib/leads/channels';

// `npm run leads -- channels`: leads per month, source, campaign and landing page.

const row = (received_at: string, over: Partial<ChannelRow> = {}): ChannelRow => ({
  received_at,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  landing_page: null,
  referrer_host: null,
  click_id_type: null,
  ...over,
});
const GOOGLE = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'verao', landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=verao' };

describe('counting leads by channel', () => {
  it('counts per month in Brasília, source (with its medium), campaign and landing page without its query; newest month first, most leads first', () => {
    const counts = countChannels(
      [
        row('2026-10-31T12:00:00.000Z', GOOGLE),
        // 22:30 in Brasília on 31 October: still October.
        row('2026-11-01T01:30:00.000Z', GOOGLE),
        row('2026-11-03T12:00:00.000Z', { referrer_host: 'www.bing.com', landing_page: '/servicos/' }),
        row('2026-11-04T12:00:00.000Z', GOOGLE),
        row('2026-11-05T12:00:00.000Z', GOOGLE),
        row('2026-11-06T12:00:00.000Z'),
        row('2026-11-07T12:00:00.000Z', { click_id_type: 'fbclid', landing_page: '/energia-solar/londrina/' }),
      ],
      channelsCopy,
    );
    expect(counts).toEqual([
      { month: '2026-11', source: 'google / cpc', campaign: 'verao', landingPage: '/', leads: 2 },
      { month: '2026-11', source: channelsCopy.clickSource('fbclid'), campaign: '—', landingPage: '/energia-solar/londrina/', leads: 1 },
      { month: '2026-11', source: channelsCopy.direct, campaign: '—', landingPage: '—', leads: 1 },
      { month: '2026-11', source: channelsCopy.referrer('www.bing.com'), campaign: '—', landingPage: '/servicos/', leads: 1 },
      { month: '2026-10', source: 'google / cpc', campaign: 'verao', landingPage: '/', leads: 2 },
    ]);
    expect(monthOf('2026-12-01T02:59:59.000Z')).toBe('2026-11');
    expect(monthOf('2026-12-01T03:00:00.000Z')).toBe('2026-12');
  });

  it('prints an aligned table with a header and the total, and says so when there is nothing', () => {
    const table = channelsTable(countChannels([row('2026-11-04T12:00:00.000Z', GOOGLE), row('2026-11-05T12:00:00.000Z')], channelsCopy), channelsCopy);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Mês\s+Origem\s+Campanha\s+Página de entrada\s+Contatos$/);
    expect(lines.slice(2, 4)).toEqual(expect.arrayContaining([expect.stringMatching(/^2026-11\s+google \/ cpc\s+verao\s+\/\s+1$/)]));
    expect(lines.at(-1)).toBe(channelsCopy.total(2));
    expect(new Set(lines.slice(0, 4).map((line) => line.length)).size).toBe(1);
    expect(channelsTable([], channelsCopy)).toBe(channelsCopy.empty);
  });

  it('shows a crafted value as text: control characters escaped, long values cut', () => {
    const table = channelsTable(
      countChannels([row('2026-11-04T12:00:00.000Z', { utm_source: 'x\u001b[2J\u202e', utm_campaign: 'c'.repeat(300) })], channelsCopy),
      channelsCopy,
    );
    expect(table).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e](?<!\n)/);
    expect(table).toContain('x\\x1B[2J\\u202E');
    expect(table).toContain(`${'c'.repeat(39)}…`);
  });
});
