import { z } from 'zod';
import { MUNICIPALITIES } from '../simulator/irradiation';
import { cnpjCheckDigits, CNPJ_MASK } from '../../lib/content/cnpj';
import { brasiliaToday } from '../../lib/lead/visit';
import { parseBrPhone } from '../../lib/phone/phone';
import { webAddressProblem, type WebAddressProblem } from '../../lib/content/web-address';
import { PLACEHOLDERS } from './placeholders';
import { PAGED_SERVICES, type PagedServiceId, type PictureSlot } from '../services';

// The shape of everything the company edits without a developer: its identity, its
// figures, projects, testimonials, rating, equipment brands, credentials and team. The data lives
// in JSON files beside this one (content/company/*.json, projects/, testimonials/); the build
// refuses a file that does not fit (content/company/data.ts), and the CMS at /admin is generated
// from these same schemas (scripts/operator/cms-config.ts), so its labels, hints and limits are these.
//
// Every field carries `title` (the label, in Portuguese, as the CMS and the build's messages name
// it) and, where it helps, `description` (the hint). `widget` picks a CMS widget where the type
// alone does not: 'text' (several lines), 'image' (a file in public/photos/), 'date', 'hidden'.
// `errorMessage` is the message of a field's shape (its pattern, or the one value it takes), which
// the CMS shows beside its own check of that shape. All of it is zod's metadata (`.meta()`), which
// zod's JSON Schema output carries: scripts/operator/cms-config.ts reads nothing else of a schema.
//
// Ranges and lengths have no message here: the build's check words them with their limit
// (lib/content/check.ts, CHECK_WORDS in read.ts), as it words a value of the wrong type.

const isPlaceholder = (value: string) => PLACEHOLDERS.some((placeholder) => placeholder.value === value);

/**
 * A string of a fixed shape, with the message the build and the CMS give when it does not fit. The
 * checks after it (a CNPJ's digits, a phone's area code, a calendar day) run only on a string of
 * that shape: one message at a time, and no check ever sees what it cannot read.
 */
const shaped = (schema: z.ZodString, regex: RegExp, errorMessage: string) => schema.regex(regex, { error: errorMessage, abort: true }).meta({ errorMessage });

