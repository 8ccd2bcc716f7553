import { notFound } from 'next/navigation';
import { cityCard, cityCardFile, HUB_CARD_FILE, hubCard } from '@/components/cities/metadata';
import { servedPlaces } from '@/components/cities/service-area';
import { drawOgCard } from '@/components/seo/og-card';

// The share cards of the city pages and their hub, drawn at build time; named with their
// extension, as app/og/[file].
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: HUB_CARD_FILE }, ...servedPlaces().map((place) => ({ file: cityCardFile(place) }))];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === HUB_CARD_FILE) return drawOgCard(hubCard);
  const place = servedPlaces().find((candidate) => cityCardFile(candidate) === file);
  if (!place) notFound();
  return drawOgCard(cityCard(place));
}
