/** A model's weights as the lines of a TypeScript object literal, formatted as prettier keeps them. */
export function weightLines(weights: Readonly<Record<string, number>>): string {
  return Object.entries(weights)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([name, weight]) =>
        `    ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`}: ${weight},\n`,
    )
    .join('');
}
