import 'server-only';
import { isDrawnExample } from '@/lib/content/first-hand';
import { formatBRL, formatDecimal, formatNumber, formatPercent } from '@/lib/format/format';
import { card, type Illustration, type PhotoRef } from '../media';
import { companyContent, type Entry } from './data';
import type { ProjectData } from './schema';

// The company's projects (projects/*.json, one file each, edited in the CMS). The specification's
// two examples are entries like any other, drawn instead of photographed; the section lays out as
// many as there are without a code change.

/** A project as the company entered it (projects/*.json), with its file's name as `slug`. */
export type Project = Entry<ProjectData>;

/**
 * The home page shows this many projects (the featured ones by their order, else the most recently
 * connected); each of the others is on the page of its city, which the home page links.
 */
export const HOME_PROJECTS = 3;

export const projectsIntro = {
  title: 'Projetos que já geram economia',
  lead: 'Alguns dos mais de 500 sistemas que projetamos e instalamos no Paraná.',
  /** While every project shown is a drawn example (the specification's), the lead does not call them the company's. */
  examplesLead: 'Exemplos ilustrativos do tipo de sistema que projetamos e instalamos no Paraná.',
};

/** Labels of a case's facts. */
export const projectFacts = {
  power: 'Potência',
  place: 'Local',
  connected: 'Ligado em',
  modules: 'Módulos',
  /** Under a saving: the bill it came from. */
  billBefore: (bill: string) => `Conta média de ${bill} por mês antes do sistema.`,
  /** Above the links to the city pages that show the projects beyond the home page's first few. */
  more: (count: number) => `Mais ${formatNumber(count)} ${count === 1 ? 'projeto' : 'projetos'}, na página de cada cidade:`,
  /** The name of that list of links. */
  moreLabel: 'Mais projetos por cidade',
  /** Beside a city's link: how many of those projects its page shows. */
  inCity: (count: number) => `${formatNumber(count)} ${count === 1 ? 'projeto' : 'projetos'}`,
  /** Beside a saving whose connection year the company has not given yet. */
  savingDependsOnYear: 'A economia depende do ano de ligação: desde 2023 há cobrança do Fio B.',
  /** On a drawn example's card: not one of the company's installations. */
  example: 'exemplo ilustrativo',
  simulate: 'Simule a sua conta',
  /** The name of the row a phone scrolls sideways (three projects or more). */
  rows: { first: 'Projetos em destaque' },
};

/** The figure a case is about: the saving (a share of the bill, or reais a month), else the payback. */
export function projectResult({ saving }: Project): { value: string; label: string } {
  if (saving.percent !== undefined) return { value: formatPercent(saving.percent / 100), label: 'de economia na conta de luz' };
  if (saving.monthlyBRL !== undefined) return { value: formatBRL(saving.monthlyBRL, false), label: 'de economia por mês na conta de luz' };
  const years = saving.paybackYears ?? 0;
  return { value: `${formatDecimal(years, 1)} ${years === 1 ? 'ano' : 'anos'}`, label: 'de retorno do investimento (ROI)' };
}

/**
 * The projects whose result is shown without the date it was connected: a saving, and a
 * payback too, depend on the year of connection (the Fio B since 2023).
 */
export function projectsMissingConnection(list: readonly Project[]): Project[] {
  return list.filter((project) => !project.connected);
}

/**
 * A project drawn instead of photographed: the specification's examples, not an installation of the
 * company's. Its card says so, and the section's lead does not call it one of the company's systems.
 */
export function isExample(project: Project): boolean {
  return isDrawnExample(project);
}

/** The picture of a card: the company's first photo, or the specification's example drawing. */
export function projectPicture(project: Project): { photo: PhotoRef } | { illustration: Illustration } {
  const photo = project.photos?.[0];
  if (photo) return { photo: { src: photo.src as PhotoRef['src'], alt: photo.alt } };
  // The schema refuses a project with neither (content/company/schema.ts).
  if (!project.illustration) throw new Error(`Projeto '${project.title}': sem foto e sem ilustração`);
  return { illustration: card(project.illustration.name, project.illustration.alt) };
}

/** A project's month of connection as a number that sorts (0 when the company has not given it). */
export const connectedAt = (project: Project) => (project.connected ? project.connected.year * 12 + project.connected.month : 0);

/** Every project: the featured ones first, by their order, then the most recently connected. */
export function projects(all: readonly Project[] = companyContent().projects): Project[] {
  const list = [...all].sort(
    (a, b) =>
      Number(Boolean(b.featured)) - Number(Boolean(a.featured)) ||
      (a.order ?? Infinity) - (b.order ?? Infinity) ||
      connectedAt(b) - connectedAt(a) ||
      a.title.localeCompare(b.title, 'pt-BR'),
  );
  // A production build stops here until every saving says when its system was connected (README, "Before going live").
  if (process.env.SITE_ENV === 'production') {
    const missing = projectsMissingConnection(list);
    if (missing.length > 0) {
      throw new Error(
        `Projetos: ${missing.map((p) => `'${p.title}' (${projectResult(p).value})`).join(', ')} mostra um resultado sem o mês e o ano em que ` +
          'a Copel ligou o sistema: preencha "Ligação na Copel" no painel (a economia e o retorno dependem do ano de ligação, desde 2023 há Fio B).',
      );
    }
  }
  return list;
}
