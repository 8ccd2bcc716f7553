// The configuration of the CMS at /admin (Decap CMS), generated from the content's schemas
// (content/company/schema.ts), never written by hand: each schema's JSON Schema (zod's
// toJSONSchema, with the `.meta()` keys inside) becomes Decap's fields, so the CMS shows the same
// labels, hints, limits, options and messages the build checks (content/company/data.ts). Only
// zod's public output is read, never a schema's internals: the JSON Schema says everything. The single files
// (CONTENT_FILES) are one `files` collection; each folder (CONTENT_FOLDERS) a collection of its own
// whose entries are one JSON file each. What Decap cannot say (a CNPJ's check digits, a phone's
// area code, "at least one photo") the build still refuses, with the same labels.
//
// Pure: schemas and words in, a plain object out (scripts/operator/cms-admin.ts writes it to config.yml).
import { z } from 'zod';
import { CMS_COPY, CONTENT_FILES, CONTENT_FOLDERS } from '../../content/company/schema';
import type { CheckWords } from '../../lib/content/check';

/** The JSON Schema keys the mapping reads (zod 4's toJSONSchema output, with the `.meta()` keys). */
export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  widget?: 'text' | 'image' | 'date' | 'hidden';
  labels?: Record<string, string>;
  /** The message of the field's pattern or `const`, as the build gives it (schema.ts). */
  errorMessage?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
};

/** A Decap field, as config.yml writes it (https://decapcms.org/docs/widgets/). */
export type DecapField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image' | 'datetime' | 'hidden';
  required?: false;
  hint?: string;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: (string | { label: string; value: string })[];
  multiple?: true;
  fields?: DecapField[];
  label_singular?: string;
  collapsed?: false;
  choose_url?: false;
  date_format?: string;
  time_format?: false;
  format?: string;
  picker_utc?: true;
};

export type DecapBackend = {
  name: 'github';
  repo?: string;
  branch: string;
  base_url?: string;
  auth_endpoint?: string;
  api_root?: string;
};

export type DecapConfig = {
  locale: 'pt';
  backend: DecapBackend;
  local_backend?: { url: string };
  site_url?: string;
  display_url?: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' };
  editor: { preview: false };
  collections: DecapCollection[];
};

type DecapCollection =
  | { name: string; label: string; delete: false; editor: { preview: false }; files: { name: string; label: string; file: string; fields: DecapField[] }[] }
  | {
      name: string;
      label: string;
      label_singular: string;
      folder: string;
      create: true;
      delete: true;
      format: 'json';
      extension: 'json';
      identifier_field: string;
      slug: string;
      summary: string;
      fields: DecapField[];
    };

/** The words of the CMS's own pattern messages: the build's (content/company/data.ts, CHECK_WORDS). */
export type CmsWords = Pick<CheckWords, 'minChars' | 'maxChars' | 'wrong'>;

/** Where the photos go: the build turns each into AVIF and WebP (scripts/build/photos.mjs, docs/photos.md). */
export const MEDIA_FOLDER = 'public/photos';
export const PUBLIC_FOLDER = '/photos';
/** Dates as the schemas store them (isoDate in schema.ts). */
export const DATE_FORMAT = 'YYYY-MM-DD';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A length check as a Decap pattern (Decap's string widget has no length limits of its own). */
function lengthPattern(json: JsonSchema, words: CmsWords): [string, string] | undefined {
  const min = json.minLength !== undefined && json.minLength > 1 ? json.minLength : undefined;
  const max = json.maxLength;
  if (min === undefined && max === undefined) return undefined;
  const message = [min !== undefined && words.minChars(min), max !== undefined && words.maxChars(max)].filter(Boolean).join(' e ');
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message];
}

/**
 * One schema field as a Decap field. `path` names it in errors; the mapping refuses a shape it
 * cannot express rather than drop a check silently.
 */