const text = (title: string, description?: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .meta({ title, ...(description && { description }) });

const longText = (title: string, description: string, max: number) => text(title, description, max).meta({ title, description, widget: 'text' });

/**
 * 'YYYY-MM-DD', a real calendar day (the pages format it with `new Date`, which must not see another).
 * With `past`, a day that has happened: not after the build's day in Brasília, the company's calendar
 * (a build machine's clock in UTC is a day ahead from 21:00 there; the ISO strings compare as dates).
 */
const isoDate = (title: string, description: string, { past = false } = {}) =>
  shaped(z.string(), /^\d{4}-\d{2}-\d{2}$/, 'precisa ser uma data como 2026-11-25')
    .refine(
      (value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      },
      { error: 'não é uma data do calendário: confira o dia e o mês', abort: true },
    )
    .refine((value) => !past || value <= brasiliaToday(new Date()), {
      error: () => `não pode ser depois de hoje (${brasiliaToday(new Date()).split('-').reverse().join('/')}): confira o dia, o mês e o ano`,
    })
    .meta({ title, description, widget: 'date' });

/** What to do about each problem of a web address (lib/content/web-address.ts). */
const WEB_ADDRESS_MESSAGES: { [K in WebAddressProblem['kind']]: (problem: Extract<WebAddressProblem, { kind: K }>) => string } = {
  unparsable: () => 'não é um endereço que o navegador consiga abrir: copie-o da barra de endereços do navegador',
  port: () => 'não pode ter porta (o ":" e o número depois do domínio): apague-a',
  'not-https': () => 'precisa começar com https://',
  credentials: () => 'não pode ter usuário nem senha antes do domínio (a parte até o "@"): apague-a',
  host: () => 'precisa ter um domínio depois de https://, como www.empresa.com.br',
  'not-origin': ({ origin }) => `precisa ser só o endereço do site, sem nada depois do domínio e em minúsculas: escreva ${origin}`,
};

const webAddressMessage = (problem: WebAddressProblem) => (WEB_ADDRESS_MESSAGES[problem.kind] as (problem: WebAddressProblem) => string)(problem);

/**
 * A public https address, parsed as a browser parses it. Not trimmed: the site's address is read
 * as written (content/company/site.ts), so a space around it is refused, not dropped. With
 * `originOnly`, the bare origin the pages resolve their paths against.
 */
const https = (title: string, description: string, { originOnly = false } = {}) =>
  shaped(
    z.string(),
    /^https:\/\/[^\s/]+\.[^\s]+$/,
    'precisa ser um endereço completo que comece com https:// e não tenha espaços (copie-o da barra de endereços do navegador)',
  )
    .refine((value) => webAddressProblem(value, { originOnly }) === undefined, {
      error: (issue) => webAddressMessage(webAddressProblem(String(issue.input), { originOnly })!),
    })
    .meta({ title, description });

const email = (title: string, description?: string) =>
  shaped(z.string().trim(), /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'precisa ser um e-mail, como contato@empresa.com.br').meta({
    title,
    ...(description && { description }),
  });

/** A Brazilian phone with its area code, as a visitor reads it: (43) 3000-0000 or (43) 99999-0000. */
const phone = (title: string, description = 'Com DDD, como o visitante lê: (43) 3000-0000 ou (43) 99999-0000.') =>
  shaped(z.string().trim(), /^\(\d{2}\) (9\d{4}|[2-8]\d{3})-\d{4}$/, 'precisa ser um telefone com DDD, como (43) 3000-0000 ou (43) 99999-0000')
    .refine((value) => parseBrPhone(value).ok, { error: 'tem um DDD que não existe no Brasil' })
    .meta({ title, description });

const MUNICIPALITY_NAMES = MUNICIPALITIES.map((municipality) => municipality.name) as [string, ...string[]];

/** One of Paraná's 399 municipalities, spelt as IBGE and LABREN spell it. */
const municipality = (title = 'Cidade', description = 'Um dos 399 municípios do Paraná.') =>
  z.enum(MUNICIPALITY_NAMES, { error: 'precisa ser um dos 399 municípios do Paraná, escrito como na lista' }).meta({ title, description });

/** A choice with a label per value: `labels` names each option in the CMS and on the page. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, labels: Record<T[number], string>, title: string, description?: string) =>
  z.enum(values, { error: `precisa ser uma destas opções: ${values.map((value) => labels[value as T[number]]).join(', ')}` }).meta({
    title,
    ...(description && { description }),
    labels,
  });

/** A photo the company uploads (public/photos/) and what it shows, for people who cannot see it. */
const photo = (title = 'Foto') =>
  z
    .object({
      src: shaped(z.string(), /^\/photos\/[\w.-]+\.(jpe?g|png|webp|avif|tiff?)$/i, 'precisa ser uma foto enviada pelo painel (JPG, PNG, WebP ou AVIF)').meta({
        title: 'Arquivo',
        widget: 'image',
      }),
      alt: text(
        'Descrição da foto',
        'O que a foto mostra, para quem não pode vê-la: por exemplo "Telhado de casa em Londrina com 12 placas solares".',
        200,
      ).min(10, { error: 'precisa descrever a foto em pelo menos 10 caracteres' }),
    })
    .meta({ title });

// No message of their own: a schema's message would answer for its checks too, and a 0 where the
// minimum is 1 would read 'precisa ser um número'. The check words each with its limit.
const number = (title: string, description: string, min: number, max: number) => z.number().min(min).max(max).meta({ title, description });

const whole = (title: string, description: string, min: number, max: number) => z.number().int().min(min).max(max).meta({ title, description });

// ------------------------------------------------------------------------- identity

/** The brand and the two numbers every page shows: small, because the browser's code reads them. */
export const identitySchema = z
  .object({
    brand: text('Nome da marca', 'Como a empresa aparece no site, no título das páginas e nas mensagens.', 60),
    mainPhone: phone('Telefone da matriz'),
    whatsapp: z
      .object({
        phone: phone('Número do WhatsApp', 'Um celular com DDD: (43) 99999-0000.'),
        greeting: longText('Mensagem inicial', 'O texto que já vem escrito quando o visitante abre o WhatsApp pelo site.', 400),
      })
      .meta({ title: 'WhatsApp' }),
  })
  .meta({ title: 'Marca e telefones' });

export const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export const DAY_LABELS: Record<(typeof DAYS)[number], string> = {
  Mo: 'Segunda-feira',
  Tu: 'Terça-feira',
  We: 'Quarta-feira',
  Th: 'Quinta-feira',
  Fr: 'Sexta-feira',
  Sa: 'Sábado',
  Su: 'Domingo',
};

const time = (title: string) =>
  shaped(z.string(), /^([01]\d|2[0-3]):[0-5]\d$/, 'precisa ser uma hora como 08:00').meta({ title, description: 'No formato 08:00.' });

export const SITE_KINDS = ['head-office', 'branch'] as const;
export const SITE_KIND_LABELS: Record<(typeof SITE_KINDS)[number], string> = { 'head-office': 'Matriz', branch: 'Filial' };

/**
 * An office's public profile on Google (its Business Profile), as Google Maps shares it: an https link
 * on one of Google's hosts, never a look-alike (`maps.google.com.example.net`), so one pattern serves
 * the CMS, which checks it on saving, and the build.
 */
export const GOOGLE_PROFILE_LINK =
  /^https:\/\/(?:(?:www\.)?google\.com(?:\.br)?\/maps|maps\.google\.com(?:\.br)?|maps\.app\.goo\.gl|goo\.gl\/maps|g\.page|business\.google\.com)[/?]\S+$/;

const googleProfile = (title: string, description: string) =>
  shaped(
    z.string(),
    GOOGLE_PROFILE_LINK,
    'precisa ser o link do perfil da unidade no Google: começa com https:// e é do Google Maps (maps.app.goo.gl, g.page, google.com/maps ' +
      'ou business.google.com); no Google Maps, abra a unidade, toque em Compartilhar e copie o link',
  ).meta({ title, description });

export const companySchema = z
  .object({
    legalName: text('Razão social', 'Como está no CNPJ: aparece no rodapé e nos documentos legais.', 120),
    cnpj: shaped(z.string().trim(), CNPJ_MASK, 'precisa ser escrito como 12.345.678/0001-90')
      .refine((value) => isPlaceholder(value) || !/^(.)\1*$/.test(value.replace(/[./-]/g, '')), { error: 'não pode ter todos os caracteres iguais' })
      // The development build's made-up CNPJ passes here; check:launch and a production build refuse it.
      .refine((value) => isPlaceholder(value) || cnpjCheckDigits(value.replace(/[./-]/g, '').slice(0, 12)) === value.slice(-2), {
        error: 'tem os dígitos verificadores errados: confira o número no cartão CNPJ',
      })
      .meta({ title: 'CNPJ', description: 'Com pontos, barra e traço: 12.345.678/0001-90.' }),
    url: https('Endereço do site', 'O endereço público, sem barra no fim: https://www.empresa.com.br.', { originOnly: true }),
    email: email('E-mail de contato'),
    dpo: z
      .object({
        name: text('Encarregado de dados (LGPD)', 'Quem responde pedidos sobre dados pessoais: uma pessoa ou uma equipe.', 120),
        email: email('E-mail do encarregado'),
      })
      .meta({ title: 'Proteção de dados' }),
    openingHours: z
      .array(
        z
          .object({
            days: z
              .array(choice(DAYS, DAY_LABELS, 'Dia'))
              .min(1, { error: 'precisa de pelo menos um dia' })
              .meta({ title: 'Dias', description: 'Os dias com este horário.' }),
            opens: time('Abre às'),
            closes: time('Fecha às'),
          })
          .refine((hours) => hours.opens < hours.closes, { error: 'fecha antes de abrir', path: ['closes'] })
          .meta({ title: 'Horário' }),
      )
      .max(7)
      .meta({ title: 'Horário de atendimento', description: 'Uma linha por horário diferente, por exemplo segunda a sexta e sábado.' }),
    sites: z
      .array(
        z
          .object({
            kind: choice(SITE_KINDS, SITE_KIND_LABELS, 'Tipo'),
            label: text('Nome da unidade', 'Como aparece no site: Matriz, Filial, Unidade Maringá.', 40),
            street: text('Endereço', 'Rua e número, como aparece no endereço.', 120),
            district: text('Bairro', undefined, 60),
            city: municipality(),
            cep: shaped(z.string().trim(), /^8[0-7]\d{3}-\d{3}$/, 'precisa ser um CEP do Paraná, como 86010-000').meta({
              title: 'CEP',
              description: 'Como 86010-000 (os CEPs do Paraná começam por 80 a 87).',
            }),
            phone: phone(
              'Telefone da unidade',
              'Só nas filiais, com DDD: (45) 3000-0000. Na matriz fica vazio: o telefone dela é o Telefone da matriz, na tela Marca e telefones.',
            ).optional(),
            googleProfile: googleProfile(
              'Perfil no Google',
              'Opcional: o link do Perfil da Empresa no Google desta unidade (o antigo Google Meu Negócio), que os buscadores ligam ao endereço. ' +
                'No Google Maps, abra a unidade, toque em Compartilhar e copie o link (https://maps.app.goo.gl/…); vale também um link de g.page, ' +
                'de google.com/maps ou de business.google.com.',
            ).optional(),
          })
          .meta({ title: 'Unidade' }),
      )
      .min(1, { error: 'precisa de pelo menos uma unidade (a matriz)' })
      .max(6)
      .refine((sites) => sites.filter((site) => site.kind === 'head-office').length === 1, { error: 'precisa de exatamente uma matriz' })
      .superRefine((sites, context) => {
        // The head office's phone is written once, as the main phone (identity.json, which the browser's code reads);
        // each branch has its own.
        sites.forEach((site, index) => {
          if (site.kind === 'head-office' && site.phone !== undefined) {
            context.addIssue({
              code: 'custom',
              path: [index, 'phone'],
              message: 'fica vazio na matriz: o telefone dela é o Telefone da matriz, na tela Marca e telefones (apague-o aqui e confira-o lá)',
            });
          }
          if (site.kind !== 'head-office' && site.phone === undefined) {
            context.addIssue({ code: 'custom', path: [index, 'phone'], message: 'é obrigatório numa filial' });
          }
        });
      })
      .meta({ title: 'Unidades', description: 'A matriz primeiro; as filiais depois.' }),
  })
  .meta({ title: 'Dados da empresa' });

// -------------------------------------------------------------------------- figures

export const figuresSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            value: text('Número', 'Curto, como aparece em destaque: 500+, 10 anos, 95%.', 12),
            label: text('Legenda', 'O que o número conta: projetos entregues no Paraná.', 60),
            source: text('Fonte', 'De onde vem e quando foi contado: "Contagem de contratos da empresa, novembro de 2026".', 160).min(10, {
              error: 'precisa dizer de onde vem o número (pelo menos 10 caracteres)',
            }),
          })
          .meta({ title: 'Número' }),
      )
      .min(1)
      .max(4)
      .meta({ title: 'Números da empresa', description: 'Até quatro, na faixa abaixo do topo da página inicial.' }),
  })
  .meta({ title: 'Números da empresa' });

