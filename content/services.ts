// The service options of the contact form (spec section 3).

export const SERVICE_IDS = ['usinas-consumo', 'energia-assinatura', 'aluguel-usinas', 'limpeza-placas', 'manutencao', 'consultoria'] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export type ServiceOption = { id: ServiceId; label: string };

const LABELS: Record<ServiceId, string> = {
  'usinas-consumo': 'Usinas para Consumo Próprio',
  'energia-assinatura': 'Energia por Assinatura',
  'aluguel-usinas': 'Aluguel de Usinas',
  'limpeza-placas': 'Limpeza de Placas Solares',
  manutencao: 'Manutenção e Suporte',
  consultoria: 'Consultoria Energética',
};

export const services: readonly ServiceOption[] = SERVICE_IDS.map((id) => ({ id, label: LABELS[id] }));

export function serviceLabel(id: string): string | undefined {
  return services.find((s) => s.id === id)?.label;
}
