/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CHECK_WORDS } from '@/content/company/read';
import { CMS_COPY, CONTENT_FILES, CONTENT_FOLDERS, projectSchema, testimonialSchema } from '@/content/company/schema';
import { MUNICIPALITIES } from '@/content/simulator/irradiation';
import { buildCmsConfig, decapFields, jsonSchemaOf, type DecapField, type JsonSchema } from '@/scripts/operator/cms-config';

// The CMS's configuration is generated from the schemas the build checks with: every field of
// every schema is in it with its label, hint, required flag, limits and options.

const config = buildCmsConfig({ backend: { name: 'github', repo: 'empresa/site', branch: 'main' }, words: CHECK_WORDS });
const [files, ...folders] = config.collections;

/** Each schema property beside the Decap field of the same name, recursively, with the rule that applies. */
function compare(json: JsonSchema, fields: DecapField[], path: string, optionalParent: boolean) {
  const required = new Set(optionalParent ? [] : (json.required ?? []));
  expect([path, fields.map((field) => field.name)]).toEqual([path, Object.keys(json.properties ?? {})]);
  for (const field of fields) {
    const property = (json.properties ?? {})[field.name]!;
    const where = `${path}.${field.name}`;
    expect([where, field.label, field.hint]).toEqual([where, property.title, property.description]);
    // Decap's default is required; only optional fields say so.
    expect([where, field.required]).toEqual([where, required.has(field.name) ? undefined : false]);
    if (property.widget === 'hidden') {
      expect([where, field.widget]).toEqual([where, 'hidden']);
      continue;
    }
    if (property.widget === 'date') {
      expect([where, field.widget, field.format, field.date_format, field.time_format]).toEqual([where, 'datetime', 'YYYY-MM-DD', 'YYYY-MM-DD', false]);
      continue;
    }
    if (property.enum) {
      const options = property.labels ? property.enum.map((value) => ({ label: property.labels?.[String(value)], value })) : property.enum;
      expect([where, field.widget, field.options]).toEqual([where, 'select', options]);
      continue;
    }
    switch (property.type) {
      case 'number':
      case 'integer':
        expect([where, field.widget, field.value_type, field.min, field.max]).toEqual([
          where,
          'number',
          property.type === 'integer' ? 'int' : 'float',
          property.minimum,
          property.maximum,
        ]);
        break;
      case 'string': {
        expect([where, field.widget]).toEqual([where, property.widget === 'image' ? 'image' : property.widget === 'text' ? 'text' : 'string']);
        const pattern = field.pattern?.[0] ?? '';
        if (property.pattern && property.widget === 'image') {
          // Decap tests an image's pattern against its file name; the folder is the media folder.
          expect([where, `^\\/photos\\/${pattern.slice(1)}`]).toEqual([where, property.pattern]);
        } else if (property.pattern) {
          expect([where, pattern]).toEqual([where, property.pattern]);
        } else if (property.maxLength !== undefined) {
          expect([where, pattern]).toEqual([where, `^[\\s\\S]{${(property.minLength ?? 0) > 1 ? property.minLength : 0},${property.maxLength}}$`]);
        }
        break;
      }
      case 'boolean':
        expect([where, field.widget, field.pattern?.[0]]).toEqual([where, 'boolean', property.const === undefined ? undefined : `^${String(property.const)}$`]);
        break;
      case 'object':
        expect([where, field.widget]).toEqual([where, 'object']);
        compare(property, field.fields ?? [], where, !required.has(field.name) || optionalParent);
        break;
      case 'array':
        expect([where, field.min, field.max]).toEqual([where, property.minItems, property.maxItems]);
        if (property.items?.enum) {
          expect([where, field.widget, field.multiple]).toEqual([where, 'select', true]);
        } else {
          expect([where, field.widget, field.label_singular]).toEqual([where, 'list', property.items?.title]);
          compare(property.items ?? {}, field.fields ?? [], `${where}[]`, false);
        }
        break;
      default:
        throw new Error(`${where}: unexpected type ${property.type}`);
    }
  }
}