// ------------------------------------------------------------------------- projects

export const PROJECT_TYPES = ['residencial', 'comercial', 'rural', 'industrial'] as const;
export const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  residencial: 'Residencial',
  comercial: 'Comercial',
  rural: 'Rural',
  industrial: 'Industrial',
};

/** A saving (in % or R$ a month), not a payback: the connection date and the bill it came from qualify it. */
export const isSaving = ({ saving }: { saving: { percent?: number; monthlyBRL?: number } }) => saving.percent !== undefined || saving.monthlyBRL !== undefined;

export const projectSchema = z
  .object({
    title: text('Título', 'Curto: Residência em Londrina, Mercado em Cambé.', 60),
    city: municipality(),
    type: choice(PROJECT_TYPES, PROJECT_TYPE_LABELS, 'Tipo'),
    kWp: number('Potência (kWp)', 'A potência dos módulos, em kWp: 5 ou 12,3.', 0.5, 5000),
    modules: whole('Número de módulos', 'Quantas placas o sistema tem.', 1, 20000).optional(),
    connected: z
      .object({
        month: whole('Mês de ligação', 'De 1 (janeiro) a 12 (dezembro).', 1, 12),
        year: whole('Ano de ligação', 'O ano em que a Copel ligou o sistema.', 2012, 2100),
      })
      .optional()
      .meta({ title: 'Ligação na Copel', description: 'Quando a Copel ligou o sistema: a economia depende disso (Fio B desde 2023).' }),
    saving: z
      .object({
        percent: number('Economia (%)', 'Quanto a conta caiu, em %: 85.', 1, 100).optional(),
        monthlyBRL: number('Economia por mês (R$)', 'Quanto a conta caiu por mês, em reais: 420.', 1, 10_000_000).optional(),
        billBeforeBRL: number('Conta antes (R$)', 'A conta média por mês antes do sistema, em reais: a economia vem dela.', 1, 10_000_000).optional(),
        paybackYears: number('Retorno (anos)', 'Em quantos anos a economia pagou o sistema: 4.', 1, 25).optional(),
      })
      .refine((saving) => saving.percent !== undefined || saving.monthlyBRL !== undefined || saving.paybackYears !== undefined, {
        error: 'precisa de uma economia (em % ou R$) ou de um retorno em anos',
      })
      .meta({ title: 'Resultado' }),
    photos: z.array(photo()).max(6).optional().meta({ title: 'Fotos', description: 'Até seis; a primeira aparece no cartão.' }),
    story: longText('História', 'Uma ou duas frases: a situação e o que o sistema mudou.', 400).optional(),
    featured: z.boolean().optional().meta({
      title: 'Mostrar na página inicial',
      description:
        'A página inicial mostra três projetos: primeiro os marcados aqui, pela Ordem; depois, se faltar, os ligados mais recentemente. Os outros aparecem na página da cidade de cada um, que a página inicial indica.',
    }),
    order: whole('Ordem', 'Opcional: entre os marcados para a página inicial, os números menores aparecem primeiro (1, 2, 3…).', 1, 999).optional(),
    /** The original drawing of the specification's two examples (not editable in the CMS). */
    illustration: z
      .object({ name: z.string().regex(/^[\w-]+$/), alt: z.string().min(10) })
      .optional()
      .meta({ title: 'Ilustração', widget: 'hidden' }),
  })
  .refine((project) => (project.photos?.length ?? 0) > 0 || project.illustration, {
    error: 'precisa de pelo menos uma foto',
    path: ['photos'],
  })
  .meta({ title: 'Projeto' });

