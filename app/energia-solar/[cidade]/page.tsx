import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityPage } from '@/components/cities/city-page';
import { cityMetadata } from '@/components/cities/metadata';
import { servedBySlug, servedPlaces } from '@/components/cities/service-area';

// One page per municipality of the company's service area (content/company/service-area.json):
// a city added in the CMS gets its page on the next build, and no other slug is built.
export const dynamicParams = false;

type Params = { params: Promise<{ cidade: string }> };

export function generateStaticParams() {
  return servedPlaces().map((place) => ({ cidade: place.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const place = servedBySlug((await params).cidade);
  return place ? cityMetadata(place, new Date()) : {};
}

export default async function Page({ params }: Params) {
  const place = servedBySlug((await params).cidade);
  if (!place) notFound();
  return <CityPage place={place} today={new Date()} />;
}
