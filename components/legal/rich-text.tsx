import { KeepTogether } from '@/components/ui/keep-together';
import type { RichText as RichTextValue } from '@/content/legal/types';

/** Text from content/legal, with its links as plain anchors (they work without JavaScript). */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return <KeepTogether text={value} />;
  return value.map((part, index) =>
    typeof part === 'string' ? (
      <KeepTogether key={index} text={part} />
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}

/** A stable React key for a paragraph or item: its text without the links' addresses. */
export function textKey(value: RichTextValue): string {
  return typeof value === 'string' ? value : value.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