// ----------------------------------------------------------------- testimonials, rating

export const TESTIMONIAL_SOURCES = ['google', 'whatsapp', 'pessoalmente', 'email'] as const;
export const TESTIMONIAL_SOURCE_LABELS: Record<(typeof TESTIMONIAL_SOURCES)[number], string> = {
  google: 'Avaliação no Google',
  whatsapp: 'Mensagem de WhatsApp',
  pessoalmente: 'Pessoalmente',
  email: 'E-mail',
};

const CONSENT_MESSAGE = 'precisa da autorização por escrito arquivada: sem ela, o depoimento não pode ser publicado';

export const testimonialSchema = z
  .object({
    name: text('Nome', 'Como a pessoa autorizou ser chamada: Maria S.', 60),
    city: municipality(),
    text: longText('Depoimento', 'As palavras da pessoa; corrija a digitação, nunca o sentido.', 600).min(20, {
      error: 'precisa ter pelo menos 20 caracteres',
    }),
    date: isoDate('Data', 'Quando a pessoa disse ou escreveu.', { past: true }),
    source: choice(TESTIMONIAL_SOURCES, TESTIMONIAL_SOURCE_LABELS, 'Onde foi dado'),
    consent: z.literal(true, { error: CONSENT_MESSAGE }).meta({
      title: 'Autorização arquivada',
      description: 'Marque só se a empresa guarda a autorização por escrito para publicar o nome, a cidade e o texto (LGPD).',
      errorMessage: CONSENT_MESSAGE,
    }),
    kWp: number('Potência do sistema (kWp)', 'Opcional: o sistema que a empresa instalou para a pessoa.', 0.5, 5000).optional(),
  })
  .meta({ title: 'Depoimento' });

export const ratingSchema = z
  .object({
    value: number('Nota', 'A média, de 1 a 5, como o Google mostra: 4,9.', 1, 5).optional(),
    count: whole('Número de avaliações', 'De quantas avaliações vem a média.', 1, 1_000_000).optional(),
    url: https('Link das avaliações', 'A página pública com as avaliações (o perfil da empresa no Google).').optional(),
    readOn: isoDate('Consultada em', 'Quando os números foram lidos: a página mostra esta data.').optional(),
  })
  .refine(
    (rating) =>
      [rating.value, rating.count, rating.url, rating.readOn].every((field) => field === undefined) ||
      [rating.value, rating.count, rating.url, rating.readOn].every((field) => field !== undefined),
    {
      error: 'preencha os quatro campos da nota, ou nenhum',
    },
  )
  .meta({ title: 'Nota no Google', description: 'Copiada do perfil da empresa no Google; deixe vazia até ter.' });

// --------------------------------------------------------------- brands, credentials, team

export const brandsSchema = z
  .object({
    brands: z
      .array(
        z
          .object({
            name: text('Marca', undefined, 60),
            what: text('O que fornece', 'Módulos fotovoltaicos, Inversores, Estruturas.', 60),
            logo: shaped(z.string(), /^\/photos\/[\w.-]+\.(jpe?g|png|webp|avif)$/i, 'precisa ser uma imagem enviada pelo painel (PNG, JPG, WebP ou AVIF)')
              .optional()
              .meta({ title: 'Logotipo', description: 'Opcional, com a permissão da marca. O nome aparece ao lado.', widget: 'image' }),
          })
          .meta({ title: 'Marca' }),
      )
      .max(16)
      .meta({ title: 'Marcas que instalamos' }),
  })
  .meta({ title: 'Marcas de equipamentos' });

