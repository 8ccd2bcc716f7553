import { serviceLabel, services } from '@/content/services';

describe('services', () => {
  it('offers the six service options of the spec with their ids', () => {
    expect(services.map((s) => s.id)).toEqual([
      'usinas-consumo',
      'energia-assinatura',
      'aluguel-usinas',
      'limpeza-placas',
      'manutencao',
      'consultoria',
    ]);
  });

  it('labels the two options whose labels the spec gives', () => {
    expect(serviceLabel('manutencao')).toBe('Manutenção e Suporte');
    expect(serviceLabel('consultoria')).toBe('Consultoria Energética');
    expect(serviceLabel('nope')).toBeUndefined();
  });

  it('gives every option a distinct Portuguese label', () => {
    const labels = services.map((s) => s.label);
    expect(new Set(labels).size).toBe(6);
    for (const label of labels) expect(label.trim().length).toBeGreaterThan(3);
  });
});
