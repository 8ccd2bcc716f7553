/** @jest-environment node */
import { checkData } from '@/lib/content/check';
import { CHECK_WORDS } from '@/content/company/read';
import { companySchema } from '@/content/company/schema';
import company from '@/content/company/company.json';

// content/seo.ts reads the site's address straight from company.json (content/company/site.ts) and
// parses it (`new URL`) as it loads; the sitemap, robots.txt and the share cards resolve paths
// against it. The build checks company.json first (scripts/operator/cms.mjs check), so an address that
// check lets through must be one those modules take as the site's origin, and every other one must
// stop at the check, in Portuguese, naming the screen and the field, before content/seo.ts runs.

const ADDRESSES = [
  'https://www.empresa.com.br',
  'https://solar-energia.com.br',
  'https://x.com.br:99999',
  'https://x.com.br:8443',
  'https://',
  'https://exa mple.com',
  'https://empresa.com.br%',
  'https://www.empresa.com.br/',
  'https://www.empresa.com.br/site',
  'https://www.empresa.com.br?utm=1',
  'https://www.empresa.com.br#topo',
  'https://WWW.Empresa.com.br',
  'https://ana@www.empresa.com.br',
  'https://192.168.0.1',
  'https://empresa..com.br',
  'http://www.empresa.com.br',
  ' https://www.empresa.com.br',
];

/** content/seo.ts and the modules beside it, loaded afresh over company.json with `url`. */
function seoWith(url: string) {
  let loaded: { seo: typeof import('@/content/seo'); sitemap: typeof import('@/app/sitemap'); robots: typeof import('@/app/robots') } | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/content/company/company.json', () => ({ ...company, url }));
    loaded = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      seo: require('@/content/seo'),
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      sitemap: require('@/app/sitemap'),
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      robots: require('@/app/robots'),
    };
  });
  return loaded!;
}

describe("the site's address", () => {
  it.each(ADDRESSES)('%s is refused by the content check, or content/seo.ts takes it as the origin', (url) => {
    const checked = checkData(companySchema, JSON.stringify({ ...company, url }), 'Dados da empresa (content/company/company.json)', CHECK_WORDS);
    if (!checked.ok) {
      expect(checked.problems).toEqual([expect.stringMatching(/^Dados da empresa \(content\/company\/company\.json\): 'Endereço do site' \S/)]);
      return;
    }
    const { seo, sitemap, robots } = seoWith(url);
    expect(String(seo.rootMetadata.metadataBase)).toBe(`${url}/`);
    expect(sitemap.default().map((entry) => new URL(entry.url).origin)).toEqual(sitemap.default().map(() => url));
    expect(robots.default().sitemap).toBe(`${url}/sitemap.xml`);
  });

  it('the site’s own is taken', () => {
    expect(checkData(companySchema, JSON.stringify(company), 'Dados da empresa', CHECK_WORDS)).toMatchObject({ ok: true });
    expect(String(seoWith(company.url).seo.rootMetadata.metadataBase)).toBe(`${company.url}/`);
  });
});