export const credentialsSchema = z
  .object({
    credentials: z
      .array(
        z
          .object({
            title: text('Registro', 'O que é: Registro no CREA-PR.', 80),
            number: text('Número', 'Como no documento: PR-123456/D.', 40),
            holder: text('Titular', 'Quem tem o registro: Eng. eletricista Ana Souza, responsável técnica.', 120),
            url: https('Onde conferir', 'Opcional: a página pública onde qualquer pessoa confere o número.').optional(),
          })
          .meta({ title: 'Registro' }),
      )
      .max(8)
      .meta({ title: 'Registros', description: 'O responsável técnico e o registro no CREA-PR, que o cliente pode conferir.' }),
  })
  .meta({ title: 'Responsabilidade técnica' });

export const teamSchema = z
  .object({
    members: z
      .array(
        z
          .object({
            name: text('Nome', 'Como a pessoa quer aparecer.', 60),
            role: text('Função', 'Engenheira eletricista, Instalador, Atendimento.', 60),
            photo: photo('Foto').optional(),
            bio: longText('Sobre', 'Opcional, uma frase: experiência, especialidade.', 200).optional(),
          })
          .meta({ title: 'Pessoa' }),
      )
      .max(12)
      .meta({ title: 'Equipe', description: 'Só com a autorização de cada pessoa para mostrar nome, função e foto.' }),
  })
  .meta({ title: 'Equipe' });

// ------------------------------------------------------------------ the site's pictures

/**
 * Where a cropped photo keeps its subject: the pages show each picture at a fixed shape (the top of
 * the home page at 2:1, a solution card at 16:10), so a photo of another shape loses its edges; the
 * focus says which part stays in view (components/ui/artwork.module.css, one class per choice: the
 * site's policy allows no inline style).
 */
export const PHOTO_FOCUSES = ['centro', 'topo', 'base', 'esquerda', 'direita'] as const;
export type PhotoFocus = (typeof PHOTO_FOCUSES)[number];
export const PHOTO_FOCUS_LABELS: Record<PhotoFocus, string> = {
  centro: 'Meio da foto',
  topo: 'Parte de cima',
  base: 'Parte de baixo',
  esquerda: 'Lado esquerdo',
  direita: 'Lado direito',
};

/** A photo in place of one of the site's drawings, with the part that stays in view when it is cropped. */
const framedPhoto = (title: string, description: string) =>
  photo()
    .extend({
      focus: choice(
        PHOTO_FOCUSES,
        PHOTO_FOCUS_LABELS,
        'Foco',
        'Opcional: a parte da foto que fica sempre à vista quando o site a corta no formato do espaço (sem escolha, o centro).',
      ).optional(),
    })
    .optional()
    .meta({ title, description });

export const picturesSchema = z
  .object({
    hero: framedPhoto(
      'Topo da página inicial',
      'Opcional: uma foto de uma instalação da empresa no lugar do desenho do topo. Deitada (paisagem), com pelo menos 1200 pixels de largura: aparece cortada no formato 2 por 1.',
    ),
    // One per card, named by the service (content/services.ts), in the cards' order.
    services: z
      .object(
        Object.fromEntries(
          PAGED_SERVICES.map((service) => [
            service.page.pictureSlot,
            framedPhoto(service.label, 'Opcional: no lugar do desenho do cartão. Deitada (paisagem).'),
          ]),
        ) as Record<PictureSlot, ReturnType<typeof framedPhoto>>,
      )
      .optional()
      .meta({ title: 'Cartões de soluções', description: 'Uma foto por cartão, no lugar do desenho; sem foto, o desenho continua.' }),
    about: framedPhoto(
      'Sobre a empresa',
      'Opcional: a equipe, a sede ou uma obra, ao lado da história da empresa (a seção "Sobre"). Sem foto, a seção fica só com o texto.',
    ),
  })
  .meta({
    title: 'Fotos do site',
    description: 'Fotos da própria empresa no lugar dos desenhos do site: só fotos que a empresa tem o direito de publicar, nunca de banco de imagens.',
  });

// ------------------------------------------------------------ plant rental: legal basis

// The rental card states the company's average of 1,88 % a month. An offer where the company builds,
// rents and operates a plant the investor owns may be a collective investment contract (Lei
// 6.385/1976, art. 2º, IX), whatever the disclaimer: check:launch refuses the launch until the
// company records here the basis it relies on (scripts/operator/check-launch.ts), and the card names it.

export const RENTAL_BASIS_KINDS = ['parecer-juridico', 'registro-cvm', 'dispensa-cvm'] as const;
export const RENTAL_BASIS_KIND_LABELS: Record<(typeof RENTAL_BASIS_KINDS)[number], string> = {
  'parecer-juridico': 'Parecer jurídico',
  'registro-cvm': 'Registro na CVM',
  'dispensa-cvm': 'Dispensa de registro na CVM',
};

/** The fields a recorded basis needs, as the CMS names them (the link is optional). */
export const RENTAL_BASIS_FIELDS = ['Tipo de base legal', 'Quem emitiu', 'Referência', 'Data'] as const;

