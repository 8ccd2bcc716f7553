import { z } from 'zod';

// Checks a data file against its schema and says what is wrong the way the CMS names it: the
// file's screen, the entry, and each field by its label ("Projeto 3 (…): 'Potência (kWp)'
// precisa ser um número"). Code without copy: the words come from the caller (content/). A range
// or a length is worded with its limit ("'Ordem' precisa ser no mínimo 1"), never as a type error.

/** The words of the messages: the ones zod would write in English, and how a list item is named. */
export type CheckWords = {
  required: string;
  notNumber: string;
  notInteger: string;
  notText: string;
  notBoolean: string;
  notGroup: string;
  notChoice: string;
  notList: string;
  empty: string;
  minChars: (n: number) => string;
  maxChars: (n: number) => string;
  minNumber: (n: number, inclusive: boolean) => string;
  maxNumber: (n: number, inclusive: boolean) => string;
  minItems: (n: number) => string;
  maxItems: (n: number) => string;
  unknownFields: (keys: string) => string;
  /** A file whose groups nest deeper than any screen's (MAX_DEPTH): what the CMS never writes. */
  tooDeep: (max: number) => string;
  wrong: string;
  item: (title: string, index: number) => string;
  /** A file JSON.parse refuses, with the line of the error when the parser tells where it is. */
  notJson: (line: number | undefined) => string;
  /** A file field (the CMS's 'image' widget) naming a file that is not there. */
  missingFile: (value: string) => string;
};

type JsonSchema = {
  title?: string;
  type?: string;
  widget?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/**
 * How deep a file's groups and lists may nest: the deepest screen goes three or four levels down
 * (Unidades › Unidade 2 › Endereço › CEP); a file past this is not the CMS's, and the checks below
 * (pruneEmpty, zod) recurse once a level, so thousands of levels would overflow the stack.
 */
export const MAX_DEPTH = 32;

/** Whether `value` nests groups or lists more than `max` levels deep (walked without recursion). */
function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The option of an `anyOf` that describes a value: the one with fields or a title, as labelsAlong takes it. */
const described = (node: JsonSchema | undefined) => {
  while (node?.anyOf) node = node.anyOf.find((option) => option.properties || option.items || option.title) ?? node.anyOf[0];
  return node;
};

/** The schema a path leads to, with the labels met on the way ('Unidades › Unidade 2 › CEP'). */
function labelsAlong(root: JsonSchema, path: readonly PropertyKey[], words: CheckWords): string[] {
  const labels: string[] = [];
  let node: JsonSchema | undefined = root;
  for (const key of path) {
    // An optional field is `anyOf: [schema, not-present]` in some shapes: take the one with fields.
    node = described(node);
    if (!node) break;
    if (typeof key === 'number') {
      node = node.items;
      labels.push(words.item(node?.title ?? '', key));
    } else {
      node = node.properties?.[String(key)];
      labels.push(node?.title ?? String(key));
    }
  }
  return labels;
}

function message(issue: z.core.$ZodRawIssue, words: CheckWords): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return words.required;
      if (issue.expected === 'number') return words.notNumber;
      // `.int()`: a number with decimals, or beyond what a number holds exactly.
      if (issue.expected === 'int') return words.notInteger;
      if (issue.expected === 'string') return words.notText;
      if (issue.expected === 'boolean') return words.notBoolean;
      if (issue.expected === 'object') return words.notGroup;
      if (issue.expected === 'array') return words.notList;
      return words.wrong;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? words.empty : words.minChars(min);
      if (issue.origin === 'array' || issue.origin === 'set') return words.minItems(min);
      return words.minNumber(min, issue.inclusive !== false);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return words.maxChars(max);
      if (issue.origin === 'array' || issue.origin === 'set') return words.maxItems(max);
      return words.maxNumber(max, issue.inclusive !== false);
    }
    case 'invalid_value':
      return words.notChoice;
    case 'unrecognized_keys':
      return words.unknownFields(issue.keys.join(', '));
    default:
      return words.wrong;
  }
}

/** Empty strings and nulls are what a cleared CMS field leaves: an absent value, for the schema. */
export function pruneEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruneEmpty);
  if (value && typeof value === 'object') {
    const kept = Object.entries(value).flatMap(([key, field]) => (field === '' || field === null ? [] : [[key, pruneEmpty(field)]]));
    return Object.fromEntries(kept);
  }
  return value;
}