describe('the CMS configuration', () => {
  it('is in Portuguese, stores photos in public/photos as /photos/…, and names files in plain ASCII', () => {
    expect(config).toMatchObject({
      locale: 'pt',
      media_folder: 'public/photos',
      public_folder: '/photos',
      slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
      backend: { name: 'github', repo: 'empresa/site', branch: 'main' },
    });
    expect(config.local_backend).toBeUndefined();
  });

  it('has one screen per single file under "Empresa", in the schema order', () => {
    expect(files).toMatchObject({ name: 'company', label: CMS_COPY.files, delete: false });
    expect('files' in files! && files.files.map(({ name, label, file }) => ({ name, label, file }))).toEqual(
      CONTENT_FILES.map(({ name, label, file }) => ({ name, label, file })),
    );
  });

  it('has a collection per folder: one JSON file per entry, named from its title', () => {
    expect(folders).toEqual(
      CONTENT_FOLDERS.map(({ name, label, entry, folder, identifier }) =>
        expect.objectContaining({
          name,
          label,
          label_singular: entry,
          folder,
          create: true,
          format: 'json',
          extension: 'json',
          identifier_field: identifier,
          slug: '{{slug}}',
        }),
      ),
    );
  });

  it.each([...CONTENT_FILES.map(({ name, schema }) => [name, schema] as const), ...CONTENT_FOLDERS.map(({ name, schema }) => [name, schema] as const)])(
    '%s: every field of the schema, with its label, hint, required flag, limits and options',
    (name, schema) => {
      const collection = config.collections.find((c) => c.name === name) ?? config.collections[0]!;
      const fields = 'files' in collection ? collection.files.find((file) => file.name === name)!.fields : collection.fields;
      compare(jsonSchemaOf(schema as z.ZodType), fields, name, false);
    },
  );

  const field = (fields: DecapField[], ...names: string[]): DecapField => {
    const [first, ...rest] = names;
    const found = fields.find((f) => f.name === first)!;
    return rest.length ? field(found.fields ?? [], ...rest) : found;
  };
  const project = 'fields' in folders[0]! ? folders[0].fields : [];
  const testimonial = 'fields' in folders[1]! ? folders[1].fields : [];

  it('a project: the city from the 399 municipalities, the type by its label, kWp a number from 0.5 to 5000', () => {
    expect(field(project, 'city').options).toEqual(MUNICIPALITIES.map((m) => m.name));
    expect(field(project, 'city').options).toHaveLength(399);
    expect(field(project, 'type').options).toContainEqual({ label: 'Residencial', value: 'residencial' });
    expect(field(project, 'kWp')).toEqual({
      name: 'kWp',
      label: 'Potência (kWp)',
      hint: 'A potência dos módulos, em kWp: 5 ou 12,3.',
      widget: 'number',
      value_type: 'float',
      min: 0.5,
      max: 5000,
    });
  });

  it('a photo is a file from the panel and a description, both required: no photo without its alt text', () => {
    const photos = field(project, 'photos');
    expect(photos).toMatchObject({ widget: 'list', label: 'Fotos', required: false, max: 6, label_singular: 'Foto' });
    expect(field(project, 'photos', 'src')).toEqual({
      name: 'src',
      label: 'Arquivo',
      widget: 'image',
      choose_url: false,
      pattern: ['^[\\w.-]+\\.(jpe?g|png|webp|avif|tiff?)$', 'precisa ser uma foto enviada pelo painel (JPG, PNG, WebP ou AVIF)'],
    });
    expect(field(project, 'photos', 'alt')).toMatchObject({
      widget: 'string',
      pattern: ['^[\\s\\S]{10,200}$', 'precisa ter pelo menos 10 caracteres e pode ter no máximo 200 caracteres'],
    });
    expect(field(project, 'photos', 'alt').required).toBeUndefined();
  });

  it('inside an optional object nothing is required to Decap (the build says when a month comes without its year)', () => {
    expect(field(project, 'connected')).toMatchObject({ widget: 'object', required: false });
    expect(field(project, 'connected', 'month')).toMatchObject({ required: false, value_type: 'int', min: 1, max: 12 });
    expect(field(project, 'connected', 'year')).toMatchObject({ required: false, value_type: 'int', min: 2012 });
  });

  it("a testimonial's consent must be ticked, with the schema's own message; its date is a day", () => {
    expect(field(testimonial, 'consent')).toEqual({
      name: 'consent',
      label: 'Autorização arquivada',
      hint: 'Marque só se a empresa guarda a autorização por escrito para publicar o nome, a cidade e o texto (LGPD).',
      widget: 'boolean',
      pattern: ['^true$', 'precisa da autorização por escrito arquivada: sem ela, o depoimento não pode ser publicado'],
    });
    expect(new RegExp(field(testimonial, 'consent').pattern![0]).test(String(false))).toBe(false);
    expect(field(testimonial, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, picker_utc: true });
    expect(field(testimonial, 'text')).toMatchObject({ widget: 'text', pattern: ['^[\\s\\S]{20,600}$', expect.stringContaining('20 caracteres')] });
  });

  it("an office's Google profile is optional, and refused on saving when it is not an https link of Google's, with the build's message", () => {
    const company = 'files' in files! ? files.files.find((file) => file.name === 'company')!.fields : [];
    const profile = field(company, 'sites', 'googleProfile');
    expect(profile).toMatchObject({ widget: 'string', label: 'Perfil no Google', required: false, hint: expect.stringContaining('Compartilhar') });
    const [pattern, message] = profile.pattern!;
    expect(message).toMatch(/^precisa ser o link do perfil da unidade no Google: começa com https:\/\//);
    // Decap tests the value against the pattern as a JavaScript regular expression.
    const taken = (url: string) => new RegExp(pattern).test(url);
    expect(['https://maps.app.goo.gl/ExemploUnidade', 'https://g.page/r/CfExemplo', 'https://www.google.com/maps/place/Empresa'].filter(taken)).toHaveLength(3);
    expect(['http://maps.app.goo.gl/ExemploUnidade', 'https://www.facebook.com/empresa', 'https://maps.google.com.exemplo.net/x'].filter(taken)).toEqual([]);
  });

  it("keeps the drawings of the specification's examples out of the editor, untouched", () => {
    expect(field(project, 'illustration')).toEqual({ name: 'illustration', label: 'Ilustração', required: false, widget: 'hidden' });
  });

  it('refuses a field it cannot show as the schema means it, naming the field', () => {
    const untitled = z.object({ name: z.string() }).meta({ title: 'X' });
    expect(() => decapFields(jsonSchemaOf(untitled), CHECK_WORDS, 'x')).toThrow('cms-config: x.name: has no title');
    const union = z.object({ a: z.union([z.object({ b: z.string() }), z.object({ c: z.number() })]).meta({ title: 'A' }) });
    expect(() => decapFields(jsonSchemaOf(union), CHECK_WORDS)).toThrow('cms-config: a: is a union');
    const numbers = z.object({ a: z.array(z.number()).meta({ title: 'A' }) });
    expect(() => decapFields(jsonSchemaOf(numbers), CHECK_WORDS)).toThrow('cms-config: a: is a list of something other than');
    const image = z.object({
      a: z
        .string()
        .regex(/^\/fotos\/.+$/)
        .meta({ title: 'A', widget: 'image' }),
    });
    expect(() => decapFields(jsonSchemaOf(image), CHECK_WORDS)).toThrow('cms-config: a: is an image whose pattern does not start with');
  });

  it('with the local proxy, Decap uses it on this computer only (the same config, plus local_backend)', () => {
    const local = buildCmsConfig({
      backend: config.backend,
      localBackend: 'http://127.0.0.1:8081/api/v1',
      siteUrl: 'http://localhost:3000/',
      words: CHECK_WORDS,
    });
    expect(local).toEqual({
      ...config,
      local_backend: { url: 'http://127.0.0.1:8081/api/v1' },
      site_url: 'http://localhost:3000/',
      display_url: 'http://localhost:3000/',
    });
  });

  it('is derived from the schemas: the project and testimonial schemas are the ones the build checks', () => {
    expect(CONTENT_FOLDERS.map(({ schema }) => schema)).toEqual([projectSchema, testimonialSchema]);
  });

  it('has every screen named in docs/content.md, as the CMS shows it', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/content.md'), 'utf8');
    for (const label of [CMS_COPY.files, ...CONTENT_FILES.map((f) => f.label), ...CONTENT_FOLDERS.map((f) => f.label)]) {
      expect([label, doc.includes(`**${label}**`)]).toEqual([label, true]);
    }
  });
});
