import type { FAQPage, WithContext } from 'schema-dts';
import { answerParagraphs } from '@/content/faq';
import type { FaqEntry } from '@/content/company/schema';

/** The text of an answer as the page shows it: its paragraphs, a blank line between them. */
export const answerText = (entry: FaqEntry) => answerParagraphs(entry.answer).join('\n\n');

/**
 * The questions page as schema.org FAQPage data: each question and its answer word for word as the
 * page shows them. Only that page carries it; the service pages repeat some entries without it
 * (Google reads one FAQPage per question on a site).
 */
export function faqPageJsonLd(entries: readonly FaqEntry[], url: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: 'pt-BR',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(entry) },
    })),
  };
}