export const rentalSchema = z
  .object({
    kind: choice(
      RENTAL_BASIS_KINDS,
      RENTAL_BASIS_KIND_LABELS,
      'Tipo de base legal',
      'O documento em que a empresa se apoia para oferecer o aluguel de usinas: um parecer jurídico, o registro da oferta na CVM ou a dispensa de registro.',
    ).optional(),
    issuer: text('Quem emitiu', 'O escritório ou o advogado que assinou o parecer, ou a CVM: "Silva & Souza Advogados".', 120).optional(),
    reference: text('Referência', 'Como achar o documento: o número do parecer, do processo ou do ofício da CVM: "Parecer nº 12/2026".', 120).optional(),
    date: isoDate('Data', 'A data do parecer, do registro ou da dispensa.').optional(),
    url: https('Link para conferir', 'Opcional: a página pública onde se confere o documento (a página da oferta na CVM, por exemplo).').optional(),
  })
  .refine(
    (basis) =>
      [basis.kind, basis.issuer, basis.reference, basis.date].every((field) => field === undefined) ||
      [basis.kind, basis.issuer, basis.reference, basis.date].every((field) => field !== undefined),
    {
      error: `preencha ${RENTAL_BASIS_FIELDS.slice(0, -1)
        .map((field) => `'${field}'`)
        .join(', ')} e '${RENTAL_BASIS_FIELDS.at(-1)}', ou nenhum`,
    },
  )
  .meta({
    title: 'Aluguel de usinas: base legal',
    description:
      'O site mostra a média de 1,88% ao mês do aluguel de usinas. Como a empresa constrói, aluga e opera a usina do investidor, a oferta pode ser um ' +
      'contrato de investimento coletivo (Lei 6.385/1976, art. 2º, IX): o site só vai ao ar quando esta tela registra o parecer jurídico, o registro ' +
      'ou a dispensa da CVM em que a empresa se apoia.',
  });

export type RentalData = z.infer<typeof rentalSchema>;

/** A recorded basis: every field but the link filled. */
export type RentalBasis = Required<Pick<RentalData, 'kind' | 'issuer' | 'reference' | 'date'>> & Pick<RentalData, 'url'>;

export const isRentalBasisRecorded = (rental: RentalData): rental is RentalBasis =>
  rental.kind !== undefined && rental.issuer !== undefined && rental.reference !== undefined && rental.date !== undefined;

// ------------------------------------------------------------------------ Copel tariff

/** Where a class's TE and TUSD came from: its own invoice or resolution row, or B1's until the company has them. */
export const TARIFF_ORIGINS = ['propria', 'mesmos-da-b1'] as const;
export const TARIFF_ORIGIN_LABELS: Record<(typeof TARIFF_ORIGINS)[number], string> = {
  propria: 'Da própria classe (fatura ou resolução)',
  'mesmos-da-b1': 'Os mesmos da B1 (a empresa ainda não informou)',
};

/** The classes with a tariff of their own, as the simulator asks for them (B2 with and without CAD/PRO shares B2's). */
export const TARIFF_CLASS_KEYS = ['b1', 'b2', 'b3'] as const;
export type TariffClassKey = (typeof TARIFF_CLASS_KEYS)[number];

/** TE and TUSD with taxes of one class, R$ per kWh, as a Copel invoice of that class prints them. */
const classTariff = (code: string, invoice: string) => ({
  teBRLPerKWh: number(
    'Energia (TE), R$ por kWh com impostos',
    `A tarifa de energia da ${code} com ICMS, PIS e COFINS, como a fatura da Copel ${invoice} imprime (0,364272). A ANEEL publica a tarifa sem impostos, na tabela 2 (Grupo B) da resolução homologatória.`,
    0.05,
    2,
  ),
  tusdBRLPerKWh: number(
    'Distribuição (TUSD), R$ por kWh com impostos',
    `A tarifa de uso do sistema de distribuição da ${code} com impostos, na mesma fatura da Copel (0,48446).`,
    0.05,
    2,
  ),
});

/** Where a class other than B1 took its TE and TUSD from. */
const tariffOrigin = (code: string, invoice: string) =>
  choice(
    TARIFF_ORIGINS,
    TARIFF_ORIGIN_LABELS,
    'Origem dos valores',
    `“Da própria classe” quando a TE e a TUSD acima vieram de uma fatura da Copel ${invoice} ou da linha ${code} da tabela da resolução da ANEEL. ` +
      '“Os mesmos da B1” enquanto a empresa não os tem: copie então os valores da B1, o simulador avisa o visitante (“mesmos valores da B1 até a empresa informar”) e o check:launch também. ' +
      `A tarifa da ${code} da Copel não foi achada publicada quando esta tela foi criada: ela começa com os valores da B1.`,
  );

const otherClassTariff = (code: string, title: string, invoice: string) =>
  z.object({ ...classTariff(code, invoice), origin: tariffOrigin(code, invoice) }).meta({ title });

/**
 * The Copel tariff the simulator computes with (content/simulator/premises.ts reads the file): the
 * company copies each value from its source after every annual adjustment (each 24 June), and
 * check:launch warns when the effective date is more than 13 months old, and while B2 or B3 still
 * carries B1's values.
 */
