/** '1 unidade', '3 unidades'. */
export const unitsText = (count: number) => `${count} ${count === 1 ? 'unidade' : 'unidades'}`;
