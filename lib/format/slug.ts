// A place's name as a URL segment: lower case, no accents, words joined by hyphens
// ('Santa Terezinha de Itaipu' → 'santa-terezinha-de-itaipu', "Diamante d'Oeste" → 'diamante-d-oeste').

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
