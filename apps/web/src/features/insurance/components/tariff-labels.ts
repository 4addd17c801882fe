import { BED_CLASS_LABELS } from '@clinic/shared/billing';
import { TARIFF_CATEGORIES, type TariffCategory } from '@clinic/shared/insurance';

export const CATEGORY_LABELS: Record<TariffCategory, string> = { any: 'Any room', ...BED_CLASS_LABELS };
export const CATEGORY_OPTIONS = TARIFF_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
