/** `trabajo` over every item, at most `limite` at a time; the results in the items' order. */
export async function enParalelo<T, R>(items: T[], limite: number, trabajo: (item: T) => Promise<R>): Promise<R[]> {
  const resultados: R[] = new Array(items.length);
  let siguiente = 0;
  const obrero = async () => {
    while (siguiente < items.length) {
      const i = siguiente++;
      resultados[i] = await trabajo(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limite, items.length) }, obrero));
  return resultados;
}
