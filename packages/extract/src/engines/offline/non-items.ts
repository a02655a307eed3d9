/** Rows of a line-item table that are not items: discount, charge and tax lines printed in its columns. */
import type { FoundRecord } from './confidence.ts';
import type { FieldProfile } from './field-profile.ts';
import { matchTokens } from './match-tokens.ts';
import { allowanceChargeWords } from './vocabulary.ts';

/**
 * A row whose description opens with an allowance or charge word ("REMISE : remise commerciale",
 * "Zuschlag Versand") adjusts the items above it. And where most rows give a quantity, a row
 * without one is a discount, charge or tax line.
 */
export function withoutNonItems(
  records: readonly FoundRecord[],
  profiles: readonly FieldProfile[],
): FoundRecord[] {
  const description = profiles.find((profile) => profile.concept?.id === 'description')?.field.key;
  const items = records.filter((record) => {
    const text = description === undefined ? null : record.values[description];
    const first = typeof text === 'string' ? matchTokens(text)[0] : undefined;
    return first === undefined || !allowanceChargeWords.includes(first);
  });
  const quantity = profiles.find((profile) => profile.kind === 'quantity')?.field.key;
  if (quantity === undefined) return items;
  const withQuantity = items.filter((record) => record.values[quantity] !== null);
  return withQuantity.length >= 2 && withQuantity.length * 2 > items.length ? withQuantity : items;
}
