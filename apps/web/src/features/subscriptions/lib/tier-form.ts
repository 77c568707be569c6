/**
 * The tier editor's form: its state as typed, the checks it runs before saving (the rules of the
 * contract's ZTierSaveRequest, in the creator's words), the request it builds, what a bundle comes
 * to, and where the server's 422 issues belong.
 */
import {
  BUNDLE_DISCOUNT_MAX,
  BUNDLE_MONTHS,
  TIER_BENEFIT_MAX,
  TIER_BENEFITS_MAX,
  TIER_NAME_MAX,
  TIER_PRICE_MAX_CENTS,
  TIER_PRICE_MIN_CENTS,
  TRIAL_DAYS_MAX,
} from '@fanlane/contracts/subscription-limits';
import type { TBundle, TTier, TTierSaveRequest } from '@fanlane/contracts/subscription';
import { validationIssues } from '../../../shared/lib/api-errors';
import { formatUsdCents, parseUsdToCents } from '../../../shared/lib/money';

export type TBundleMonths = (typeof BUNDLE_MONTHS)[number];
export type TBundleInput = { on: boolean; discount: string };

export type TTierForm = {
  name: string;
  /** USD as typed ("9.99"). */
  price: string;
  benefits: string[];
  bundles: Record<TBundleMonths, TBundleInput>;
  trialDays: string;
  archived: boolean;
};

export type TTierField = 'name' | 'price' | 'benefits' | 'bundles' | 'trialDays' | 'form';
export type TTierError = { key: string; params?: Record<string, string | number> };
export type TTierErrors = Partial<Record<TTierField, TTierError>>;

const WHOLE_RE = /^\d{1,3}$/;

function centsToInput(cents: string): string {
  const text = cents.padStart(3, '0');
  return `${BigInt(text.slice(0, -2)).toString()}.${text.slice(-2)}`;
}

export function tierFormOf(tier?: TTier): TTierForm {
  const bundles = Object.fromEntries(
    BUNDLE_MONTHS.map((months) => {
      const bundle = tier?.bundles.find((b) => b.months === months);
      return [months, { on: Boolean(bundle), discount: bundle ? String(bundle.discountPercent) : '10' }];
    }),
  ) as Record<TBundleMonths, TBundleInput>;
  return {
    name: tier?.name ?? '',
    price: tier ? centsToInput(tier.priceCents) : '',
    benefits: tier?.benefits ?? [],
    bundles,
    trialDays: String(tier?.trialDays ?? 0),
    archived: tier?.status === 'archived',
  };
}

/** A bundle's total in cents: the monthly price times the months, less the discount (rounded down). */
export function bundleTotalCents(priceCents: string, months: number, discountPercent: number): string {
  return ((BigInt(priceCents) * BigInt(months) * BigInt(100 - discountPercent)) / 100n).toString();
}

export function priceCentsOf(form: TTierForm): string | null {
  const cents = parseUsdToCents(form.price);
  if (cents === null) return null;
  const value = BigInt(cents);
  return value >= BigInt(TIER_PRICE_MIN_CENTS) && value <= BigInt(TIER_PRICE_MAX_CENTS) ? cents : null;
}

export function discountOf(input: TBundleInput): number | null {
  if (!WHOLE_RE.test(input.discount.trim())) return null;
  const value = Number(input.discount.trim());
  return value >= 1 && value <= BUNDLE_DISCOUNT_MAX ? value : null;
}

export const priceRange = () => ({
  min: formatUsdCents(String(TIER_PRICE_MIN_CENTS)),
  max: formatUsdCents(String(TIER_PRICE_MAX_CENTS)),
});

export function validateTierForm(form: TTierForm): TTierErrors {
  const errors: TTierErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = { key: 'pay.tiers.errors.nameRequired' };
  else if (name.length > TIER_NAME_MAX)
    errors.name = { key: 'pay.tiers.errors.nameTooLong', params: { max: TIER_NAME_MAX } };

  if (priceCentsOf(form) === null) errors.price = { key: 'pay.tiers.errors.price', params: priceRange() };

  if (form.benefits.length > TIER_BENEFITS_MAX)
    errors.benefits = { key: 'pay.tiers.errors.tooManyBenefits', params: { max: TIER_BENEFITS_MAX } };
  else if (form.benefits.some((b) => !b.trim() || b.trim().length > TIER_BENEFIT_MAX)) {
    errors.benefits = { key: 'pay.tiers.errors.benefit', params: { max: TIER_BENEFIT_MAX } };
  }

  if (BUNDLE_MONTHS.some((months) => form.bundles[months].on && discountOf(form.bundles[months]) === null)) {
    errors.bundles = { key: 'pay.tiers.errors.discount', params: { max: BUNDLE_DISCOUNT_MAX } };
  }

  const trial = form.trialDays.trim();
  if (!WHOLE_RE.test(trial) || Number(trial) > TRIAL_DAYS_MAX)
    errors.trialDays = { key: 'pay.tiers.errors.trialDays', params: { max: TRIAL_DAYS_MAX } };
  return errors;
}

/** The save request of a valid form (run `validateTierForm` first). */
export function tierSaveRequest(form: TTierForm, id?: string): TTierSaveRequest {
  const bundles: TBundle[] = BUNDLE_MONTHS.filter((months) => form.bundles[months].on).map((months) => ({
    months,
    discountPercent: discountOf(form.bundles[months]) ?? 0,
  }));
  return {
    ...(id ? { id } : {}),
    name: form.name.trim(),
    priceCents: priceCentsOf(form) ?? '',
    benefits: form.benefits.map((b) => b.trim()),
    bundles,
    trialDays: Number(form.trialDays.trim()),
    status: form.archived ? 'archived' : 'active',
  };
}

const SERVER_FIELDS: Record<string, Exclude<TTierField, 'form'>> = {
  name: 'name',
  priceCents: 'price',
  benefits: 'benefits',
  bundles: 'bundles',
  trialDays: 'trialDays',
};

/** What a field's server issue says to the creator: the same sentence as the form's own check. */
function fieldMessage(field: Exclude<TTierField, 'form'>): TTierError {
  switch (field) {
    case 'name':
      return { key: 'pay.tiers.errors.nameTooLong', params: { max: TIER_NAME_MAX } };
    case 'price':
      return { key: 'pay.tiers.errors.price', params: priceRange() };
    case 'benefits':
      return { key: 'pay.tiers.errors.benefit', params: { max: TIER_BENEFIT_MAX } };
    case 'bundles':
      return { key: 'pay.tiers.errors.discount', params: { max: BUNDLE_DISCOUNT_MAX } };
    case 'trialDays':
      return { key: 'pay.tiers.errors.trialDays', params: { max: TRIAL_DAYS_MAX } };
  }
}

/** The server's 422 issues under their fields (`bundles.1.discountPercent` is the bundles field). */
export function serverTierErrors(error: unknown): TTierErrors {
  const errors: TTierErrors = {};
  for (const issue of validationIssues(error)) {
    const field = SERVER_FIELDS[issue.field.split(/[.[]/)[0] ?? ''];
    if (field && !errors[field]) errors[field] = fieldMessage(field);
  }
  return errors;
}
