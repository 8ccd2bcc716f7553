// Types of photos.mjs, for the components that read its manifest and for the tests.
export type PhotoFile = { width: number; src: string };
export type PhotoEntry = {
  hash: string;
  width: number;
  height: number;
  files: { avif: PhotoFile[]; webp: PhotoFile[] };
  placeholder: string;
};
export type PhotoManifest = { photos: Record<string, PhotoEntry> };

export const PHOTO_SOURCE_DIR: string;
export const PHOTO_OUT_DIR: string;
export const PHOTO_PUBLIC_BASE: string;
export const MANIFEST_FILE: string;
export const PHOTO_WIDTHS: number[];

export function variantWidths(width: number): number[];
export function buildPhotos(options?: { sourceDir?: string; outDir?: string; publicBase?: string }): Promise<{ manifest: PhotoManifest; made: string[] }>;
