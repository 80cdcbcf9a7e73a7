import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextoPlegable } from './TextoPlegable';

/** jsdom lays nothing out: the text's height as a browser would measure it, folded to two lines. */
function medidas(alto: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(alto);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(44);
}

afterEach(() => vi.restoreAllMocks());

describe('TextoPlegable', () => {
  it('a text that fits is plain text, nothing to press', () => {
    medidas(44);
    render(<TextoPlegable texto="Corta" />);
    expect(screen.getByText('Corta')).not.toHaveAttribute('role');
  });

  it('a longer one unfolds and folds again with a tap or the keyboard, its whole text always there', async () => {
    medidas(200);
    const user = userEvent.setup({ delay: null });
    const larga = 'Una descripción larga '.repeat(10).trim();
    render(<TextoPlegable texto={larga} />);
    const texto = screen.getByRole('button', { name: larga });
    expect(texto).toHaveAttribute('aria-expanded', 'false');
    await user.click(texto);
    expect(texto).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(texto).toHaveAttribute('aria-expanded', 'false');
  });
});