export function decapField(name: string, json: JsonSchema, required: boolean, words: CmsWords, path = name): DecapField {
  const fail = (why: string): never => {
    throw new Error(`cms-config: ${path}: ${why}`);
  };
  if (!json.title) fail('has no title (.meta({ title })): the CMS would show no label');
  if (json.anyOf) fail('is a union, which Decap cannot edit');
  if (json.exclusiveMinimum !== undefined || json.exclusiveMaximum !== undefined) fail('has an exclusive bound, which Decap cannot check');
  const base = {
    name,
    label: json.title as string,
    ...(!required && { required: false as const }),
    ...(json.description && { hint: json.description }),
  };

  if (json.widget === 'hidden') return { ...base, widget: 'hidden', required: false };
  if (json.widget === 'date') {
    return { ...base, widget: 'datetime', date_format: DATE_FORMAT, time_format: false, format: DATE_FORMAT, picker_utc: true };
  }
  if (json.enum) {
    if (json.type !== 'string') fail('is an enum of non-strings');
    const values = json.enum as string[];
    const options = json.labels ? values.map((value) => ({ label: json.labels?.[value] ?? fail(`has no label for ${value}`), value })) : values;
    return { ...base, widget: 'select', options };
  }
  switch (json.type) {
    case 'string': {
      const pattern: [string, string] | undefined = json.pattern ? [json.pattern, json.errorMessage ?? words.wrong] : lengthPattern(json, words);
      if (json.widget === 'image') {
        // Decap checks an image's pattern against the file's name alone; the folder is its media_folder.
        const folder = `^${escapeRegExp(PUBLIC_FOLDER).replace(/\//g, '\\/')}\\/`;
        if (pattern && !pattern[0].startsWith(folder)) fail(`is an image whose pattern does not start with ${folder}`);
        return { ...base, widget: 'image', choose_url: false, ...(pattern && { pattern: [`^${pattern[0].slice(folder.length)}`, pattern[1]] }) };
      }
      return { ...base, widget: json.widget === 'text' ? 'text' : 'string', ...(pattern && { pattern }) };
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: json.type === 'integer' ? 'int' : 'float',
        ...(json.minimum !== undefined && { min: json.minimum }),
        ...(json.maximum !== undefined && { max: json.maximum }),
      };
    case 'boolean': {
      // Decap's required check takes `false` as a value; `true` alone (the testimonial's consent) is
      // a pattern on the value's text, with the schema's own message.
      if (json.const === undefined) return { ...base, widget: 'boolean' };
      return { ...base, widget: 'boolean', pattern: [`^${escapeRegExp(String(json.const))}$`, json.errorMessage ?? words.wrong] };
    }
    case 'object':
      // Decap checks a required field inside an object even when the object is left empty: inside
      // an optional object (Ligação na Copel) every field is optional to Decap, and the build says
      // when one is given without the other.
      return { ...base, widget: 'object', collapsed: false, fields: decapFields(json, words, path, !required) };
    case 'array': {
      const items = json.items ?? fail('is an array without items');
      const limits = { ...(json.minItems !== undefined && { min: json.minItems }), ...(json.maxItems !== undefined && { max: json.maxItems }) };
      if (items.enum && items.type === 'string') {
        const { options } = decapField(name, items, true, words, `${path}[]`);
        return { ...base, widget: 'select', multiple: true, options, ...limits };
      }
      if (items.type !== 'object') fail('is a list of something other than objects or options');
      return {
        ...base,
        widget: 'list',
        ...(items.title && { label_singular: items.title }),
        ...limits,
        collapsed: false,
        fields: decapFields(items, words, `${path}[]`),
      };
    }
    default:
      return fail(`has a type Decap cannot edit (${json.type ?? 'none'})`);
  }
}

/** Every property of an object schema as Decap fields, in the schema's order; none required inside an optional object. */
export function decapFields(json: JsonSchema, words: CmsWords, path = '', optional = false): DecapField[] {
  const required = new Set(optional ? [] : (json.required ?? []));
  return Object.entries(json.properties ?? {}).map(([key, property]) => decapField(key, property, required.has(key), words, path ? `${path}.${key}` : key));
}

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const fieldsOf = (schema: z.ZodType, words: CmsWords, path: string) => decapFields(jsonSchemaOf(schema), words, path);

export type CmsOptions = {
  backend: DecapBackend;
  /** The local proxy (decap-server) for `npm run cms`: Decap uses it on localhost only. */
  localBackend?: string;
  siteUrl?: string;
  words: CmsWords;
};

/** Decap's configuration for the company's content. */
export function buildCmsConfig({ backend, localBackend, siteUrl, words }: CmsOptions): DecapConfig {
  return {
    locale: 'pt',
    backend,
    ...(localBackend && { local_backend: { url: localBackend } }),
    ...(siteUrl && { site_url: siteUrl, display_url: siteUrl }),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // Entry and photo file names in plain ASCII ('Residência em Londrina' → residencia-em-londrina.json),
    // as scripts/build/photos.mjs and the photo pattern of the schema expect.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // The preview pane would show raw field values in a frame: the site's own build is the preview.
    editor: { preview: false },
    collections: [
      {
        name: 'company',
        label: CMS_COPY.files,
        delete: false,
        editor: { preview: false },
        files: CONTENT_FILES.map(({ name, label, file, schema }) => ({ name, label, file, fields: fieldsOf(schema, words, name) })),
      },
      ...CONTENT_FOLDERS.map(({ name, label, entry, folder, schema, identifier }) => ({
        name,
        label,
        label_singular: entry,
        folder,
        create: true as const,
        delete: true as const,
        format: 'json' as const,
        extension: 'json' as const,
        identifier_field: identifier,
        slug: '{{slug}}',
        summary: `{{${identifier}}}`,
        fields: fieldsOf(schema, words, name),
      })),
    ],
  };
}
