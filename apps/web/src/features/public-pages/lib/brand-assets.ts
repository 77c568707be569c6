/** The brand files in apps/web/public/brand (served at /brand/…), and the colours of the app's theme (index.css). */
export type BrandFile = { format: 'SVG' | 'PNG 512' | 'PNG 1024'; href: string; ext: 'svg' | 'png' };
export type BrandMark = {
  id: 'colour' | 'white' | 'black';
  label: string;
  preview: string;
  surface: string;
  files: BrandFile[];
};

export const BRAND_MARKS: BrandMark[] = [
  {
    id: 'colour',
    label: 'publicPages.brand.markColour',
    preview: '/brand/mark.svg',
    surface: 'bg-[#f6f6fa]',
    files: [
      { format: 'SVG', href: '/brand/mark.svg', ext: 'svg' },
      { format: 'PNG 512', href: '/brand/mark-512.png', ext: 'png' },
      { format: 'PNG 1024', href: '/brand/mark-1024.png', ext: 'png' },
    ],
  },
  {
    id: 'white',
    label: 'publicPages.brand.markWhite',
    preview: '/brand/mark-white.svg',
    surface: 'bg-[#0b0b10]',
    files: [{ format: 'SVG', href: '/brand/mark-white.svg', ext: 'svg' }],
  },
  {
    id: 'black',
    label: 'publicPages.brand.markBlack',
    preview: '/brand/mark-black.svg',
    surface: 'bg-white',
    files: [{ format: 'SVG', href: '/brand/mark-black.svg', ext: 'svg' }],
  },
];

export const BRAND_COLOURS = [
  { label: 'publicPages.brand.colourAccent', hex: '#6A47FF' },
  { label: 'publicPages.brand.colourAccentLight', hex: '#A895FF' },
  { label: 'publicPages.brand.colourAccentDeep', hex: '#5F3DEA' },
  { label: 'publicPages.brand.colourNight', hex: '#0B0B10' },
  { label: 'publicPages.brand.colourSurface', hex: '#14141C' },
  { label: 'publicPages.brand.colourMist', hex: '#F6F6FA' },
] as const;

/** The file name a download is saved under: the brand's name, lower-case, then the mark's kind. */
export function downloadName(brand: string, mark: BrandMark, file: BrandFile): string {
  const slug =
    brand
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'brand';
  const size = file.format.startsWith('PNG') ? `-${file.format.slice(4)}` : '';
  return `${slug}-mark${mark.id === 'colour' ? '' : `-${mark.id}`}${size}.${file.ext}`;
}
