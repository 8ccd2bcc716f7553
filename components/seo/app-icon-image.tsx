import { ImageResponse } from 'next/og';
import { Logo } from '@/components/layout/logo';
import { APP_ICONS, type AppIconFile } from '@/content/seo';

export function appIconImage(file: AppIconFile): ImageResponse {
  const { size, scale, background } = APP_ICONS[file];
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background }}>
      <Logo size={Math.round(size * scale)} />
    </div>,
    { width: size, height: size },
  );
}
