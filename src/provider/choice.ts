// A string attribute whose validator (oneOf) allows only some values, read as the union
// type the API client takes. A value outside them is a bug in the provider, so it throws.
export function choice<T extends string>(allowed: readonly T[], value: string, attribute: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new TypeError(`unexpected ${attribute} ${JSON.stringify(value)}`);
  return found;
}
