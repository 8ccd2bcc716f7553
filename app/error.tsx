'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/error/error-screen';

export default function Error(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} />;
}
