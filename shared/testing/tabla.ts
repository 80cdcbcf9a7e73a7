/** The text of each data row of the antd Table inside `zona`: not its header, nor the row antd adds to measure columns. */
export const filasDeTabla = (zona: HTMLElement): string[] =>
  Array.from(zona.querySelectorAll('tbody tr.ant-table-row'), (fila) => fila.textContent ?? '');
