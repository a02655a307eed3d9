import type { Product } from '@docsift/core/payments';
import type { TFunction } from 'i18next';

/** A product's title in the reader's language: the plan's name, or a bundle's credits. */
export function productTitle(product: Product, t: TFunction, language: string): string {
  return product.metadata.role
    ? t(`payment.plans.${product.metadata.role}`)
    : t('payment.plan_page.bundle_title', {
        credits: product.metadata.credits.toLocaleString(language),
      });
}
