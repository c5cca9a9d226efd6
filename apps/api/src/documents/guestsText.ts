/** '2 adults, 1 child': a booking's guests as its e-mail and invoice name them. */
export function guestsText({
  adults,
  children = 0,
}: {
  readonly adults: number;
  readonly children?: number | undefined;
}): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    count(adults, 'adult', 'adults'),
    ...(children > 0 ? [count(children, 'child', 'children')] : []),
  ].join(', ');
}
