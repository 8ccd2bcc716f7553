import 'server-only';
import { readCompanyContent, type CompanyContent } from './read';

// The company's content as the pages read it: checked once per build (read.ts), so a value the
// schema refuses stops the build with its message.

export type { CompanyContent, Entry } from './read';

let cached: CompanyContent | undefined;

/** The site's own content, read once per build. */
export function companyContent(): CompanyContent {
  cached ??= readCompanyContent();
  return cached;
}