export const tariffSchema = z
  .object({
    effectiveFrom: isoDate(
      'Em vigor desde',
      'O dia em que estas tarifas passaram a valer (a Copel reajusta todo 24 de junho): está na resolução homologatória da ANEEL e na página “Taxas e tarifas” da Copel. O resultado do simulador mostra o mês e o ano.',
    ),
    resolution: text(
      'Resolução da ANEEL',
      'A resolução homologatória que aprovou estas tarifas, como a ANEEL a nomeia no seu site (Resolução Homologatória nº …/ano). O resultado do simulador mostra este texto.',
      120,
    ),
    b1: z.object(classTariff('classe residencial (B1)', 'de uma casa')).meta({ title: 'Residencial (B1)' }),
    b2: z
      .object({
        ...classTariff('classe rural (B2)', 'de uma unidade rural'),
        // Paraná's rate on energy is 19% except for rural electrification, which kept 18% (Lei 21.850/2023, art. 3º).
        icms: number(
          'ICMS da classe rural',
          'A alíquota do ICMS da fatura da Copel de uma unidade rural sem CAD/PRO, como fração: 0,18 para 18% (Lei estadual 21.850/2023, art. 3º: ' +
            'a energia paga 19%, exceto a da eletrificação rural). O produtor com CAD/PRO não paga (o simulador já sabe).',
          0,
          0.35,
        ),
        origin: tariffOrigin('classe rural (B2)', 'de uma unidade rural'),
      })
      .meta({ title: 'Rural (B2)' }),
    b3: otherClassTariff('classe comercial e demais classes (B3)', 'Comercial e demais classes (B3)', 'de um comércio'),
    icms: number(
      'ICMS',
      'A alíquota do ICMS da fatura da Copel de uma casa ou de um comércio, como fração: 0,19 para 19% (Lei estadual 21.850/2023, art. 3º). A classe rural tem a sua, acima.',
      0,
      0.35,
    ),
    pis: number('PIS', 'A alíquota do PIS na mesma fatura da Copel, como fração: 0,011694 para 1,1694% (muda todo mês; use a do mês da fatura).', 0, 0.05),
    cofins: number('COFINS', 'A alíquota da COFINS na mesma fatura da Copel, como fração: 0,053936 para 5,3936%.', 0, 0.2),
    fioBShareOfTariff: number(
      'Fio B, parte da tarifa com impostos',
      'Fração da tarifa com impostos que é a TUSD Fio B, como 0,28 para 28%: a TUSD Fio B da tabela da resolução homologatória da ANEEL dividida pela TE mais a TUSD sem impostos; enquanto a Copel não a publica por componente, é uma estimativa da empresa.',
      0.05,
      0.6,
    ),
  })
  .superRefine((tariff, context) => {
    // "The same as B1" is a claim the premises print: the values must be B1's.
    for (const key of ['b2', 'b3'] as const) {
      const own = tariff[key];
      if (own.origin === 'mesmos-da-b1' && (own.teBRLPerKWh !== tariff.b1.teBRLPerKWh || own.tusdBRLPerKWh !== tariff.b1.tusdBRLPerKWh)) {
        context.addIssue({
          code: 'custom',
          path: [key, 'origin'],
          message: `diz “${TARIFF_ORIGIN_LABELS['mesmos-da-b1']}”, mas a TE e a TUSD são outras: copie as da Residencial (B1), ou escolha “${TARIFF_ORIGIN_LABELS.propria}”`,
        });
      }
    }
  })
  .meta({ title: 'Tarifa da Copel', description: 'A tarifa com que o simulador calcula: atualize a cada reajuste anual da Copel (24 de junho).' });

// -------------------------------------------------------------------- frequent questions

/** The services with a page of their own (/servicos/…/, content/services.ts): an answer can appear on theirs too. */
export const FAQ_SERVICES = PAGED_SERVICES.map((service) => service.id) as [PagedServiceId, ...PagedServiceId[]];
export type FaqService = PagedServiceId;
export const FAQ_SERVICE_LABELS = Object.fromEntries(PAGED_SERVICES.map((service) => [service.id, service.label])) as Record<FaqService, string>;

/** The anchor of an answer (/perguntas-frequentes/#fio-b): the simulator's premises link to some of them. */
export const FAQ_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const faqSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            id: shaped(z.string(), FAQ_ID, 'precisa ter só letras minúsculas sem acento, números e hífens, como fio-b')
              .max(40)
              .meta({
                title: 'Endereço da pergunta',
                description:
                  'O fim do link que leva direto a esta pergunta (/perguntas-frequentes/#fio-b): letras minúsculas sem acento, números e hífens. ' +
                  'Não mude depois de publicado: o simulador e as páginas dos serviços apontam para ele.',
              }),
            question: text('Pergunta', 'Como o cliente perguntaria: “Os créditos de energia vencem?”.', 160).min(10, {
              error: 'precisa ter pelo menos 10 caracteres',
            }),
            answer: longText(
              'Resposta',
              'Simples e direta, em poucas frases; um parágrafo por linha em branco. Só afirme um número, um prazo ou uma regra que a fonte abaixo traga.',
              1200,
            ).min(40, { error: 'precisa ter pelo menos 40 caracteres' }),
            source: text(
              'Fonte',
              'De onde vem o que a resposta afirma, com o número e o ano: “Lei nº 14.300/2022, art. 12”. Se a resposta só descreve o serviço da empresa: “Condições da empresa (2026)”.',
              400,
            ).min(10, { error: 'precisa dizer de onde vem a resposta (pelo menos 10 caracteres)' }),
            url: https('Link da fonte', 'Opcional: a página pública onde se lê a fonte (a lei no site do Planalto, a resolução no site da ANEEL).').optional(),
            checked: isoDate('Conferida em', 'Quando a resposta foi conferida com a fonte: a página mostra esta data.').refine(
              (value) => value <= new Date().toISOString().slice(0, 10),
              { error: 'está no futuro: escreva o dia em que a resposta foi conferida' },
            ),
            services: z
              .array(choice(FAQ_SERVICES, FAQ_SERVICE_LABELS, 'Serviço'))
              .max(FAQ_SERVICES.length)
              .optional()
              .meta({
                title: 'Mostrar também na página do serviço',
                description: 'Opcional: a pergunta aparece também nas páginas destes serviços, além da página de perguntas frequentes.',
              }),
          })
          .superRefine((entry, context) => {
            // An answer states only what its source gives: a law it names is named by the source too.
            for (const [, number] of entry.answer.matchAll(/Lei (?:nº )?(\d+(?:\.\d+)*)/g)) {
              if (!entry.source.includes(number!)) {
                context.addIssue({
                  code: 'custom',
                  path: ['source'],
                  message: `não cita a Lei ${number} que a resposta cita: escreva-a na fonte, com o número e o ano`,
                });
              }
            }
            // The rental's average is stated only beside the offer's recorded legal basis (content/solutions.ts).
            if (/1,88|rendimento/i.test(`${entry.question} ${entry.answer}`)) {
              context.addIssue({
                code: 'custom',
                path: ['answer'],
                message: 'fala do rendimento do aluguel de usinas: o site só o mostra ao lado da base legal da oferta, nunca nas perguntas frequentes',
              });
            }
          })
          .meta({ title: 'Pergunta' }),
      )
      .min(1)
      .max(40)
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        error: (issue) => {
          const ids = (issue.input as { id: string }[]).map((item) => item.id);
          const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
          return `tem o 'Endereço da pergunta' ${[...new Set(twice)].join(', ')} em mais de uma pergunta: cada pergunta precisa do seu`;
        },
      })
      .meta({ title: 'Perguntas', description: 'Na ordem em que aparecem na página: as mais comuns primeiro.' }),
  })
  .meta({
    title: 'Perguntas frequentes',
    description: 'As perguntas da página /perguntas-frequentes/, cada uma com a fonte e a data em que foi conferida.',
  });

