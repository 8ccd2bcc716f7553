import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/services/service-page';
import { SERVICE_PAGES } from '@/content/service-pages';
import { serviceMetadata } from '@/content/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_PAGES.map((page) => ({ servico: page.slug }));
}

type Props = { params: Promise<{ servico: string }> };

const pageOf = (slug: string) => SERVICE_PAGES.find((page) => page.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageOf((await params).servico);
  return page ? serviceMetadata(page) : {};
}

export default async function Page({ params }: Props) {
  const page = pageOf((await params).servico);
  if (!page) notFound();
  return <ServicePage page={page} />;
}
