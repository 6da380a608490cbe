import { type MacroCategoryCode, macroCategories } from '@circula/domain';
import sharp from 'sharp';
import type { MediaStorage } from '../../media/media-storage.js';
import { type StoredPhoto, storePhoto } from '../../media/photo-renditions.js';

/** Photos per category; lots reuse them in turn, so the seed renders a few dozen images, not hundreds. */
export const photosPerCategory = 3;

const palettes: Record<MacroCategoryCode, [string, string]> = {
  CELULARES_TABLETS_TELEFONIA: ['#1f3b73', '#4f83cc'],
  CONSTRUCAO: ['#7a4b12', '#e0a23b'],
  ELETROS: ['#0f5e5a', '#46b3a6'],
  IMOVEIS: ['#4a2c6f', '#9c7bd1'],
  INDUSTRIAL: ['#37474f', '#90a4ae'],
  INFORMATICA: ['#123a5c', '#3fa1d8'],
  MOVEIS_ESCRITORIO: ['#5d3a1a', '#c58b52'],
  MOVEIS_UTILIDADES: ['#6b2d3c', '#d97a8c'],
  RESTAURANTES: ['#8a2e12', '#f08a4b'],
  OUTROS: ['#3d4a1f', '#a2b85c'],
  VEICULOS_LEVES: ['#0d3d2e', '#2fae74'],
  VEICULOS_PESADOS: ['#4d3b00', '#d9b116'],
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** A shape that reads as a product silhouette on a category-coloured backdrop; variant changes the layout. */
function shape(variant: number, light: string): string {
  switch (variant % 3) {
    case 0:
      return `<rect x="390" y="240" width="420" height="330" rx="36" fill="${light}" opacity="0.9"/>
        <rect x="440" y="290" width="320" height="180" rx="12" fill="#ffffff" opacity="0.35"/>
        <circle cx="600" cy="520" r="22" fill="#ffffff" opacity="0.6"/>`;
    case 1:
      return `<circle cx="600" cy="400" r="190" fill="${light}" opacity="0.9"/>
        <circle cx="600" cy="400" r="110" fill="#ffffff" opacity="0.3"/>
        <rect x="430" y="560" width="340" height="40" rx="20" fill="${light}" opacity="0.7"/>`;
    default:
      return `<polygon points="600,190 830,560 370,560" fill="${light}" opacity="0.9"/>
        <rect x="520" y="420" width="160" height="140" fill="#ffffff" opacity="0.3"/>`;
  }
}

export function renderDemoPhotoSvg(category: MacroCategoryCode, variant: number): string {
  const [dark, light] = palettes[category];
  const name = macroCategories.find((c) => c.code === category)!.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="810" viewBox="0 0 1200 900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    ${shape(variant, light)}
    <text x="600" y="720" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="56"
      font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>
    <text x="600" y="790" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="30"
      fill="#ffffff" opacity="0.85">Foto ilustrativa ${variant + 1}</text>
  </svg>`;
}

/** Renders and stores every demo photo; deterministic, no network. */
export async function generateDemoPhotos(
  storage: MediaStorage,
): Promise<Map<MacroCategoryCode, StoredPhoto[]>> {
  const result = new Map<MacroCategoryCode, StoredPhoto[]>();
  for (const { code } of macroCategories) {
    const photos = await Promise.all(
      Array.from({ length: photosPerCategory }, async (_, variant) => {
        const png = await sharp(Buffer.from(renderDemoPhotoSvg(code, variant)))
          .png({ compressionLevel: 1 })
          .toBuffer();
        return storePhoto(storage, png);
      }),
    );
    result.set(code, photos);
  }
  return result;
}