export type FaqData = z.infer<typeof faqSchema>;
export type FaqEntry = FaqData['items'][number];
// -------------------------------------------------------------------- service area

/** The first name that appears twice in a list, if any. */
const repeated = (names: readonly string[]) => names.find((name, index) => names.indexOf(name) !== index);

/**
 * The municipalities the company serves: each gets a page of its own (/energia-solar/<cidade>/) on
 * the next build. Until the company marks the list as checked, it is a suggestion written for the
 * development build (every seat within 40 km in a straight line of the head office or the branch,
 * and Maringá), and check:launch refuses the launch.
 */
export const serviceAreaSchema = z
  .object({
    municipalities: z
      .array(municipality('Município', 'Um dos 399 municípios do Paraná, escrito como na lista.'))
      .min(1, { error: 'precisa de pelo menos um município' })
      .max(80)
      .refine((names) => repeated(names) === undefined, {
        error: (issue) => `tem ${String(repeated(issue.input as string[]))} mais de uma vez: apague a repetição`,
      })
      .meta({
        title: 'Municípios atendidos',
        description: 'Cada município da lista ganha uma página (energia solar em …) na próxima publicação; tirar um da lista tira a página.',
      }),
    confirmed: z.boolean().meta({
      title: 'Lista conferida pela empresa',
      description: 'Marque quando a lista for a da empresa: a sugestão inicial foi escrita pelo desenvolvimento, e o site não vai ao ar sem esta marca.',
    }),
  })
  .meta({ title: 'Área atendida', description: 'Os municípios em que a empresa instala e atende, cada um com a sua página.' });

export type Identity = z.infer<typeof identitySchema>;
export type Company = z.infer<typeof companySchema>;
export type Figures = z.infer<typeof figuresSchema>;
export type ProjectData = z.infer<typeof projectSchema>;
export type TestimonialData = z.infer<typeof testimonialSchema>;
export type RatingData = z.infer<typeof ratingSchema>;
export type Brands = z.infer<typeof brandsSchema>;
export type Credentials = z.infer<typeof credentialsSchema>;
export type Team = z.infer<typeof teamSchema>;
export type TariffData = z.infer<typeof tariffSchema>;
export type ServiceArea = z.infer<typeof serviceAreaSchema>;
export type Pictures = z.infer<typeof picturesSchema>;
/** A photo of the site's pictures screen: file, description and focus. */
export type FramedPhoto = NonNullable<Pictures['hero']>;

/** The CMS's own words around the screens: its page, and the menu entry of the single files below. */
export const CMS_COPY = {
  title: 'Painel de conteúdo',
  noScript: 'O painel de conteúdo precisa de JavaScript: ative-o neste navegador.',
  files: 'Empresa',
};

/**
 * The files the company edits, one entry per CMS screen: a single file, or a folder with one file
 * per entry (a project, a testimonial). `entry` names one entry in messages: "Projeto 3".
 */
export const CONTENT_FILES = [
  { name: 'identity', label: 'Marca e telefones', file: 'content/company/identity.json', schema: identitySchema },
  { name: 'company', label: 'Dados da empresa', file: 'content/company/company.json', schema: companySchema },
  { name: 'figures', label: 'Números da empresa', file: 'content/company/figures.json', schema: figuresSchema },
  { name: 'rating', label: 'Nota no Google', file: 'content/company/rating.json', schema: ratingSchema },
  { name: 'brands', label: 'Marcas de equipamentos', file: 'content/company/brands.json', schema: brandsSchema },
  { name: 'credentials', label: 'Responsabilidade técnica', file: 'content/company/credentials.json', schema: credentialsSchema },
  { name: 'team', label: 'Equipe', file: 'content/company/team.json', schema: teamSchema },
  { name: 'rental', label: 'Aluguel de usinas: base legal', file: 'content/company/rental.json', schema: rentalSchema },
  { name: 'tariff', label: 'Tarifa da Copel', file: 'content/company/tariff.json', schema: tariffSchema },
  { name: 'faq', label: 'Perguntas frequentes', file: 'content/company/faq.json', schema: faqSchema },
  { name: 'serviceArea', label: 'Área atendida', file: 'content/company/service-area.json', schema: serviceAreaSchema },
  { name: 'pictures', label: 'Fotos do site', file: 'content/company/pictures.json', schema: picturesSchema },
] as const;

export const CONTENT_FOLDERS = [
  { name: 'projects', label: 'Projetos', entry: 'Projeto', folder: 'content/company/projects', schema: projectSchema, identifier: 'title' },
  { name: 'testimonials', label: 'Depoimentos', entry: 'Depoimento', folder: 'content/company/testimonials', schema: testimonialSchema, identifier: 'name' },
] as const;
