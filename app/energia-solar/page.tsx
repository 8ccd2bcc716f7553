import type { Metadata } from 'next';
import { CitiesHub } from '@/components/cities/cities-hub';
import { hubMetadata } from '@/components/cities/metadata';

export const metadata: Metadata = hubMetadata;

export default function Page() {
  return <CitiesHub />;
}
