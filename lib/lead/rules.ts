import type { ChoiceField } from './fields';
import type { VisitProblem, VisitRules } from './visit';

// What the site passes to the lead's rules (./validation.ts): its limits and choices
// (content/contact/lead-rules.ts) and the message of each code (content/contact/messages.ts).

/** What the rules count against: the site's limits and choices (content/contact/lead-rules.ts). */
export type LeadRules = {
  nameMin: number;
  nameMax: number;
  /** Characters as a person counts them (grapheme clusters). */
  messageMax: number;
  /** The values each choice may take (the service ids, the served municipalities): any other is dropped, never refused. */
  choices: Record<ChoiceField, readonly string[]>;
  visit: VisitRules;
};

/** Why a field is refused: the form shows its message, the inbox answers with the code and the message. */
export type LeadErrorCode =
  | 'nameRequired'
  | 'nameShort'
  | 'nameLong'
  | 'nameLetters'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'phoneForeign'
  | 'phoneArea'
  | 'phoneMobile'
  | 'messageLong'
  /** Any other field longer than the inbox stores. */
  | 'tooLong'
  | VisitProblem;

/** The message of each code, as the visitor reads it (content/contact/messages.ts, `contactCopy.errors`). */
export type LeadErrorWords = Record<Exclude<LeadErrorCode, 'phoneArea' | 'messageLong'>, string> & {
  phoneArea: (areaCode: string) => string;
  messageLong: (used: number) => string;
  /** A message within the character limit whose stacked accents or symbols outweigh what the inbox stores. */
  messageHeavy: string;
};
