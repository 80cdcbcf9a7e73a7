import { describe, expect, it } from 'vitest';
import { compararEnEspanol } from './ordenAlfabetico';

describe('compararEnEspanol', () => {
  it('sorts as a Spanish reader expects: accents beside their letter, ñ after n, case aside', () => {
    expect(['Ñandú', 'nube', 'Zamora', 'Álvarez', 'alonso', 'Bravo'].sort(compararEnEspanol)).toEqual(['alonso', 'Álvarez', 'Bravo', 'nube', 'Ñandú', 'Zamora']);
  });
});