/**
 * What the CMS keeps but the site does not read: the keys of `data` that no field of the schema names,
 * per group, with the path of the group. The CMS saves every field it finds in a file, so a field
 * dropped from the schema, or misspelt by hand, stays in the file through every save.
 */
function unknownKeys(node: JsonSchema | undefined, data: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; keys: string[] }[] {
  node = described(node);
  if (!node || !data || typeof data !== 'object') return [];
  if (Array.isArray(data)) return node.items ? data.flatMap((item, index) => unknownKeys(node.items, item, [...path, index])) : [];
  const { properties } = node;
  if (!properties) return [];
  const entries = Object.entries(data);
  const keys = entries.filter(([key]) => !Object.hasOwn(properties, key)).map(([key]) => key);
  return [
    ...(keys.length > 0 ? [{ path, keys }] : []),
    ...entries.flatMap(([key, value]) => (Object.hasOwn(properties, key) ? unknownKeys(properties[key], value, [...path, key]) : [])),
  ];
}

const fieldText = (labels: string[]) =>
  labels.length
    ? `${labels
        .slice(0, -1)
        .map((label) => `${label} › `)
        .join('')}'${labels.at(-1)}' `
    : '';

export type CheckResult<T> = { ok: true; data: T; warnings: string[] } | { ok: false; problems: string[] };

/**
 * Parses `text` (a JSON file's content) with `schema`. Each problem is one sentence: `where`
 * (the screen and entry, as the CMS shows it; a function of the parsed file when the entry is named
 * by one of its fields, of `undefined` when the file does not parse), the field's labels, and what is wrong.
 */
export function checkData<S extends z.ZodType>(
  schema: S,
  text: string,
  where: string | ((json: unknown) => string),
  words: CheckWords,
): CheckResult<z.output<S>> {
  const place = (json: unknown) => (typeof where === 'string' ? where : where(json));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // The parser's own words are English; only the place it names ('at position 21') is kept.
    const position = Number(/at position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? NaN);
    const line = position < text.length ? text.slice(0, position).split('\n').length : undefined;
    return { ok: false, problems: [`${place(undefined)}: ${words.notJson(line)}`] };
  }
  if (deeperThan(json, MAX_DEPTH)) return { ok: false, problems: [`${place(undefined)}: ${words.tooDeep(MAX_DEPTH)}`] };
  const at = place(json);
  const pruned = pruneEmpty(json);
  const result = schema.safeParse(pruned, { error: (issue) => message(issue, words) });
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if (result.success) {
    const warnings = unknownKeys(root, pruned).map(({ path, keys }) => {
      // Named by the group that holds them ('Resultado › '), not as a field of their own.
      const labels = labelsAlong(root, path, words);
      return `${at}: ${labels.map((label) => `${label} › `).join('')}${words.unknownFields(keys.join(', '))}`;
    });
    return { ok: true, data: result.data, warnings };
  }
  const problems = result.error.issues.map((issue) => `${at}: ${fieldText(labelsAlong(root, issue.path, words))}${issue.message}`);
  return { ok: false, problems };
}

/** Every value of a file field (widget 'image') in `data`, with its path, in document order. */
function fileFields(node: JsonSchema | undefined, data: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; value: string }[] {
  node = described(node);
  if (!node) return [];
  if (node.widget === 'image') return typeof data === 'string' ? [{ path, value: data }] : [];
  if (Array.isArray(data)) return data.flatMap((item, index) => fileFields(node.items, item, [...path, index]));
  if (data && typeof data === 'object') {
    return Object.entries(node.properties ?? {}).flatMap(([key, field]) => fileFields(field, (data as Record<string, unknown>)[key], [...path, key]));
  }
  return [];
}

/**
 * The file fields of `data` (checked by `schema` already) whose file `exists` says is not there:
 * one sentence each, worded like checkData's (`where`, the field's labels, what to do).
 */
export function checkFiles<S extends z.ZodType>(schema: S, data: z.output<S>, where: string, exists: (value: string) => boolean, words: CheckWords): string[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fileFields(root, data)
    .filter(({ value }) => !exists(value))
    .map(({ path, value }) => {
      return `${where}: ${fieldText(labelsAlong(root, path, words))}${words.missingFile(value)}`;
    });
}
